/**
 * First actions on a phone (390 px, touch), in both languages, with every
 * module blocked, before React has loaded and after: each answered by the
 * page itself, right after the tap (first-action-helpers.ts, DESIGN.md §1).
 */
import { consentCopy } from "../../app/content/consent.ts";
import { fill } from "../../app/content/fill.ts";
import homeCopy from "../../app/content/pages/home.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import { site } from "../../app/site/config.ts";
import { pathOf } from "../../app/site/pages.ts";
import {
  bannerShown,
  consentUpdates,
  counts,
  describeVisits,
  expectChoice,
  focused,
  open,
  scrollThresholds,
  storedConsent,
  swipeUp,
} from "./first-action-helpers.ts";
import { expect, phone, test } from "./fixtures.ts";

describeVisits("390 px, touch", { viewport: phone, hasTouch: true, isMobile: true }, (lang, mode) => {
  const c = consentCopy[lang];
  const t = shellCopy[lang];
  const home = pathOf("home", lang);

  test.describe("cookie banner", () => {
    test.use({ decided: false });

    for (const [label, name, analytics] of [
      ["accept all", c.acceptAll, true],
      ["necessary only", c.necessaryOnly, false],
    ] as const) {
      test(`« ${label} » is stored, the banner gone, focus on the page`, async ({ page }) => {
        const { arrive } = await open(page, home, mode);
        expect(await bannerShown(page)).toBe(true);
        const before = Date.now();
        await page.getByRole("button", { name, exact: true }).tap();
        const record = await storedConsent(page);
        expect(record).toEqual({ necessary: true, analytics, timestamp: expect.any(Number) });
        expect((record as { timestamp: number }).timestamp).toBeGreaterThanOrEqual(before);
        expect(await focused(page)).toBe("#main");
        await expectChoice(page, mode, arrive, analytics);
        // A returning visitor never sees it.
        await page.reload();
        expect(await bannerShown(page)).toBe(false);
      });
    }

    test("« Gérer les préférences », « Oui », save; then the footer's button reopens them", async ({ page }) => {
      const { arrive } = await open(page, home, mode);
      const region = page.getByRole("region", { name: c.title });
      await region.getByRole("button", { name: c.manage }).tap();
      await expect(region.getByRole("heading", { name: c.title })).toBeFocused();
      await expect(region.getByRole("radio", { name: c.analytics.no, exact: true })).toBeChecked();
      expect(await storedConsent(page)).toBeNull();
      await region.getByRole("radio", { name: c.analytics.yes, exact: true }).tap();
      await region.getByRole("button", { name: c.save }).tap();
      await expectChoice(page, mode, arrive, true);

      // Reopened from the footer: on the preferences, showing the choice made; focus comes back after.
      const opener = page.locator("footer").getByRole("button", { name: c.footerButton });
      await opener.scrollIntoViewIfNeeded();
      await opener.tap();
      expect(await bannerShown(page)).toBe(true);
      await expect(region.getByRole("radio", { name: c.analytics.yes, exact: true })).toBeChecked();
      await region.getByRole("radio", { name: c.analytics.no, exact: true }).tap();
      await region.getByRole("button", { name: c.save }).tap();
      expect(await bannerShown(page)).toBe(false);
      expect(await storedConsent(page)).toMatchObject({ analytics: false });
      await expect(opener).toBeFocused();
    });

    test("the ✕ closes it and stores nothing; it shows again on the next page", async ({ page }) => {
      const { arrive } = await open(page, home, mode);
      await page.getByRole("button", { name: c.close }).tap();
      expect(await bannerShown(page)).toBe(false);
      expect(await storedConsent(page)).toBeNull();
      await arrive();
      expect(await bannerShown(page)).toBe(false);
      expect((await counts(page)).consentWrites).toBe(0);
      expect(await consentUpdates(page)).toEqual([]);
      await page.reload();
      expect(await bannerShown(page)).toBe(true);
    });
  });

  test("the menu button opens the menu dialog; its ✕ and Escape close it, focus back on the button", async ({
    page,
  }) => {
    const { arrive } = await open(page, home, mode);
    const button = page.getByRole("button", { name: t.header.openMenu });
    // A closed dialog is not in the accessibility tree: found by its element, named once open.
    const dialog = page.locator("dialog");
    const isOpen = () => dialog.evaluate((el: HTMLDialogElement) => el.open);
    await button.tap();
    expect(await dialog.evaluate((el: HTMLDialogElement) => el.matches(":modal") && el.checkVisibility())).toBe(true);
    await expect(page.getByRole("dialog", { name: t.header.menuTitle })).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await arrive();
    // React found it open and left it so.
    expect(await isOpen()).toBe(true);
    // Toggle events come in a task of their own.
    await expect.poll(async () => (await counts(page)).opened.dialog).toBe(1);

    await page.getByRole("button", { name: t.header.closeMenu }).tap();
    expect(await isOpen()).toBe(false);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await button.tap();
    expect(await isOpen()).toBe(true);
    await expect.poll(async () => (await counts(page)).opened.dialog).toBe(2);
    await page.keyboard.press("Escape");
    expect(await isOpen()).toBe(false);
    await expect(button).toBeFocused();
    await expect.poll(async () => (await counts(page)).closed.dialog).toBe(2);
    expect((await counts(page)).opened.dialog).toBe(2);
  });

  test(`the header shows its background past ${site.ui.headerScrollThreshold} px, back-to-top past ${site.ui.backToTopThreshold} px and takes the visitor up`, async ({
    page,
  }) => {
    const backToTop = page.getByRole("button", { name: t.backToTop });
    await scrollThresholds(
      page,
      lang,
      mode,
      (pixels) => swipeUp(page, pixels),
      () => backToTop.tap(),
    );
  });

  test("the carousel's previous and next buttons show the neighbour testimonial; auto-play stays stopped", async ({
    page,
  }) => {
    const { arrive } = await open(page, home, mode);
    const copy = homeCopy[lang].testimonials;
    const slide = page.getByTestId("testimonial").filter({ visible: true });
    const position = page.getByTestId("carousel-position");
    const slideLabel = (n: number) => fill(copy.slideLabel, lang, { n, total: testimonials.length });
    const next = page.getByRole("button", { name: copy.next });
    await next.scrollIntoViewIfNeeded();
    await next.tap();
    expect(await slide.getAttribute("aria-label")).toBe(slideLabel(2));
    expect(await position.innerText()).toBe(`2 / ${testimonials.length}`);
    await page.getByRole("button", { name: copy.previous }).tap();
    await page.getByRole("button", { name: copy.previous }).tap();
    expect(await slide.getAttribute("aria-label")).toBe(slideLabel(testimonials.length));
    expect(await position.innerText()).toBe(`${testimonials.length} / ${testimonials.length}`);
    await arrive();
    // React took that slide and the visitor's choice as its own: the same slide, announced when it changes.
    await expect(slide).toHaveAttribute("aria-label", slideLabel(testimonials.length));
    await expect(page.locator("[aria-roledescription=carousel] [aria-live]")).toHaveAttribute("aria-live", "polite");
    await next.tap();
    expect(await slide.getAttribute("aria-label")).toBe(slideLabel(1));
    await expect(page.getByTestId("testimonial")).toHaveCount(testimonials.length);
  });
});
