/**
 * What the first-action tests share (first-action*.spec.ts): the three ways a
 * first action meets the page's JavaScript, counters of what answered it, and
 * what a visitor sees of the header, the banner and the menus.
 *
 * - "no JavaScript": every `.js` request fails (a content blocker, a network
 *   error); only the HTML and its inline scripts are there;
 * - "before hydration": the modules are held until the test lets them in, so
 *   the action is answered by the page alone, and React, once there, must
 *   keep what it finds (nothing closed, reopened or done twice);
 * - "after hydration": React is there first, and must not answer a second time.
 */
import type { Page } from "@playwright/test";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { blockedScript, expect, headerBackground, hydrated, test } from "./fixtures.ts";

export const modes = ["no JavaScript", "before hydration", "after hydration"] as const;
export type Mode = (typeof modes)[number];

/**
 * What the page did, counted from its start: consent records written, dialogs and popovers opened and
 * closed. A toggle event comes in a task of its own, and a browser folds an open and a close made before
 * that task runs into one event: wait for each count before the next action.
 */
export type Counts = { consentWrites: number; opened: Record<string, number>; closed: Record<string, number> };

/**
 * Loads `path` as `mode` says. Returns `arrive`, which (before hydration)
 * lets the modules in and waits until React has hydrated, and otherwise does
 * nothing: call it once the first action has been checked.
 */
export async function open(page: Page, path: string, mode: Mode): Promise<{ arrive: () => Promise<void> }> {
  await page.addInitScript(() => {
    const counts: Counts = { consentWrites: 0, opened: {}, closed: {} };
    (window as unknown as { counts: Counts }).counts = counts;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === "cookieConsent") counts.consentWrites++;
      setItem.call(this, key, value);
    };
    // Dialogs and popovers both fire `toggle` when they open or close, whoever does it.
    document.addEventListener(
      "toggle",
      (event) => {
        const kind = (event.target as Element).localName;
        const tally = (event as ToggleEvent).newState === "open" ? counts.opened : counts.closed;
        tally[kind] = (tally[kind] ?? 0) + 1;
      },
      true,
    );
  });
  let release = () => {};
  if (mode === "no JavaScript") await page.route(/\.js(\?|$)/, (route) => route.abort("blockedbyclient"));
  if (mode === "before hydration") {
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\.js(\?|$)/, async (route) => {
      await released;
      await route.continue();
    });
  }
  await page.goto(path);
  if (mode === "after hydration") await hydrated(page);
  else
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated), "React is not there").toBeUndefined();
  return {
    arrive: async () => {
      if (mode !== "before hydration") return;
      release();
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    },
  };
}

export const counts = (page: Page) => page.evaluate(() => (window as unknown as { counts: Counts }).counts);

/** The stored consent record, parsed, or null. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null") as unknown);

/** The Consent Mode updates sent so far. */
export const consentUpdates = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent" && entry[1] === "update"),
  );

/** What the element with focus is, to compare with what the test expects. */
export const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return "body";
    return element.id ? `#${element.id}` : (element.getAttribute("aria-label") ?? element.textContent?.trim() ?? "");
  });

/**
 * Drags the page up by `pixels` (at most 600) as a finger does, slowly to the end, so that no fling
 * follows (a tap during a fling only stops it).
 */
async function drag(page: Page, pixels: number) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const x = 195;
    const start = 700;
    const move = (y: number) => cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y }] });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: start }] });
    for (let step = 1; step <= 10; step++) await move(start - (pixels * step) / 10);
    // The finger rests before it lifts: no speed left for a fling.
    for (let rest = 0; rest < 5; rest++) {
      await page.waitForTimeout(50);
      await move(start - pixels);
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  } finally {
    await cdp.detach();
  }
}

/**
 * Swipes the page up until it has scrolled at least `pixels`, as a visitor does: a swipe can fall short
 * (the finger's first pixels only start the gesture, and Chromium now and then drops a move that comes
 * late on a busy machine: 40 px short once in 250 swipes), and then the visitor swipes again.
 */
export async function swipeUp(page: Page, pixels: number) {
  const target = (await page.evaluate(() => scrollY)) + pixels;
  for (let swipe = 1; ; swipe++) {
    const left = target - (await page.evaluate(() => scrollY));
    if (left <= 0) return;
    // With room for the first pixels that only start the gesture (Chromium's slop is 15 px).
    await drag(page, Math.min(600, left + 50));
    try {
      await page.waitForFunction((y) => scrollY >= y, target, { timeout: 2_000 });
      return;
    } catch (error) {
      if (swipe === 3) throw error;
    }
  }
}

/** The banner's region, and whether the visitor sees it. */
export const bannerShown = (page: Page) =>
  page.evaluate(() => document.querySelector("[data-cookie-banner]")?.checkVisibility() ?? false);

/**
 * A choice made: the banner gone and the record written at once; then, React there, still gone, one
 * record written in all, and the choice applied to analytics once (app/lib/analytics.ts).
 */
export async function expectChoice(page: Page, mode: Mode, arrive: () => Promise<void>, analytics: boolean) {
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

/** Past both thresholds, then back-to-top: the answers of the header and of back-to-top. */
export async function scrollThresholds(
  page: Page,
  lang: Lang,
  mode: Mode,
  scroll: (pixels: number) => Promise<void>,
  activate: () => Promise<void>,
) {
  const { arrive } = await open(page, pathOf("home", lang), mode);
  const backToTop = page.getByRole("button", { name: shellCopy[lang].backToTop });
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

/**
 * The first-action tests of one kind of device (`use`: its viewport and input), for each language and each
 * mode, in a describe block of their own.
 */
export function describeVisits(
  device: string,
  use: Parameters<typeof test.use>[0],
  tests: (lang: Lang, mode: Mode) => void,
) {
  for (const lang of languages) {
    for (const mode of modes) {
      test.describe(`${lang}, ${mode}, ${device}`, () => {
        test.use(use);
        test.afterEach(({ consoleErrors }) => {
          // The blocked modules, reported by the console as they should be.
          if (mode === "no JavaScript") {
            consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !e.startsWith(blockedScript)));
          }
        });
        tests(lang, mode);
      });
    }
  }
}
