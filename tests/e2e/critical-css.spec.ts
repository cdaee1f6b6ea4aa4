/**
 * Per-page CSS (issue 26, scripts/critical-css.ts): a page inlines only its
 * own rules, loads the whole stylesheet when hydration starts and applies it
 * once React has hydrated. What the visitor can see before that must not
 * depend on it: the first paint, and the menu dialog, the « Infos pratiques »
 * popover and the consent preferences opened at once. Each is shot twice in
 * fresh contexts, with the whole stylesheet held back (its request never
 * answered) and with it applied, and the two must be the same pixels. No
 * module runs in either (every .js is answered empty), so only the CSS
 * differs: the test marks the page hydrated itself, as React would.
 */
import type { Browser, Page } from "@playwright/test";
import { consentCopy } from "../../app/content/consent.ts";
import { fill } from "../../app/content/fill.ts";
import type { Lang } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { drawnOnce, expect, hydrated, ignorePointerAtCorner, pointerOnto, test } from "./fixtures.ts";

const stylesheet = /\/assets\/site-[^/]+\.css$/;

type View = { name: string; widths: number[]; open?: (page: Page, lang: Lang) => Promise<void> };
const views: View[] = [
  { name: "the first paint", widths: [390, 1280] },
  {
    name: "the menu dialog",
    widths: [390],
    open: (page) => page.locator('button[aria-haspopup="dialog"]').click(),
  },
  {
    name: "the « Infos pratiques » popover",
    widths: [1280],
    open: (page) => page.locator("[data-practical-menu] > [popovertarget]").click(),
  },
  {
    name: "the consent preferences",
    widths: [390, 1280],
    open: (page, lang) =>
      page
        .locator("[data-cookie-banner]")
        .getByRole("button", { name: fill(consentCopy[lang].manage, lang) })
        .click(),
  },
];

/**
 * The page as it stays, drawn whole:
 * - the page script has given the banner its room (its measured height, set in the task after a paint), and a
 *   frame has drawn it: a full-page shot taken right after the load caught, about once in 200, a frame in which
 *   the fixed banner was squeezed to a strip behind the bottom bar;
 * - the footer is drawn, as when the visitor nears it. The page skips it until then (content-visibility), and a
 *   full-page shot made it relevant in about 1 shot in 30, so the same page came out with a blank footer of its
 *   estimated height, of its real height, or drawn.
 */
async function settled(page: Page) {
  await page.evaluate(() => {
    const footer = document.querySelector("footer");
    if (footer) footer.style.contentVisibility = "visible";
  });
  await page.waitForFunction(() => {
    const banner = document.querySelector<HTMLElement>("[data-cookie-banner]");
    const room = document.documentElement.style.getPropertyValue("--cookie-banner-h");
    return !banner?.offsetHeight || room === `${banner.offsetHeight}px`;
  });
  await drawnOnce(page);
}

async function shot(browser: Browser, path: string, lang: Lang, width: number, view: View, hold: boolean) {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: "reduce" });
  await ignorePointerAtCorner(context);
  const page = await context.newPage();
  await page.route(/\.js$/, (route) => route.fulfill({ contentType: "text/javascript", body: "" }));
  if (hold) await page.route(stylesheet, () => {});
  await page.goto(path);
  if (view.open) await view.open(page, lang);
  if (!hold) {
    // Any first input starts the bootstrap, which loads the whole stylesheet (opening a view was one).
    if (!view.open) await pointerOnto(page);
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes("/assets/site-")));
    await page.evaluate(() => {
      document.documentElement.dataset.hydrated = "true";
    });
    await page.waitForFunction(() =>
      [...document.styleSheets].some(
        (sheet) => sheet.href?.includes("/assets/site-") && sheet.media.mediaText === "all",
      ),
    );
  }
  await settled(page);
  const sheets = await page.evaluate(() => document.styleSheets.length);
  const image = await page.screenshot({ fullPage: !view.open, animations: "disabled" });
  await context.close();
  return { image, sheets };
}

for (const lang of ["fr", "en"] as const)
  for (const path of [pathOf("home", lang), pathOf("pricing", lang)])
    for (const view of views)
      for (const width of view.widths)
        test(`${path}, ${width} px: ${view.name} looks the same before the whole stylesheet arrives`, async ({
          browser,
        }) => {
          test.setTimeout(60_000);
          const held = await shot(browser, path, lang, width, view, true);
          const loaded = await shot(browser, path, lang, width, view, false);
          // The stylesheet was really held back in one and applied in the other.
          expect(loaded.sheets).toBe(held.sheets + 1);
          expect(held.image.equals(loaded.image)).toBe(true);
        });

test("the whole stylesheet is fetched with the modules but applies only once React has hydrated", async ({ page }) => {
  // React's entry module is held until the test lets it through: the stylesheet is in by then.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(pathOf("home", "fr"));
  const applied = () =>
    page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes("/assets/site-"))
        .map((sheet) => sheet.media.mediaText !== "print"),
    );
  await pointerOnto(page);
  await expect.poll(applied).toEqual([false]);
  release();
  await hydrated(page);
  expect(await applied()).toEqual([true]);
});
