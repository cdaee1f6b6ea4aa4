/** The app shell's header, scrolling, and client-side navigation: spinner, language, view transitions. */
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import blog from "../../app/content/pages/blog.ts";
import home from "../../app/content/pages/home.ts";
import pricing from "../../app/content/pages/pricing.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { navigation } from "../../app/site/navigation.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, headerBackground, hydrated, test } from "./fixtures.ts";

/** The headings of the pages these tests go to, as their copy has them. */
const heading = {
  home: { fr: fill(home.fr.hero.title, "fr"), en: fill(home.en.hero.title, "en") },
  pricing: fill(pricing.fr.title, "fr"),
  blog: { fr: fill(blog.fr.title, "fr"), en: fill(blog.en.title, "en") },
};
const fees = { fr: pageNames.fr.pricing, en: pageNames.en.pricing };

type Watched = { transitions: number; durations: number[]; ready: Promise<unknown>[] };

/** Counts the page's view transitions from now on, with the durations of their animations. */
async function watchViewTransitions(page: import("@playwright/test").Page) {
  await page.evaluate(() => {
    const w = window as unknown as { watched: Watched };
    w.watched = { transitions: 0, durations: [], ready: [] };
    const start = Document.prototype.startViewTransition;
    Document.prototype.startViewTransition = function (this: Document, arg: Parameters<typeof start>[0]) {
      w.watched.transitions++;
      const transition = start.call(this, arg);
      w.watched.ready.push(
        transition.ready.then(() => {
          for (const animation of document.getAnimations()) {
            const pseudo = (animation.effect as KeyframeEffect | null)?.pseudoElement ?? "";
            if (pseudo.startsWith("::view-transition"))
              w.watched.durations.push(Number(animation.effect?.getTiming().duration));
          }
        }),
      );
      return transition;
    } as typeof start;
  });
}

/** The view transitions started since `watchViewTransitions`, once each has started animating. */
function viewTransitions(page: import("@playwright/test").Page) {
  return page.evaluate(async () => {
    const { watched } = window as unknown as { watched: Watched };
    await Promise.allSettled(watched.ready);
    return { transitions: watched.transitions, durations: watched.durations };
  });
}

async function scrollTo(page: import("@playwright/test").Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

test.describe("header", () => {
  test("is transparent on the home page up to 50 px of scroll, translucent beyond", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await headerBackground(page)).toBe(false);
    await scrollTo(page, site.ui.headerScrollThreshold + 1);
    await expect.poll(() => headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("changes at the same threshold under prefers-reduced-motion (no transition, same states)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await headerBackground(page)).toBe(false);
    await scrollTo(page, site.ui.headerScrollThreshold + 1);
    await expect.poll(() => headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("is always readable on other pages, after a client navigation too, and transparent again back home", async ({
    page,
  }) => {
    await page.goto("/qui-suis-je");
    await hydrated(page);
    expect(await headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold + 100);
    expect(await headerBackground(page)).toBe(true);
    await page.goto("/");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Tarifs", exact: true }).click();
    await expect(page).toHaveURL("/tarifs");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await headerBackground(page)).toBe(true);
    const fees = (await page.locator("h1").textContent()) ?? "";
    await page.goBack();
    // The home page is back (and the router has put its scroll position back) once its heading shows.
    await expect(page.locator("h1")).not.toHaveText(fees);
    await page.waitForFunction(() => window.scrollY > 0);
    await scrollTo(page, 0);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("shows the logo, name, title, main links and the booking button", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("body > header").first();
    await expect(header.getByRole("link", { name: new RegExp(site.practitioner) }).first()).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: shellCopy.fr.header.mainNav });
    for (const id of navigation.main) {
      await expect(nav.getByRole("link", { name: pageNames.fr[id], exact: true })).toHaveAttribute(
        "href",
        pathOf(id, "fr"),
      );
    }
    const book = header.getByRole("link", { name: shellCopy.fr.header.book });
    await expect(book).toHaveAttribute("href", site.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
  });
});

test.describe("scrolling", () => {
  test("the back-to-top button appears past 300 px and brings the page back up", async ({ page }) => {
    await page.goto("/qui-suis-je");
    await hydrated(page);
    const button = page.getByRole("button", { name: shellCopy.fr.backToTop });
    await expect(button).toBeHidden();
    await scrollTo(page, site.ui.backToTopThreshold);
    await expect(button).toBeHidden();
    await scrollTo(page, site.ui.backToTopThreshold + 1);
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  test("a new page starts at the top; back restores the previous position", async ({ page }) => {
    // Later in a visit, with the brand fonts on from the start: the first client navigation of a
    // first visit switches them on (app/lib/brand-fonts.ts), which moves the text of the page left.
    await page.addInitScript(() => sessionStorage.setItem("brandFonts", "1"));
    await page.goto("/");
    await hydrated(page);
    const link = page.locator("footer").getByRole("link", { name: fees.fr, exact: true });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page.locator("h1")).toContainText(heading.pricing);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await expect(page.locator("h1")).toContainText(heading.home.fr);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
  });

  for (const lang of ["fr", "en"] as const) {
    const [home, news, hero, newsTitle] = [
      pathOf("home", lang),
      pathOf("blog", lang),
      heading.home[lang],
      heading.blog[lang],
    ];
    test(`back to the first page of a visit shows it where the visitor left it, in the brand faces (${lang})`, async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      // The brand faces have loaded: the next page switches them on (app/lib/brand-fonts.ts).
      await page.waitForFunction(() => sessionStorage.getItem("brandFonts") === "1");
      const link = page.locator(`main a[href="${news}"]`);
      await link.scrollIntoViewIfNeeded();
      const before = (await link.boundingBox())?.y ?? Number.NaN;
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await expect(page.locator("h1")).toContainText(newsTitle);
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
      await page.goBack();
      await expect(page.locator("h1")).toContainText(hero);
      // The link followed is back at the same place on the screen, though its page now has other faces.
      await expect.poll(async () => Math.abs(((await link.boundingBox())?.y ?? Number.NaN) - before)).toBeLessThan(2);
    });
  }
});

test.describe("navigation", () => {
  test("a spinner shows while the next page's code loads", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The fees page's route module (app/routes/content.tsx).
    await page.route(/\/assets\/content-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("footer").getByRole("link", { name: fees.fr, exact: true }).click();
    await expect(page.getByTestId("page-spinner")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: shellCopy.fr.loading })).toBeVisible();
    release();
    await expect(page.locator("h1")).toContainText(heading.pricing);
    await expect(page.getByTestId("page-spinner")).toBeHidden();
  });

  test("keeps <html lang> in step with the page", async ({ page }) => {
    await page.goto("/qui-suis-je");
    await hydrated(page);
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL("/en/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator("footer").getByRole("link", { name: fees.en, exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByTestId("language-toggle").first().click();
    await expect(page).toHaveURL("/tarifs");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });

  test("animates page changes for 0.3 to 0.8 s with one view transition", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await watchViewTransitions(page);
    await page.locator("footer").getByRole("link", { name: fees.fr, exact: true }).click();
    await expect(page.locator("h1")).toContainText(heading.pricing);
    const { transitions, durations } = await viewTransitions(page);
    // One: the page change. The router's loading state (the spinner) is a React transition too, and
    // a view transition for it held the new page back until its animation had run.
    expect(transitions).toBe(1);
    const longest = Math.max(...durations);
    expect(longest).toBeGreaterThanOrEqual(300);
    expect(longest).toBeLessThanOrEqual(800);
  });

  test("starts no view transition for a page change under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    await watchViewTransitions(page);
    await page.locator("footer").getByRole("link", { name: fees.fr, exact: true }).click();
    await expect(page.locator("h1")).toContainText(heading.pricing);
    expect((await viewTransitions(page)).transitions).toBe(0);
  });

  test("does not animate under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await hydrated(page);
    const duration = await page.evaluate(async () => {
      const transition = document.startViewTransition(() => {});
      await transition.ready;
      const durations = document
        .getAnimations()
        .filter((a) => ((a.effect as KeyframeEffect | null)?.pseudoElement ?? "").startsWith("::view-transition"))
        .map((a) => Number(a.effect?.getTiming().duration));
      return Math.max(0, ...durations);
    });
    expect(duration).toBeLessThan(50);
  });
});
