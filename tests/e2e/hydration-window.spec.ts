/**
 * An action while React hydrates is not lost. React stops a tap, click or key
 * that reaches a part of the page it has not hydrated yet, when hydration
 * waits (here for the page's loader data, held back), so the page script must
 * see it before React does. Seen in a full `npm test`: « Necessary only »
 * pressed with Enter while the page hydrated left the banner on screen.
 */
import type { Page } from "@playwright/test";
import { consentCopy } from "../../app/content/consent.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { desktop, expect, ignorePointerAtCorner, phone, pointerOnto, test } from "./fixtures.ts";

test.use({ decided: false });

/** Opens the home page, wakes hydration and holds it after React has taken the document, data pending. */
async function midHydration(page: Page, lang: Lang) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/loader-data\.json$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(pathOf("home", lang));
  await pointerOnto(page);
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith("__reactContainer$")));
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  return async () => {
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  };
}

for (const lang of languages) {
  const c = consentCopy[lang];

  test.describe(`${lang}: while React hydrates`, () => {
    test("a tap on « Nécessaires uniquement » stores the choice and closes the banner", async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
      await ignorePointerAtCorner(context);
      const page = await context.newPage();
      const finish = await midHydration(page, lang);
      const banner = page.getByRole("region", { name: c.title });
      await banner.getByRole("button", { name: c.necessaryOnly }).tap();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toContain('"analytics":false');
      await finish();
      await expect(banner).toBeHidden();
      await context.close();
    });

    test("Escape in the banner closes it", async ({ page }) => {
      await page.setViewportSize(desktop);
      const finish = await midHydration(page, lang);
      const banner = page.getByRole("region", { name: c.title });
      await page.keyboard.press("Tab");
      await expect(banner.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(banner).toBeHidden();
      await finish();
      await expect(banner).toBeHidden();
    });
  });
}
