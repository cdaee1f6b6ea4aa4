/**
 * Every first action a visitor can take is answered by the page itself
 * (DESIGN.md §1, issue 25): with every JavaScript module blocked, before
 * React has loaded, and once it has, with the same result and nothing done
 * twice (first-action-helpers.ts). At 390 px with touch and at 1280 px with
 * a mouse and the keyboard, in both languages; each answer is checked right
 * after the action, never after waiting for React.
 */
import type { Page } from "@playwright/test";
import { consentCopy } from "../../app/content/consent.ts";
import homeCopy from "../../app/content/pages/home.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import { site } from "../../app/site/config.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import {
  consentUpdates,
  counts,
  focused,
  type Mode,
  modes,
  open,
  storedConsent,
  swipeUp,
} from "./first-action-helpers.ts";
import { blockedScript, desktop, expect, exposedExpanded, headerBackground, phone, test } from "./fixtures.ts";

/** The banner's region, and whether the visitor sees it. */
const bannerShown = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-cookie-banner]")?.checkVisibility() ?? false);

/**
 * A choice made: the banner gone and the record written at once; then, React there, still gone, one
 * record written in all, and the choice applied to analytics once (app/lib/analytics.ts).
 */
async function expectChoice(page: Page, mode: Mode, arrive: () => Promise<void>, analytics: boolean) {
  expect(await bannerShown(page)).toBe(false);
  expect(await storedConsent(page)).toMatchObject({ analytics });
  await arrive();
  expect(await bannerShown(page)).toBe(false);
  expect((await counts(page)).consentWrites).toBe(1);
  if (mode === "no JavaScript") return;
  await expect.poll(() => consentUpdates(page)).toHaveLength(1);
  expect(await consentUpdates(page)).toEqual([
    ["consent", "update", { analytics_storage: analytics ? "granted" : "denied" }],
  ]);
}

for (const lang of languages) {
  const c = consentCopy[lang];
  const t = shellCopy[lang];
  const home = pathOf("home", lang);

  /** Past both thresholds, then back-to-top: the answers of the header and of back-to-top. */
  async function scrollThresholds(
    page: Page,
    mode: Mode,
    scroll: (pixels: number) => Promise<void>,
    activate: () => Promise<void>,
  ) {
    const { arrive } = await open(page, home, mode);
    const backToTop = page.getByRole("button", { name: t.backToTop });
    expect(await headerBackground(page)).toBe(false);
    await expect(backToTop).toBeHidden();
    await scroll(site.ui.backToTopThreshold + 200);
    await expect.poll(() => headerBackground(page)).toBe(true);
    await expect(backToTop).toBeVisible();
    await arrive();
    await expect(backToTop).toBeVisible();
    await activate();
    await page.waitForFunction(() => scrollY === 0);
    expect(await focused(page)).toBe("#skip-link");
    await expect(backToTop).toBeHidden();
    await expect.poll(() => headerBackground(page)).toBe(false);
  }

  for (const mode of modes) {
    test.describe(`${lang}, ${mode}`, () => {
      test.afterEach(({ consoleErrors }) => {
        // The blocked modules, reported by the console as they should be.
        if (mode === "no JavaScript") {
          consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.startsWith(blockedScript)));
        }
      });

      test.describe("390 px, touch", () => {
        test.use({ viewport: phone, hasTouch: true, isMobile: true });

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
          expect(await dialog.evaluate((el: HTMLDialogElement) => el.matches(":modal") && el.checkVisibility())).toBe(
            true,
          );
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
          await page.keyboard.press("Escape");
          expect(await isOpen()).toBe(false);
          await expect(button).toBeFocused();
          await expect.poll(async () => (await counts(page)).opened.dialog).toBe(2);
        });

        test(`the header shows its background past ${site.ui.headerScrollThreshold} px, back-to-top past ${site.ui.backToTopThreshold} px and takes the visitor up`, async ({
          page,
        }) => {
          const backToTop = page.getByRole("button", { name: t.backToTop });
          await scrollThresholds(
            page,
            mode,
            (pixels) => swipeUp(page, pixels),
            () => backToTop.tap(),
          );
        });

        if (mode !== "no JavaScript") {
          test("the carousel's next button, which needs React, moves it once React is there", async ({ page }) => {
            const { arrive } = await open(page, home, mode);
            const slide = page.getByTestId("testimonial");
            const first = await slide.getAttribute("aria-label");
            const next = page.getByRole("button", { name: homeCopy[lang].testimonials.next });
            await next.scrollIntoViewIfNeeded();
            await next.tap();
            await arrive();
            await expect(page.getByTestId("carousel-position")).toHaveText(`2 / ${testimonials.length}`);
            expect(await slide.getAttribute("aria-label")).not.toBe(first);
          });
        }
      });

      test.describe("1280 px, mouse and keyboard", () => {
        test.use({ viewport: desktop });

        test.describe("cookie banner", () => {
          test.use({ decided: false });

          test("first in the Tab order; Escape stores nothing; Enter on « Nécessaires uniquement »", async ({
            page,
          }) => {
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

          await page.locator("h1").click();
          expect(await isOpen()).toBe(false);
          expect(await exposedExpanded(page, t.header.practical)).toBe(false);

          await button.focus();
          await page.keyboard.press("Enter");
          expect(await isOpen()).toBe(true);
          await page.keyboard.press("Escape");
          expect(await isOpen()).toBe(false);
          await expect(button).toBeFocused();
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
    });
  }
}

test.describe("before any interaction", () => {
  test("the page carries no module preload and loads no script", async ({ page }) => {
    await page.goto("/");
    expect(await page.locator('link[rel="modulepreload"], script[src]').count()).toBe(0);
    expect(
      await page.evaluate(() => performance.getEntriesByType("resource").every((entry) => !entry.name.endsWith(".js"))),
    ).toBe(true);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("with no interaction, React hydrates once the browser is idle after load", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 25_000 });
  });
});

test.describe("cookie banner never hides the focused element (WCAG 2.4.11)", () => {
  test.use({ decided: false });
  for (const [label, viewport] of [
    ["1280 px", desktop],
    ["390 px", phone],
  ] as const) {
    for (const [lang, when] of languages.flatMap((lang) =>
      (["hydrated", "before any module loads"] as const).map((when) => [lang, when] as const),
    )) {
      test(`Tab through the whole page at ${label} (${lang}, ${when})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        // Hydration waits for the first interaction; on a slow phone the first Tabs land before it.
        // Held, not failed: the page only waits, as it does on a slow network.
        if (when !== "hydrated") await page.route(/\.js$/, () => new Promise<void>(() => {}));
        await page.goto(pathOf("home", lang));
        const region = page.getByRole("region", { name: consentCopy[lang].title });
        await expect(region).toBeVisible();
        let seen = 0;
        for (let stop = 0; stop < 120; stop++) {
          await page.keyboard.press("Tab");
          const state = await page.evaluate(() => {
            const focused = document.activeElement as HTMLElement | null;
            const banner = document.querySelector("[data-cookie-banner] > div");
            if (!focused || focused === document.body || !banner) return null;
            // Marks each stop, to know when Tab has come round to the first one again.
            if (focused.hasAttribute("data-tab-seen")) return null;
            focused.setAttribute("data-tab-seen", "");
            const f = focused.getBoundingClientRect();
            const b = banner.getBoundingClientRect();
            const inBanner = banner.contains(focused);
            // Hidden when the banner covers all of it; partly when they overlap at all.
            const overlaps = !inBanner && f.bottom > b.top + 1 && f.top < b.bottom && f.height > 0;
            return { overlaps, inBanner, text: focused.textContent };
          });
          if (!state) break;
          seen++;
          expect(state.overlaps, `hidden behind the banner: ${state.text}`).toBe(false);
          if (stop === 0) expect(state.inBanner, "the banner comes first").toBe(true);
        }
        expect(seen).toBeGreaterThan(20);
      });
    }
  }
});
