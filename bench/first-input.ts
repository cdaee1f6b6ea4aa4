/**
 * `npm run bench:first-input`: how long a new visitor's first tap waits for
 * its answer on a slow phone. Playwright on Chromium with DevTools' "Slow 4G"
 * (Lighthouse's figures: 562.5 ms of latency, 1,474.56 kbps down, 675 kbps
 * up, through the DevTools protocol's Network.emulateNetworkConditions) and a
 * 4× slower CPU; a fresh browser context for every run, so nothing is cached
 * and the cookie banner shows. The tap comes 1 s after the `load` event, as
 * trusted input (the touchscreen at 390 px, the mouse at 1280 px); the time
 * runs from its `pointerdown` to the end of the first frame that shows the
 * answer (the banner gone, the menu dialog open, « Infos pratiques »'s list
 * shown, the carousel on its next testimonial), all measured in the page.
 *
 * Cases: « Nécessaires uniquement » on the banner and the menu button at
 * 390 px, « Infos pratiques » at 1280 px, the carousel's next button at
 * 390 px after scrolling to it, in French and English. Prints each run, then per case the median and the
 * range. BENCH_RUNS (default 5) runs per case and language; BENCH_CASES only
 * the cases whose name contains it (e.g. "banner"); STATIC_DIR serves
 * another build (e.g. main's, for a before/after); BENCH_PORT the server's
 * port (a free one by default). Prints figures; it is not a test.
 */

import { loadavg } from "node:os";
import { type BrowserContext, chromium, type Page } from "@playwright/test";
import { consentCopy } from "../app/content/consent.ts";
import homeCopy from "../app/content/pages/home.ts";
import { shellCopy } from "../app/content/shell.ts";
import { type Lang, languages } from "../app/site/lang.ts";
import { pathOf } from "../app/site/pages.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { median } from "./median.ts";
import { startSiteServer } from "./site-server.ts";

const runs = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's mobile "Slow 4G" (its DevTools throttling), in the protocol's units (bytes per second). */
const slow4g = { latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const cpuSlowdown = 4;
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { viewport: { width: 1280, height: 800 } };

/** What the visitor sees once the page has answered, checked in the page at each frame. */
type Answer = "banner gone" | "menu open" | "list shown" | "next testimonial";

type Case = {
  name: string;
  context: typeof phone | typeof desktop;
  answer: Answer;
  /** The control to tap or click, on the home page in `lang`. */
  control: (page: Page, lang: Lang) => ReturnType<Page["getByRole"]>;
  /** Scroll to the control before the tap (below the first screen). */
  scroll?: boolean;
};

const cases: Case[] = [
  {
    name: "banner « Nécessaires uniquement », 390 px",
    context: phone,
    answer: "banner gone",
    control: (page, lang) => page.getByRole("button", { name: consentCopy[lang].necessaryOnly, exact: true }),
  },
  {
    name: "menu button, 390 px",
    context: phone,
    answer: "menu open",
    control: (page, lang) => page.getByRole("button", { name: shellCopy[lang].header.openMenu }),
  },
  {
    name: "« Infos pratiques », 1280 px",
    context: desktop,
    answer: "list shown",
    control: (page, lang) => page.getByRole("button", { name: shellCopy[lang].header.practical }),
  },
  {
    name: "carousel next, 390 px",
    context: phone,
    answer: "next testimonial",
    control: (page, lang) => page.getByRole("button", { name: homeCopy[lang].testimonials.next }),
    scroll: true,
  },
];

/**
 * In the page, before anything else: from the first trusted `pointerdown`, a check at every animation
 * frame; the first frame whose DOM shows the answer is painted right after its callbacks, so the
 * time is taken in the task that follows that frame (a message posted from it).
 */
function watch(answer: Answer) {
  const shows: Record<Answer, () => boolean> = {
    "banner gone": () => document.querySelector("[data-cookie-banner]")?.checkVisibility() === false,
    "menu open": () =>
      Boolean(document.querySelector("dialog")?.open && document.querySelector("dialog")?.checkVisibility()),
    "list shown": () => {
      const button = [...document.querySelectorAll("header nav button")][0];
      const id = button?.getAttribute("popovertarget") ?? button?.getAttribute("aria-controls") ?? "";
      return document.getElementById(id)?.checkVisibility() === true;
    },
    // Its rendered text: every position is in the page, the others hidden (builds before 2026-11-26: one).
    "next testimonial": () =>
      !/^\s*1\s*\//.test(
        (document.querySelector("[data-testid=carousel-position]") as HTMLElement | null)?.innerText ?? "1 /",
      ),
  };
  const w = window as unknown as { answered: Promise<number> };
  w.answered = new Promise((resolve) => {
    addEventListener(
      "pointerdown",
      (event) => {
        if (!event.isTrusted) return;
        const start = event.timeStamp;
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now() - start);
        const frame = () => {
          if (shows[answer]()) channel.port2.postMessage(null);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      },
      { capture: true, once: true },
    );
  });
}

async function run(origin: string, item: Case, lang: Lang): Promise<number> {
  const context: BrowserContext = await browser.newContext(item.context);
  try {
    const page = await context.newPage();
    await page.addInitScript(watch, item.answer);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...slow4g });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await page.goto(`${origin}${pathOf("home", lang)}`, { waitUntil: "load" });
    const control = item.control(page, lang);
    if (item.scroll) await control.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const box = await control.boundingBox();
    if (!box) throw new Error(`${item.name}: no control to tap`);
    // 1 s after the load event, by the page's own clock.
    const wait = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      return (navigation?.loadEventEnd ?? 0) + 1000 - performance.now();
    });
    if (wait > 0) await page.waitForTimeout(wait);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (item.context === phone) await page.touchscreen.tap(x, y);
    else await page.mouse.click(x, y);
    return await page.evaluate(() => (window as unknown as { answered: Promise<number> }).answered);
  } finally {
    await context.close();
  }
}

const server = await startSiteServer("first-input", "stderr");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;
const rows: string[] = [];
console.log(
  `first input, Slow 4G and ${cpuSlowdown}× CPU, tap 1 s after load, ${runs} runs each; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}`,
);
try {
  for (const item of cases.filter((c) => c.name.includes(process.env.BENCH_CASES ?? ""))) {
    for (const lang of languages) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const time = await run(server.url, item, lang);
        times.push(time);
        console.log(`  ${item.name} (${lang}) run ${i + 1}: ${ms(time)}`);
      }
      rows.push(
        `| ${item.name} | ${lang} | ${ms(median(times))} | ${ms(Math.min(...times))}–${ms(Math.max(...times))} |`,
      );
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log("\n| first action | lang | median | range |\n| --- | --- | --- | --- |");
for (const row of rows) console.log(row);
