/**
 * The page-weight budget (issue 26): what the code puts in every
 * pre-rendered page, compressed with Brotli 11 as the server sends it, fits
 * in a new connection's first congestion window (`firstWindowBytes`,
 * 14,600 B). The code's share is the page's weight less its words (her
 * content and the shell's copy, `htmlWeight().words`): she may write an
 * article of any length or add testimonials, and the build must still pass,
 * while a change of code that makes pages heavier fails here. Lists that grow
 * with her content (one card per article, one slide per testimonial, one
 * footer link per therapy) add a little markup each: ten more testimonials
 * add 70 B to `/` (13,553 B), ten more articles about 320 B to the news page
 * (10,876 B), which lists them all. Whether whole pages fit,
 * her words included, is the goal `npm run bench:html` reports
 * (docs/decisions/006). Deterministic (bytes of the build), hence a test.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { describeWeight, firstWindowBytes, htmlWeight, wordsWeight } from "./html-weight.ts";

const clientDir = resolve(import.meta.dirname, "../build/client");
if (!existsSync(clientDir)) throw new Error("These tests check the build: run `npm run build` first (npm test does).");

describe("what the code puts in every pre-rendered page fits in the first round trip", () => {
  for (const path of prerenderPaths()) {
    it(`${path}: at most ${firstWindowBytes} B with Brotli 11, her words aside`, () => {
      const file = join(clientDir, htmlFileOf(path));
      const html = readFileSync(file, "utf8");
      // What the server sends: the build's own Brotli 11 copy (scripts/postbuild.ts).
      const code = statSync(`${file}.br`).size - wordsWeight(html);
      // The parts, each compressed alone, only to say what fills a page over its budget.
      const detail = code > firstWindowBytes ? describeWeight(path, htmlWeight(html)) : path;
      expect(code, detail).toBeLessThanOrEqual(firstWindowBytes);
    });
  }
});
