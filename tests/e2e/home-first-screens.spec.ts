/**
 * The home page on a phone, for the visitor in a hurry and the one in
 * distress: within its first two screens, the booking button, the number to
 * call written out as a tap link, what a session costs and how long it
 * lasts, and the national line that answers at any hour.
 */
import type { Locator } from "@playwright/test";
import { formatPrice } from "../../app/content/fill.ts";
import { site } from "../../app/site/config.ts";
import { distressPlaceholders } from "../../app/site/distress.ts";
import { languages } from "../../app/site/lang.ts";
import { displayPhone, telLink } from "../../app/site/links.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, phone, test } from "./fixtures.ts";

const screens = 2;

test.use({ viewport: phone });

/** Whether the element's bottom is within the page's first `screens` screens. */
const withinFirstScreens = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y + box.height <= screens * phone.height;
};

for (const lang of languages) {
  test(`${lang}: booking, the number to call, a session's price and length, and the national line come first`, async ({
    page,
  }) => {
    await page.goto(pathOf("home", lang));
    const main = page.locator("main");
    const booking = main.locator(`a[href="${site.bookingUrl}"]`).first();
    const call = main.locator(`a[href="${telLink(site.phone)}"]`, { hasText: displayPhone(site.phone) }).first();
    const price = main.getByText(formatPrice(site.prices.individual, lang)).first();
    const national = main.locator(`a[href="${distressPlaceholders.nationalLine.href}"]`).first();
    for (const [what, locator] of Object.entries({ booking, call, price, national })) {
      await expect(locator, what).toBeVisible();
      expect(await withinFirstScreens(locator), `${what} within the first ${screens} screens`).toBe(true);
    }
    // The price's line says how long a session lasts.
    await expect(price).toContainText(String(site.sessions.firstMinutes));
  });
}
