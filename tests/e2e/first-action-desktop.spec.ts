/**
 * First actions at 1280 px with a mouse and the keyboard, in both languages,
 * with every module blocked, before React has loaded and after: each
 * answered by the page itself (first-action-helpers.ts, DESIGN.md §1).
 */
import { consentCopy } from "../../app/content/consent.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { pathOf } from "../../app/site/pages.ts";
import {
  bannerShown,
  counts,
  describeVisits,
  expectChoice,
  focused,
  open,
  scrollThresholds,
  storedConsent,
} from "./first-action-helpers.ts";
import { desktop, expect, exposedExpanded, test } from "./fixtures.ts";

describeVisits("1280 px, mouse and keyboard", { viewport: desktop }, (lang, mode) => {
  const c = consentCopy[lang];
  const t = shellCopy[lang];
  const home = pathOf("home", lang);

  test.describe("cookie banner", () => {
    test.use({ decided: false });

    test("first in the Tab order; Escape stores nothing; Enter on « Nécessaires uniquement »", async ({ page }) => {
      const { arrive } = await open(page, home, mode);
      const region = page.getByRole("region", { name: c.title });
      await page.keyboard.press("Tab");
      await expect(region.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      expect(await bannerShown(page)).toBe(false);
      expect(await storedConsent(page)).toBeNull();
      expect(await focused(page)).toBe("#main");
      await arrive();
      expect(await bannerShown(page)).toBe(false);

      await page.reload();
      const refuse = region.getByRole("button", { name: c.necessaryOnly });
      for (let i = 0; i < 8 && !(await refuse.evaluate((el) => el === document.activeElement)); i++) {
        await page.keyboard.press("Tab");
      }
      await page.keyboard.press("Enter");
      expect(await bannerShown(page)).toBe(false);
      expect(await storedConsent(page)).toMatchObject({ analytics: false });
      expect(await focused(page)).toBe("#main");
    });

    test("« Accepter tout » with the mouse", async ({ page }) => {
      const { arrive } = await open(page, home, mode);
      await page.getByRole("button", { name: c.acceptAll }).click();
      await expectChoice(page, mode, arrive, true);
    });
  });

  test("« Infos pratiques » opens by click, Enter and Space; Escape and an outside click close it", async ({
    page,
  }) => {
    const { arrive } = await open(page, home, mode);
    const button = page.getByRole("button", { name: t.header.practical });
    const list = page.locator(`#${await button.getAttribute("popovertarget")}`);
    const isOpen = () => list.evaluate((el) => el.matches(":popover-open"));
    await button.click();
    expect(await isOpen()).toBe(true);
    expect(await exposedExpanded(page, t.header.practical)).toBe(true);
    // Under its button, right edges aligned.
    const [b, l] = await Promise.all([button.boundingBox(), list.boundingBox()]);
    expect(Math.abs((l?.x ?? 0) + (l?.width ?? 0) - ((b?.x ?? 0) + (b?.width ?? 0)))).toBeLessThan(1);
    expect(l?.y ?? 0).toBeGreaterThanOrEqual((b?.y ?? 0) + (b?.height ?? 0));
    await expect(list.getByRole("link").first()).toBeVisible();
    await arrive();
    expect(await isOpen()).toBe(true);
    await expect.poll(async () => (await counts(page)).opened.ul).toBe(1);
    // Its chevron turns while it is open (the whole stylesheet's rule, there by now).
    const chevron = button.locator("svg");
    await expect(chevron).toHaveCSS("rotate", "180deg");

    await page.locator("h1").click();
    expect(await isOpen()).toBe(false);
    expect(await exposedExpanded(page, t.header.practical)).toBe(false);
    await expect(chevron).toHaveCSS("rotate", "none");

    await button.focus();
    await page.keyboard.press("Enter");
    expect(await isOpen()).toBe(true);
    await expect.poll(async () => (await counts(page)).opened.ul).toBe(2);
    await page.keyboard.press("Escape");
    expect(await isOpen()).toBe(false);
    await expect(button).toBeFocused();
    await expect.poll(async () => (await counts(page)).closed.ul).toBe(2);
    await page.keyboard.press("Space");
    expect(await isOpen()).toBe(true);
    await expect.poll(async () => (await counts(page)).opened.ul).toBe(3);
  });

  test(`the header shows its background past ${site.ui.headerScrollThreshold} px, back-to-top past ${site.ui.backToTopThreshold} px and Enter on it takes the visitor up`, async ({
    page,
  }) => {
    const backToTop = page.getByRole("button", { name: t.backToTop });
    await scrollThresholds(
      page,
      lang,
      mode,
      async (pixels) => {
        const before = await page.evaluate(() => scrollY);
        await page.mouse.wheel(0, pixels);
        await page.waitForFunction((y) => scrollY >= y + 100, before);
      },
      async () => {
        await backToTop.focus();
        await page.keyboard.press("Enter");
      },
    );
  });
});
