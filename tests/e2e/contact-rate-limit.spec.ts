/** The sixth message in ten minutes from one address, with JavaScript in both languages and without. */
import type { Page } from "@playwright/test";
import {
  afterMinimumFillTime,
  type ContactServer,
  fill,
  forgiveExpected,
  form,
  test,
  visitors,
  words,
} from "./contact-helpers.ts";
import { expect, hydrated } from "./fixtures.ts";

test.describe("rate limit", () => {
  const submitFive = async (page: Page, server: ContactServer) => {
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(`${server.base}/api/contact`, {
        headers: { Origin: server.base },
        data: {
          variant: "short",
          name: "Sam",
          email: "sam@example.org",
          message: `Message de remplissage ${i} ${Math.random()}`,
          consent: true,
          key: `e2e-rate-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
        },
      });
      expect(res.status()).toBe(201);
    }
  };

  for (const lang of ["fr", "en"] as const) {
    test(`the sixth message in ten minutes gets the rate limit's message, and the text stays (${lang})`, async ({
      page,
      server,
      consoleErrors,
      address: _,
    }) => {
      const w = words[lang];
      await page.goto(`${server.base}${lang === "fr" ? "/contact" : "/en/contact"}`);
      await hydrated(page);
      await submitFive(page, server);
      await fill(page, "full", lang, `Rate${lang}${visitors.count}`);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();
      const alert = form(page).getByRole("alert");
      await expect(alert).toContainText(w.rateLimited);
      await expect(alert).toContainText(w.minutes(10));
      await expect(alert).toBeFocused();
      await expect(form(page).getByLabel(w.message)).toHaveValue(/Sur deux lignes\./);
      forgiveExpected(consoleErrors, /status of 429/);
    });
  }

  test("without JavaScript, the 429 page says so and keeps the text", async ({ browser, server }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.80.${testInfo.workerIndex}.${++visitors.count}` },
    });
    const page = await context.newPage();
    await submitFive(page, server);
    await page.goto(`${server.base}/contact`);
    await fill(page, "full", "fr", `RateNoJS${visitors.count}`);
    const [response] = await Promise.all([
      page.waitForResponse(`${server.base}/api/contact`),
      form(page).getByRole("button", { name: words.fr.submit }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toContainText(words.fr.rateLimited);
    await expect(page.getByLabel(words.fr.message)).toHaveValue(/Sur deux lignes\./);
    await context.close();
  });
});
