/**
 * `npm run bench [path…]`: Lighthouse (mobile, simulated throttling) on every
 * page of the sitemap in both languages (or the paths given), on the built
 * site served by the real server. Each page is measured BENCH_RUNS times
 * (default 3) and each figure is the median of its runs: on this machine one
 * page's TBT varies by tens of milliseconds from one run to the next.
 * Prints one line per page (four scores, FCP, LCP, TBT, CLS, the JavaScript a
 * page loads when it hydrates, the total bytes Lighthouse saw transferred,
 * then the range of the runs' TBT and their highest CLS) and a summary line
 * (lowest score per category, highest FCP, LCP, TBT and CLS). Prints figures;
 * it is not a test (timings vary from machine to machine). A run whose CLS is
 * not 0 also gets a line per layout shift: the element that moved most, and
 * why. A run Lighthouse could not load is printed with its error and run
 * again (twice at most), never counted as a page scoring 0.
 *
 * BENCH_PORT (default: a free one) is the server's port; STATIC_DIR another build.
 * BENCH_REFERENCE (a full URL, e.g. another site's contact page served on this
 * machine) is measured after each run of each page, so that both see the same
 * machine at the same moment; each page's line is followed by the reference's
 * and by the median of the runs' LCP ratios (the page's LCP over the reference's).
 * BENCH_LONG_TASKS=1 also prints each page's long main-thread tasks (what
 * makes its TBT): start and duration in the simulated run, and their source;
 * and the main thread's time by kind of work.
 */

import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { sitemapPaths } from "../scripts/sitemap.ts";
import { pageWeight } from "../server/page-weight.ts";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { median } from "./median.ts";
import { startSiteServer, staticDir } from "./site-server.ts";

const paths = process.argv.length > 2 ? process.argv.slice(2) : sitemapPaths();
const runsPerPage = Number(process.env.BENCH_RUNS ?? 3);
const reference = process.env.BENCH_REFERENCE;

const server = await startSiteServer("lighthouse");

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", "--disable-gpu", ...chromiumArgs],
});

type LongTask = { url?: string; startTime?: number; duration?: number };
function printLongTasks(details: unknown) {
  const items = ((details as { items?: LongTask[] } | undefined)?.items ?? []) as LongTask[];
  for (const task of items) {
    console.log(
      `  long task at ${Math.round(task.startTime ?? 0)} ms: ${Math.round(task.duration ?? 0)} ms, ${task.url ?? "?"}`,
    );
  }
}

/** Main-thread time by kind of work (parse HTML, style and layout, script…), unthrottled. */
function printBreakdown(details: unknown) {
  const items = (details as { items?: { groupLabel?: string; duration?: number }[] } | undefined)?.items ?? [];
  console.log(`  main thread: ${items.map((i) => `${i.groupLabel} ${Math.round(i.duration ?? 0)} ms`).join(", ")}`);
}

/** What moved when a page's CLS is not 0: Lighthouse's biggest shifted element and its causes per shift. */
function printShifts(details: unknown) {
  type Item = {
    score: number;
    node?: { selector?: string; snippet?: string };
    subItems?: { items: { cause?: string }[] };
  };
  for (const item of (details as { items?: Item[] } | undefined)?.items ?? []) {
    const causes = item.subItems?.items.map((i) => i.cause).join("; ");
    console.log(
      `  layout shift ${item.score.toFixed(3)}: ${item.node?.selector ?? "(no element)"} ${item.node?.snippet ?? ""}${causes ? ` (${causes})` : ""}`,
    );
  }
}

/** Scripts fetched during the trace: a page that hydrated inside it (its idle trigger fired) shows them. */
function printScripts(requests: unknown, metrics: unknown) {
  const items =
    (requests as { items?: { url: string; resourceType?: string; networkRequestTime?: number }[] } | undefined)
      ?.items ?? [];
  const load = (metrics as { items?: { observedLoad?: number }[] } | undefined)?.items?.[0]?.observedLoad;
  const scripts = items.filter((i) => i.resourceType === "Script");
  console.log(
    `  load at ${Math.round(load ?? 0)} ms (observed); scripts fetched in the trace: ${scripts.length}${scripts.length ? `, first at ${Math.round(scripts[0]?.networkRequestTime ?? 0)} ms` : ""}`,
  );
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
type Figures = { scores: number[]; fcp: number; lcp: number; tbt: number; cls: number; totalKb: number };

/**
 * One Lighthouse run, or undefined when Lighthouse could not load the page
 * (its error is printed; a page it scores 0 for that reason says nothing
 * about the page).
 */
async function lighthouseRun(url: string): Promise<Figures | undefined> {
  const path = url.replace(server.url, "");
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError) {
    console.log(
      `  ${path}: Lighthouse error ${lhr?.runtimeError?.code ?? "(no result)"} ${lhr?.runtimeError?.message ?? ""}`,
    );
    return undefined;
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const run: Figures = {
    scores: ["performance", "accessibility", "best-practices", "seo"].map(score),
    fcp: ms("first-contentful-paint"),
    lcp: ms("largest-contentful-paint"),
    tbt: ms("total-blocking-time"),
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0,
    totalKb: (lhr.audits["total-byte-weight"]?.numericValue ?? 0) / 1024,
  };
  if (run.cls > 0) {
    console.log(`  ${path}, one run with CLS ${run.cls.toFixed(3)}:`);
    printShifts(lhr.audits["layout-shifts"]?.details);
  }
  if (process.env.BENCH_LONG_TASKS) {
    printLongTasks(lhr.audits["long-tasks"]?.details);
    printBreakdown(lhr.audits["mainthread-work-breakdown"]?.details);
    printScripts(lhr.audits["network-requests"]?.details, lhr.audits.metrics?.details);
  }
  return run;
}

/** A page's figures: each one the median of its runs (Lighthouse's advice against run-to-run variance). */
function medianOf(runs: Figures[]): Figures {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick));
  return {
    scores: [0, 1, 2, 3].map((i) => Math.round(of((f) => f.scores[i] ?? 0))),
    fcp: Math.round(of((f) => f.fcp)),
    lcp: Math.round(of((f) => f.lcp)),
    tbt: Math.round(of((f) => f.tbt)),
    cls: of((f) => f.cls),
    totalKb: of((f) => f.totalKb),
  };
}

const rows: string[][] = [];
const figures: Figures[] = [];

/** A table row: the median of some runs, then the range of their TBT and their highest CLS. */
function row(name: string, runs: Figures[], weight: { html: number; js: number } | undefined): string[] {
  const page = medianOf(runs);
  const tbts = runs.map((r) => r.tbt);
  return [
    name,
    ...page.scores.map(String),
    String(page.fcp),
    String(page.lcp),
    String(page.tbt),
    page.cls.toFixed(3),
    weight ? kb(weight.html) : "",
    weight ? kb(weight.js) : "",
    page.totalKb.toFixed(1),
    `${Math.min(...tbts)}–${Math.max(...tbts)}`,
    Math.max(...runs.map((r) => r.cls)).toFixed(3),
  ];
}

try {
  for (const path of paths) {
    const runs: Figures[] = [];
    const referenceRuns: Figures[] = [];
    const lcpRatios: number[] = [];
    for (let attempt = 0; runs.length < runsPerPage && attempt < runsPerPage + 2; attempt++) {
      const run = await lighthouseRun(`${server.url}${path}`);
      if (!run) continue;
      runs.push(run);
      const referenceRun = reference ? await lighthouseRun(reference) : undefined;
      if (!referenceRun) continue;
      referenceRuns.push(referenceRun);
      lcpRatios.push(run.lcp / referenceRun.lcp);
    }
    if (!runs.length) throw new Error(`Lighthouse could not load ${path}`);
    figures.push(medianOf(runs));
    rows.push(row(path, runs, pageWeight(staticDir, path)));
    console.log(rows.at(-1)?.join("\t"));
    if (reference && referenceRuns.length) {
      rows.push(row(`  reference ${reference}`, referenceRuns, undefined));
      console.log(rows.at(-1)?.join("\t"));
      const ratios = lcpRatios.map((r) => r.toFixed(2)).join(", ");
      console.log(`  LCP ratio to the reference: median ${median(lcpRatios).toFixed(2)} (runs: ${ratios})`);
    }
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const max = (values: number[]) => Math.max(...values);
const summary = [
  `summary (${figures.length} pages)`,
  ...[0, 1, 2, 3].map((i) => String(Math.min(...figures.map((f) => f.scores[i] ?? 0)))),
  String(max(figures.map((f) => f.fcp))),
  String(max(figures.map((f) => f.lcp))),
  String(max(figures.map((f) => f.tbt))),
  max(figures.map((f) => f.cls)).toFixed(3),
];
const header = [
  "page",
  "perf",
  "a11y",
  "best",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "HTML KB",
  "JS KB",
  "total KB",
  "TBT range",
  "CLS max",
];
console.log(`\n${[header, ...rows, summary].map((r) => r.join("\t")).join("\n")}`);
console.log(
  `\nEach page: the median of ${runsPerPage} Lighthouse runs per figure, then the range of its runs' TBT and their highest CLS.` +
    " Summary: lowest score per category, highest FCP, LCP, TBT and CLS. HTML and JS KB are Brotli bytes from the build" +
    " (JS: what the page loads when it hydrates, after the first interaction); total KB is what Lighthouse saw transferred." +
    " Timings are Lighthouse's simulated mobile run on this machine.",
);
