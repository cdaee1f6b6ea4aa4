/**
 * Shared fixtures for the browser tests: every test fails on a console error
 * or an uncaught page error, and `decided` hides the cookie banner by storing
 * a choice first (the consent tests drive the banner themselves).
 */
import { test as base, expect, type Page } from "@playwright/test";

export { expect };

type Fixtures = { consoleErrors: string[]; decided: boolean };

export const test = base.extend<Fixtures>({
  decided: [true, { option: true }],
  consoleErrors: [
    async ({ page, decided }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      if (decided) {
        await page.addInitScript(() => {
          localStorage.setItem(
            "cookieConsent",
            JSON.stringify({ necessary: true, analytics: false, timestamp: Date.now() }),
          );
        });
      }
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the page, so that clicks reach their handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

export const phone = { width: 390, height: 844 };
