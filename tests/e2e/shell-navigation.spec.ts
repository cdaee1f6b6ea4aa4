/** Client-side navigation in the app shell: spinner, language, view transitions. */
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import blog from "../../app/content/pages/blog.ts";
import home from "../../app/content/pages/home.ts";
import pricing from "../../app/content/pages/pricing.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { expect, hydrated, languageToggle, test } from "./fixtures.ts";

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
    await languageToggle(page).click();
    await expect(page).toHaveURL("/en/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.locator("footer").getByRole("link", { name: fees.en, exact: true }).click();
    // On the fees page before its toggle is used (lang was "en" already on the About page).
    await expect(page).toHaveURL("/en/fees");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await languageToggle(page).click();
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
