/**
 * What a page change costs besides the page: the cross-document fade of a
 * plain navigation (before React has loaded) lasts as long as SPEC asks,
 * and the favicon is fetched once a visit, not again on each client
 * navigation.
 */
import { pageNames } from "../../app/content/page-names.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, hydrated, test } from "./fixtures.ts";

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

for (const lang of languages) {
  // The browser's interface fetches the tab's icon: the headless shell has none (playwright.config.ts).
  test(`${lang}: the favicon is fetched once over a visit of client navigations`, {
    tag: "@browser-interface",
  }, async ({ page }) => {
    // Every answer to the page icon's requests, and whether it came from the network
    // or the browser's cache.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    const answers: { path: string; network: boolean }[] = [];
    cdp.on("Network.responseReceived", ({ response }) => {
      if (/favicon|\.ico$/.test(response.url)) {
        answers.push({
          path: new URL(response.url).pathname,
          network: !response.fromDiskCache,
        });
      }
    });
    await page.goto(pathOf("home", lang));
    await hydrated(page);
    const icon = await page.locator('link[rel~="icon"][type="image/svg+xml"]').getAttribute("href");
    const hops = ["pricing", "about", "contact", "home"] as const;
    for (const id of hops) {
      await page.locator("footer").getByRole("link", { name: pageNames[lang][id], exact: true }).first().click();
      await expect(page).toHaveURL(pathOf(id, lang));
    }
    // Chromium asks for the icon again after each navigation (each history entry has its own).
    await expect.poll(() => answers.length).toBeGreaterThan(hops.length);
    const fetched = answers.filter((a) => a.network).map((a) => a.path);
    expect(fetched).toEqual([icon]);
  });
}
