/**
 * The contact form sends, in a real browser, with and without JavaScript and
 * before hydration, in both languages and both variants (full on the contact
 * page, short on the PMA page), and every message reaches the inbox.
 */
import {
  afterMinimumFillTime,
  expectDelivered,
  fill,
  form,
  test,
  variants,
  visitors,
  words,
} from "./contact-helpers.ts";
import { blockedScript, expect, hydrated, unhydrated } from "./fixtures.ts";

for (const { variant, lang, path, sent } of variants) {
  test.describe(`${variant} form on ${path}`, () => {
    test("with JavaScript: sends with fetch, confirms with a toast, reaches the inbox", async ({
      page,
      server,
      address,
    }) => {
      const marker = `JS${variant}${lang}${address.replace(/\D/g, "")}`;
      const w = words[lang];
      await page.goto(`${server.base}${path}`);
      await hydrated(page);
      await expect(form(page)).toHaveAttribute("data-hydrated", "true");
      await fill(page, variant, lang, marker);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();

      // Inside the labelled notifications region, where a screen reader user finds it again.
      await expect(page.getByRole("region", { name: w.toasts }).locator("[data-sonner-toast]")).toContainText(w.toast);
      await expect(page.getByRole("status").filter({ hasText: w.toast })).toBeVisible();
      expect(page.url()).toBe(`${server.base}${path}`);
      // The form is ready for another message.
      await expect(form(page).getByLabel(w.message)).toHaveValue("");
      await expectDelivered(server, marker, lang, variant);
    });

    test("from a fresh page not yet hydrated: typing and sending still delivers", async ({ page, server, address }) => {
      const marker = `First${variant}${lang}${address.replace(/\D/g, "")}`;
      const w = words[lang];
      await page.goto(`${server.base}${path}`);
      expect(await unhydrated(page)).toBe(true);
      // Typing is the first interaction: hydration starts under the visitor's fingers.
      await fill(page, variant, lang, marker);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();
      // The JS path (toast) or, if React was not there yet, the no-JS POST (confirmation page).
      await expect(
        page.locator("[data-sonner-toast]").or(page.locator("h1").filter({ hasText: w.sentTitle })),
      ).toBeVisible();
      await expectDelivered(server, marker, lang, variant);
    });

    test("with every script module blocked (the inline scripts run): a plain POST, then the confirmation page", async ({
      page,
      server,
      address,
      consoleErrors,
    }) => {
      const marker = `Blocked${variant}${lang}${address.replace(/\D/g, "")}`;
      await page.route(/\.js(\?|$)/, (route) => route.abort("blockedbyclient"));
      await page.goto(`${server.base}${path}`);
      await fill(page, variant, lang, marker);
      await form(page).getByRole("button", { name: words[lang].submit }).click();
      await page.waitForURL(`${server.base}${sent}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lang].sentTitle);
      await expectDelivered(server, marker, lang, variant);
      // The blocked modules, as the console reports them.
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.startsWith(blockedScript)));
    });

    test("without JavaScript: a plain POST, then the confirmation page", async ({ browser, server }, testInfo) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { "X-Forwarded-For": `10.78.${testInfo.workerIndex}.${++visitors.count}` },
      });
      const page = await context.newPage();
      const marker = `NoJS${variant}${lang}${visitors.count}`;
      await page.goto(`${server.base}${path}`);
      await fill(page, variant, lang, marker);
      await form(page).getByRole("button", { name: words[lang].submit }).click();
      await page.waitForURL(`${server.base}${sent}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lang].sentTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectDelivered(server, marker, lang, variant);
      await context.close();
    });
  });
}
