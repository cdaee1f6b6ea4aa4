/**
 * Pages load no script before the visitor's first interaction
 * (scripts/defer-hydration.ts), yet that first click, tap or key press does
 * what it does on a hydrated page. Each test starts from a fresh page that
 * has not hydrated, checks that, and then acts once as a visitor does.
 */
import type { Page } from "@playwright/test";
import { consentCopy } from "../../app/content/consent.ts";
import { pageNames } from "../../app/content/page-names.ts";
import homeCopy from "../../app/content/pages/home.ts";
import { shellCopy } from "../../app/content/shell.ts";
import type { Lang } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { desktop, expect, phone, test, unhydrated } from "./fixtures.ts";

const langs: Lang[] = ["fr", "en"];

/** A fresh page, loaded, with no script fetched or run yet. */
async function openUnhydrated(page: Page, path: string) {
  await page.goto(path);
  expect(await unhydrated(page), "no script before the first interaction").toBe(true);
}

test.describe("before any interaction", () => {
  test("the page carries no module preload and loads no script", async ({ page }) => {
    await page.goto("/");
    expect(await page.locator('link[rel="modulepreload"], script[src]').count()).toBe(0);
    expect(await unhydrated(page)).toBe(true);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("with no interaction, React hydrates once the browser is idle after load", async ({ page }) => {
    await page.goto("/");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, { timeout: 25_000 });
  });
});

for (const lang of langs) {
  const t = shellCopy[lang];
  const home = pathOf("home", lang);

  test.describe(`first action (${lang})`, () => {
    test("a click on « Infos pratiques » opens it", async ({ page }) => {
      await page.setViewportSize(desktop);
      await openUnhydrated(page, home);
      const button = page.getByRole("button", { name: t.header.practical });
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`#${await button.getAttribute("aria-controls")} a`).first()).toBeVisible();
    });

    test("Enter on « Infos pratiques », reached with Tab, opens it", async ({ page }) => {
      await page.setViewportSize(desktop);
      await openUnhydrated(page, home);
      const button = page.getByRole("button", { name: t.header.practical });
      await button.focus();
      await page.keyboard.press("Enter");
      await expect(button).toHaveAttribute("aria-expanded", "true");
    });

    test("a tap on the hamburger opens the menu dialog", async ({ browser }) => {
      const context = await browser.newContext({ viewport: phone, hasTouch: true, isMobile: true });
      await context.addInitScript(() =>
        localStorage.setItem(
          "cookieConsent",
          JSON.stringify({ necessary: true, analytics: false, timestamp: Date.now() }),
        ),
      );
      const page = await context.newPage();
      await openUnhydrated(page, home);
      await page.getByRole("button", { name: t.header.openMenu }).tap();
      await expect(page.getByRole("dialog", { name: t.header.menuTitle })).toBeVisible();
      await context.close();
    });

    test("a click on the carousel's next arrow moves it", async ({ page }) => {
      await openUnhydrated(page, home);
      const slide = page.getByTestId("testimonial");
      const before = await slide.getAttribute("aria-label");
      await page.getByRole("button", { name: homeCopy[lang].testimonials.next }).click();
      await expect(slide).not.toHaveAttribute("aria-label", before ?? "");
    });

    test("the first scroll makes the header translucent and shows the back-to-top button", async ({ page }) => {
      await page.setViewportSize(desktop);
      await openUnhydrated(page, home);
      const header = page.locator("body > header").first();
      await expect(header).toHaveAttribute("data-transparent", "true");
      await page.mouse.wheel(0, 600);
      await expect(header).toHaveAttribute("data-transparent", "false");
      await expect(page.getByRole("button", { name: t.backToTop })).toBeVisible();
    });

    test("an internal link navigates to the pre-rendered page", async ({ page }) => {
      await page.setViewportSize(desktop);
      await openUnhydrated(page, home);
      await page
        .getByRole("navigation", { name: t.header.mainNav })
        .getByRole("link", { name: pageNames[lang].about, exact: true })
        .click();
      await expect(page).toHaveURL(pathOf("about", lang));
      await expect(page.locator("h1")).toBeVisible();
    });
  });

  test.describe(`cookie banner, first action (${lang})`, () => {
    test.use({ decided: false });
    const c = consentCopy[lang];
    const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null"));

    for (const [name, analytics] of [
      [c.acceptAll, true],
      [c.necessaryOnly, false],
    ] as const) {
      test(`« ${name} » stores the choice`, async ({ page }) => {
        await openUnhydrated(page, home);
        const region = page.getByRole("region", { name: c.title });
        await region.getByRole("button", { name }).click();
        await expect(region).toBeHidden();
        expect(await stored(page)).toMatchObject({ necessary: true, analytics });
        await expect(page.locator("body")).not.toBeFocused();
      });
    }

    test("« Gérer les préférences » opens the preferences, focused", async ({ page }) => {
      await openUnhydrated(page, home);
      const region = page.getByRole("region", { name: c.title });
      await region.getByRole("button", { name: c.manage }).click();
      await expect(region.getByRole("button", { name: c.save })).toBeVisible();
      await expect(region.getByRole("heading", { name: c.title })).toBeFocused();
      expect(await stored(page)).toBeNull();
    });

    test("the ✕ closes it and stores nothing", async ({ page }) => {
      await openUnhydrated(page, home);
      const region = page.getByRole("region", { name: c.title });
      await region.getByRole("button", { name: c.close }).click();
      await expect(region).toBeHidden();
      expect(await stored(page)).toBeNull();
      await expect(page.locator("body")).not.toBeFocused();
    });

    test("Tab reaches the banner first, and Escape closes it, storing nothing", async ({ page }) => {
      await openUnhydrated(page, home);
      const region = page.getByRole("region", { name: c.title });
      await page.keyboard.press("Tab");
      await expect(region.locator(":focus")).toHaveCount(1);
      await page.keyboard.press("Escape");
      await expect(region).toBeHidden();
      expect(await stored(page)).toBeNull();
      await expect(page.locator("body")).not.toBeFocused();
    });
  });
}

test.describe("cookie banner never hides the focused element (WCAG 2.4.11)", () => {
  test.use({ decided: false });
  for (const [label, viewport] of [
    ["1280 px", desktop],
    ["390 px", phone],
  ] as const) {
    for (const [lang, when] of langs.flatMap((lang) =>
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
