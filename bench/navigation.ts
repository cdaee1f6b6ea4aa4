/**
 * `npm run bench:navigation`: client navigation speed, unthrottled, on the
 * built site served by the real server. For each link, from a hydrated page,
 * the pointer rests on the link (intent: modules and data are fetched), then
 * a click; prints the time from the click to the new page's `h1` painted and
 * seen, and the median. "Painted and seen": the animation frame after the one
 * in which the new h1 is in the DOM and, while a view transition runs, the
 * snapshot holding it is at least half opaque and the old page's at most half
 * (their computed opacity in that frame), so a page still fading in from
 * nothing does not count. Prints figures; it is not a test. BENCH_PORT
 * (default: a free one) is the port; BENCH_REDUCED_MOTION=1 measures without the
 * page transition; STATIC_DIR serves another build (e.g. a copy of an older
 * one, to compare runs in turn).
 */

import { chromium } from "@playwright/test";
import { type Lang, languages } from "../app/site/lang.ts";
import { type PageId, pathOf } from "../app/site/pages.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { median } from "./median.ts";
import { startSiteServer } from "./site-server.ts";

const hops: [PageId, PageId][] = [
  ["home", "about"],
  ["home", "pricing"],
  ["about", "contact"],
  ["home", "blog"],
];

const server = await startSiteServer("navigation");
const origin = server.url;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** BENCH_REDUCED_MOTION=1: the visitor asks for reduced motion, so pages change without a view transition. */
const reducedMotion = process.env.BENCH_REDUCED_MOTION === "1" ? "reduce" : "no-preference";
const times: number[] = [];
try {
  for (const lang of languages as readonly Lang[]) {
    for (const [from, to] of hops) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion });
      await context.addInitScript(() =>
        localStorage.setItem(
          "cookieConsent",
          JSON.stringify({ necessary: true, analytics: false, timestamp: Date.now() }),
        ),
      );
      const page = await context.newPage();
      await page.goto(`${origin}${pathOf(from, lang)}`);
      await page.mouse.move(2, 2);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const link = page.locator(`a[href="${pathOf(to, lang)}"]:visible`).first();
      await link.scrollIntoViewIfNeeded();
      await link.hover();
      await page.waitForLoadState("networkidle");
      const before = await page.locator("h1").textContent();
      // Measured in the page: from the click event to the frame that paints the new h1, visible.
      await page.evaluate((previous) => {
        const w = window as unknown as { navMs?: Promise<number> };
        /**
         * During a view transition the visitor sees snapshots, not the DOM: the new h1 counts once
         * the snapshot that holds it is at least half opaque and every snapshot of the old page
         * going out is at most half (the root's, which holds the unchanged header, aside).
         */
        const seen = (h1: Element) => {
          const running = document
            .getAnimations()
            .map((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement ?? "")
            .filter((pseudo) => pseudo.startsWith("::view-transition-"));
          if (running.length === 0) return true;
          const opacity = (pseudo: string) => Number(getComputedStyle(document.documentElement, pseudo).opacity);
          let name = "root";
          for (let element: Element | null = h1; element; element = element.parentElement) {
            const own = getComputedStyle(element).viewTransitionName;
            if (own && own !== "none") {
              name = own;
              break;
            }
          }
          return (
            opacity(`::view-transition-new(${name})`) >= 0.5 &&
            running.every(
              (pseudo) =>
                !pseudo.startsWith("::view-transition-old(") ||
                pseudo === "::view-transition-old(root)" ||
                opacity(pseudo) <= 0.5,
            )
          );
        };
        w.navMs = new Promise((resolve) => {
          addEventListener(
            "click",
            () => {
              const start = performance.now();
              const check = () => {
                const h1 = document.querySelector("h1");
                if (h1 && h1.textContent !== previous && seen(h1))
                  requestAnimationFrame(() => resolve(performance.now() - start));
                else requestAnimationFrame(check);
              };
              check();
            },
            { capture: true, once: true },
          );
        });
      }, before);
      await link.click();
      const ms = await page.evaluate(() => (window as unknown as { navMs: Promise<number> }).navMs);
      times.push(ms);
      console.log(`${pathOf(from, lang)} → ${pathOf(to, lang)}\t${Math.round(ms)} ms`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`median ${Math.round(median(times))} ms, max ${Math.round(Math.max(0, ...times))} ms`);
