/** The cookie banner's place on a phone and a desktop, at 320 px and 200 % zoom, and its keyboard path. */

import { shellCopy } from "../../app/content/shell.ts";
import { banner, languages, stored, test } from "./consent-helpers.ts";
import { desktop, drawnOnce, expect, phone } from "./fixtures.ts";

// These tests drive the banner themselves: no choice is stored beforehand.
test.use({ decided: false });

test.describe("cookie banner: layout and keyboard", () => {
  test("on a phone it sits above the bottom bar, which stays usable", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    const card = region.locator(":scope > div");
    const box = await card.boundingBox();
    const bar = await page.getByRole("navigation", { name: shellCopy.fr.bottomBar.label }).boundingBox();
    expect(box).not.toBeNull();
    expect(bar).not.toBeNull();
    if (!box || !bar) return;
    expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 0.5);
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
  });

  test("on a desktop it sits at the bottom of the window", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const box = await banner(page, languages[0]).locator(":scope > div").boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.y + box.height).toBeGreaterThan(800 - 40);
    expect(box.y + box.height).toBeLessThanOrEqual(800);
  });

  // The room is measured by the script after the banner, just after the first paint; no module is needed.
  for (const lang of languages) {
    for (const viewport of [phone, desktop]) {
      test(`${lang.name}, ${viewport.width} px: the end of the page scrolls clear of the banner, before any module loads`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await page.route(/\.js$/, () => new Promise<void>(() => {}));
        await page.goto(lang.path);
        const card = banner(page, lang).locator(":scope > div");
        await expect(card).toBeVisible();
        // The room is the banner's own height (above the bottom bar on a phone), not the estimate.
        const bar = page.getByRole("navigation", { name: shellCopy[lang.lang].bottomBar.label });
        const bottomBar = viewport.width < 1024 ? ((await bar.boundingBox())?.height ?? 0) : 0;
        await expect
          .poll(() =>
            page.evaluate(() => {
              const section = document.querySelector("[data-cookie-banner]") as HTMLElement;
              return parseFloat(getComputedStyle(document.body).paddingBottom) - section.offsetHeight;
            }),
          )
          .toBe(bottomBar);
        await drawnOnce(page);
        await page.keyboard.press("End");
        const last = page.locator("footer").getByRole("button", { name: lang.footer });
        await expect(last).toBeInViewport({ ratio: 1 });
        await expect
          .poll(async () => {
            const [top, bottom] = await Promise.all([card.boundingBox(), last.boundingBox()]);
            return top && bottom ? Math.round(top.y - (bottom.y + bottom.height)) : null;
          })
          .toBeGreaterThanOrEqual(0);
      });
    }
  }

  for (const viewport of [
    { name: "a 320 px wide screen", width: 320, height: 568 },
    { name: "200 % zoom of a 1280 × 720 window", width: 640, height: 360 },
  ]) {
    test(`it is usable on ${viewport.name}`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto("/");
      const region = banner(page, languages[0]);
      await expect(region).toBeVisible();
      const card = region.locator(":scope > div");
      const fits = await card.evaluate((el) => ({
        horizontal: el.scrollWidth <= el.clientWidth,
        right: el.getBoundingClientRect().right <= window.innerWidth,
        left: el.getBoundingClientRect().left >= 0,
        top: el.getBoundingClientRect().top >= 0,
      }));
      expect(fits).toEqual({ horizontal: true, right: true, left: true, top: true });
      for (const name of [languages[0].acceptAll, languages[0].necessaryOnly, languages[0].manage]) {
        const button = region.getByRole("button", { name });
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeInViewport({ ratio: 1 });
      }
      await region.getByRole("button", { name: languages[0].manage }).click();
      const save = region.getByRole("button", { name: languages[0].save });
      await save.scrollIntoViewIfNeeded();
      await expect(save).toBeInViewport({ ratio: 1 });
      await save.click();
      await expect(region).toBeHidden();
    });
  }

  test("it can be reached and used with the keyboard, with a visible focus", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto("/");
    const region = banner(page, languages[0]);
    await expect(region).toBeVisible();
    const accept = region.getByRole("button", { name: languages[0].acceptAll });
    let reached = false;
    for (let i = 0; i < 200 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await region.evaluate((el) => el.contains(document.activeElement));
    }
    expect(reached).toBe(true);
    for (let i = 0; i < 5 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press("Tab");
    }
    await expect(accept).toBeFocused();
    const outline = await accept.evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: Number.parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await page.keyboard.press("Enter");
    await expect(region).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true });
  });
});
