/**
 * What a page change costs besides the page: the cross-document fade of a
 * plain navigation (before React has loaded) lasts as long as SPEC asks.
 */
import { pageNames } from "../../app/content/page-names.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, test } from "./fixtures.ts";

type Fade = { durations: number[] };

test("a plain navigation before hydration fades for 0.3 to 0.8 s", async ({ page }) => {
  // The page before React: every script answers empty, so nothing but the HTML handles the click.
  await page.route(/\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  await page.addInitScript(() => {
    addEventListener("pagereveal", async (event) => {
      const w = window as unknown as { fade?: Fade };
      const transition = (event as Event & { viewTransition: ViewTransition | null }).viewTransition;
      if (!transition) return;
      await transition.ready;
      w.fade = {
        durations: document
          .getAnimations()
          .filter((a) => ((a.effect as KeyframeEffect | null)?.pseudoElement ?? "").startsWith("::view-transition"))
          .map((a) => Number(a.effect?.getComputedTiming().duration)),
      };
    });
  });
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: pageNames.fr.pricing, exact: true }).click();
  await expect(page).toHaveURL(pathOf("pricing", "fr"));
  const fade = await page.waitForFunction(() => (window as unknown as { fade?: Fade }).fade);
  const { durations } = (await fade.jsonValue()) as Fade;
  expect(durations.length).toBeGreaterThan(0);
  expect(Math.min(...durations)).toBeGreaterThanOrEqual(300);
  expect(Math.max(...durations)).toBeLessThanOrEqual(800);
});
