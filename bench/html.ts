/**
 * `npm run bench:html`: what each pre-rendered page of the build weighs as
 * sent (Brotli 11) and what fills it (scripts/html-weight.ts): min, median and
 * max over the pages, the code's share (a page less its words, which the
 * budget test holds), the five heaviest with their parts, and the budget of
 * issue 26 (every page ≤ 14,600 B, median ≤ 12,000 B). Then the same with
 * the response headers the server sends with each page (HTTP/1.1, as
 * Lighthouse counts them): they travel in the first round trip too, and the
 * page's Content-Security-Policy lists a hash per inline script. STATIC_DIR
 * measures another build (e.g. a copy of the one before a change).
 */
import { readFileSync } from "node:fs";
import { get } from "node:http";
import { join } from "node:path";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { describeWeight, firstWindowBytes, htmlWeight } from "../scripts/html-weight.ts";
import { median } from "./median.ts";
import { startSiteServer } from "./site-server.ts";

const staticDir = process.env.STATIC_DIR ?? "build/client";
const medianGoal = 12_000;

const pages = prerenderPaths()
  .map((path) => ({ path, weight: htmlWeight(readFileSync(join(staticDir, htmlFileOf(path)), "utf8")) }))
  .sort((a, b) => b.weight.total - a.weight.total);
const totals = pages.map((page) => page.weight.total);
const mid = median(totals);
const over = pages.filter((page) => page.weight.total > firstWindowBytes);

console.log(
  `${pages.length} pages, Brotli 11: min ${Math.min(...totals)} B, median ${mid} B, max ${Math.max(...totals)} B`,
);
for (const part of ["css", "scripts", "svg", "rest"] as const) {
  const sizes = pages.map((page) => page.weight[part]);
  console.log(`  ${part}: ${Math.min(...sizes)}–${Math.max(...sizes)} B, median ${median(sizes)} B`);
}
const codeShares = pages.map((page) => page.weight.total - page.weight.words);
console.log(
  `  her words aside (the budget test's measure): ${Math.min(...codeShares)}–${Math.max(...codeShares)} B, median ${median(codeShares)} B`,
);
console.log("Five heaviest:");
for (const page of pages.slice(0, 5)) console.log(`  ${describeWeight(page.path, page.weight)}`);
console.log(
  `Goal: every page ≤ ${firstWindowBytes} B (${over.length} over), median ≤ ${medianGoal} B (${mid <= medianGoal ? "met" : "not met"})`,
);

/** The bytes of the status line and headers the server answers `path` with, as sent over HTTP/1.1. */
const headerBytes = (url: string) =>
  new Promise<number>((resolve, reject) => {
    get(url, { headers: { "accept-encoding": "br" } }, (response) => {
      const { rawHeaders, statusCode, statusMessage } = response;
      let bytes = `HTTP/1.1 ${statusCode} ${statusMessage}\r\n\r\n`.length;
      for (let i = 0; i < rawHeaders.length; i += 2) bytes += `${rawHeaders[i]}: ${rawHeaders[i + 1]}\r\n`.length;
      response.resume();
      resolve(bytes);
    }).on("error", reject);
  });

const server = await startSiteServer("html", "stderr");
const sent: { path: string; headers: number; total: number }[] = [];
for (const page of pages) {
  const headers = await headerBytes(`${server.url}${page.path}`);
  sent.push({ path: page.path, headers, total: headers + page.weight.total });
}
await server.stop();
const sentTotals = sent.map((page) => page.total);
const sentOver = sent.filter((page) => page.total > firstWindowBytes);
console.log(
  `With the server's headers (${Math.min(...sent.map((page) => page.headers))}–${Math.max(...sent.map((page) => page.headers))} B): min ${Math.min(...sentTotals)} B, median ${median(sentTotals)} B, max ${Math.max(...sentTotals)} B; ${sentOver.length} over ${firstWindowBytes} B`,
);
