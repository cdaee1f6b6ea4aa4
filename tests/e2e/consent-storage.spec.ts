/** The cookie banner with a choice already stored: recent, malformed, or storage that throws. */
import { banner, consentCalls, languages, MONTH, stored, test } from "./consent-helpers.ts";
import { expect, hydrated } from "./fixtures.ts";

// These tests drive the banner themselves: no choice is stored beforehand.
test.use({ decided: false });

test.describe("cookie banner: stored choices", () => {
  test("a recent record is honoured", async ({ page }) => {
    const recent = Date.now() - 5 * MONTH;
    await page.addInitScript((timestamp) => {
      localStorage.setItem("cookieConsent", JSON.stringify({ necessary: true, analytics: false, timestamp }));
    }, recent);
    await page.goto("/");
    await hydrated(page);
    await expect.poll(() => consentCalls(page)).toContainEqual(["consent", "update", { analytics_storage: "denied" }]);
    await expect(banner(page, languages[0])).toBeHidden();
    expect(await stored(page)).toEqual({ necessary: true, analytics: false, timestamp: recent });
  });

  test("a malformed record counts as none", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("cookieConsent", '{"necessary":true,"analytics":"yes"');
    });
    await page.goto("/");
    await expect(banner(page, languages[0])).toBeVisible();
    expect(await stored(page)).toBeNull();
  });

  test("storage that throws does not break the page", async ({ page }) => {
    await page.addInitScript(() => {
      const fail = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { get: fail, configurable: true });
    });
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    await region.getByRole("button", { name: languages[0].necessaryOnly }).click();
    await expect(region).toBeHidden();
    // The choice holds for the visit (<html data-consent>), and React applies it once loaded.
    await expect
      .poll(async () => (await consentCalls(page)).at(-1))
      .toEqual(["consent", "update", { analytics_storage: "denied" }]);
    // Uncaught errors would fail the test through the shared fixture.
  });
});
