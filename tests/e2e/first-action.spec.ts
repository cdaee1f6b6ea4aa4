/**
 * Every first action a visitor can take is answered by the page itself
 * (DESIGN.md §1, issue 25): with every JavaScript module blocked, before
 * React has loaded, and once it has, with the same result and nothing done
 * twice (first-action-helpers.ts). At 390 px with touch and at 1280 px with
 * a mouse and the keyboard, in both languages; each answer is checked right
 * after the action, never after waiting for React.
 */

import { consentCopy } from "../../app/content/consent.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { desktop, endTransitions, expect, phone, test } from "./fixtures.ts";

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
          // Once React runs, the bottom bar slides back as focus reaches it, and the banner moves up with it
          // (200 ms each): where they come to rest is what the visitor is left with.
          await endTransitions(page);
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
