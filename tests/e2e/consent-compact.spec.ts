/**
 * The cookie banner is compact on a phone: a quarter of the screen at most, each choice on one
 * line, refusing as easy as accepting (CNIL: same size, same look), right on the bottom bar, and
 * the home page's booking button still in sight and tappable.
 */
import type { Locator } from "@playwright/test";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { banner, languages, stored, test } from "./consent-helpers.ts";
import { desktop, expect, hydrated, phone } from "./fixtures.ts";

test.use({ decided: false });

/** How many lines the text of `button` takes, and whether it overflows its box. */
const lines = (button: Locator) =>
  button.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const bottoms: number[] = [];
    for (const r of range.getClientRects()) {
      if (r.width > 0 && !bottoms.some((b) => Math.abs(b - r.bottom) < 3)) bottoms.push(r.bottom);
    }
    return { lines: bottoms.length, overflows: el.scrollWidth > el.clientWidth };
  });

/** What makes a button as prominent as another: its box and its look. */
const look = (button: Locator) =>
  button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      background: style.backgroundColor,
      color: style.color,
      font: `${style.fontSize} ${style.fontWeight}`,
      border: style.borderTopWidth,
    };
  });

for (const t of languages) {
  test.describe(`${t.name}`, () => {
    test("at 390 px: a quarter of the screen at most, each choice on one line, on the bottom bar, the booking button in sight", async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await page.goto(t.path);
      const region = banner(page, t);
      await expect(region).toBeVisible();
      const card = region.locator(":scope > div");
      const box = await card.boundingBox();
      const bar = await page.getByRole("navigation", { name: shellCopy[t.lang].bottomBar.label }).boundingBox();
      if (!box || !bar) throw new Error("no banner or bottom bar");
      expect(box.height).toBeLessThanOrEqual(phone.height * 0.25);
      // No strip of page between the banner and the bar.
      expect(Math.abs(box.y + box.height - bar.y)).toBeLessThan(1);

      const [accept, refuse, manage] = [t.acceptAll, t.necessaryOnly, t.manage].map((name) =>
        region.getByRole("button", { name, exact: true }),
      );
      if (!accept || !refuse || !manage) throw new Error("a choice is missing");
      for (const button of [accept, refuse, manage]) {
        await expect(button).toBeInViewport({ ratio: 1 });
        expect(await lines(button)).toEqual({ lines: 1, overflows: false });
      }
      expect(await look(refuse)).toEqual(await look(accept));

      // The home page's booking button is in the first screen, above the banner: a tap on it lands on it.
      const booking = page.locator(`main a[href="${site.bookingUrl}"]`).first();
      await expect(booking).toBeInViewport({ ratio: 1 });
      const link = await booking.boundingBox();
      if (!link) throw new Error("no booking link");
      expect(link.y + link.height).toBeLessThanOrEqual(box.y);
      expect(
        await booking.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
        }),
      ).toBe(true);

      // Reading down, the bottom bar steps aside and the banner follows it: still no strip of page below.
      await hydrated(page);
      await page.keyboard.press("PageDown");
      await expect(page.getByRole("navigation", { name: shellCopy[t.lang].bottomBar.label })).toHaveAttribute(
        "data-hidden",
        "true",
      );
      await expect
        .poll(async () => Math.round((await card.boundingBox())?.y ?? 0) + Math.round(box.height))
        .toBe(phone.height);

      // Refusing takes one tap, as accepting does.
      await refuse.tap();
      await expect(region).toBeHidden();
      expect(await stored(page)).toMatchObject({ analytics: false });
      await context.close();
    });

    test("at 1280 px: the three choices on one line each, refusing and accepting alike", async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(t.path);
      const region = banner(page, t);
      await expect(region).toBeVisible();
      const buttons = [t.acceptAll, t.necessaryOnly, t.manage].map((name) =>
        region.getByRole("button", { name, exact: true }),
      );
      for (const button of buttons) expect(await lines(button)).toEqual({ lines: 1, overflows: false });
      const [accept, refuse] = buttons;
      if (!accept || !refuse) throw new Error("a choice is missing");
      expect(await look(refuse)).toEqual(await look(accept));
      const box = await region.locator(":scope > div").boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(desktop.height * 0.25);
      await accept.click();
      await expect(region).toBeHidden();
      expect(await stored(page)).toMatchObject({ analytics: true });
    });
  });
}
