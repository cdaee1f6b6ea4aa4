/**
 * The first-window budget (issue 26): every pre-rendered page, compressed
 * with Brotli 11 as the server sends it, fits in a new connection's first
 * congestion window, so that it can paint after one round trip. Deterministic
 * (bytes of the build), hence a test; `npm run bench:html` prints the figures.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { describeWeight, firstWindowBytes, htmlWeight } from "./html-weight.ts";

const clientDir = resolve(import.meta.dirname, "../build/client");
if (!existsSync(clientDir)) throw new Error("These tests check the build: run `npm run build` first (npm test does).");

describe("every pre-rendered page fits in the first congestion window", () => {
  for (const path of prerenderPaths()) {
    it(`${path}: at most ${firstWindowBytes} B with Brotli 11`, () => {
      const weight = htmlWeight(readFileSync(join(clientDir, htmlFileOf(path)), "utf8"));
      expect(weight.total, describeWeight(path, weight)).toBeLessThanOrEqual(firstWindowBytes);
    });
  }
});
