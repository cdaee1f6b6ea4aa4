/**
 * `npm run bench:html`: what each pre-rendered page of the build weighs as
 * sent (Brotli 11) and what fills it (scripts/html-weight.ts): min, median and
 * max over the pages, the five heaviest with their parts, and the budget of
 * issue 26 (every page ≤ 14,600 B, median ≤ 12,000 B). STATIC_DIR measures
 * another build (e.g. a copy of the one before a change).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { describeWeight, firstWindowBytes, htmlWeight } from "../scripts/html-weight.ts";
import { median } from "./median.ts";

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
console.log("Five heaviest:");
for (const page of pages.slice(0, 5)) console.log(`  ${describeWeight(page.path, page.weight)}`);
console.log(
  `Goal: every page ≤ ${firstWindowBytes} B (${over.length} over), median ≤ ${medianGoal} B (${mid <= medianGoal ? "met" : "not met"})`,
);
