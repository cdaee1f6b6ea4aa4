/** Budgets of a first visit, measured on the build (deterministic, unlike timings): bytes per page, the shell's type. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { test as base, expect } from "@playwright/test";
import { pageScriptId } from "../../app/components/shell/page-script.ts";
import { htmlFileOf } from "../../app/site/http.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf, prerenderPaths } from "../../app/site/pages.ts";
import { pageWeight } from "../../server/page-weight.ts";
import { phone, test } from "./fixtures.ts";

const KB = 1024;
// React and React Router alone are about 93 KB (Brotli); the site's own code must stay small on top.
// JavaScript loads only after the first interaction, yet it is what the visitor then waits for.
// No font in a first visit (app/lib/brand-fonts.ts): nothing is preloaded.
// Page copy, the contact form's included, comes through build-time loaders (app/lib/page.ts, app/contact/words.ts):
// no page carries the other language's text; zod loads once the form has hydrated.
const budget = { html: 24 * KB, js: 130 * KB, fonts: 0 };

base.describe("byte budgets (Brotli)", () => {
  for (const path of prerenderPaths()) {
    base(`${path}`, () => {
      const weight = pageWeight("build/client", path);
      expect(weight.html, "HTML").toBeLessThanOrEqual(budget.html);
      expect(weight.js, "JavaScript").toBeLessThanOrEqual(budget.js);
      expect(weight.fonts, "preloaded fonts").toBeLessThanOrEqual(budget.fonts);
      expect(weight.scripts, "scripts found").toBeGreaterThan(0);
    });
  }
});

// The page's own answers to a visitor's first actions (app/components/shell/page-script.ts) come with
// every page, inline: under 1 KB as sent (Brotli), by itself, the same on every page.
const pageScriptBudget = 1024;

base("the page script: under 1 KB (Brotli), the same on every page", () => {
  const texts = new Set(
    prerenderPaths().map((path) => {
      const html = readFileSync(join("build/client", htmlFileOf(path)), "utf8");
      const text = html.match(new RegExp(`<script id="${pageScriptId}">([\\s\\S]*?)</script>`))?.[1];
      expect(text, `${path}: the page script`).toBeTruthy();
      return text ?? "";
    }),
  );
  expect(texts.size).toBe(1);
  const [text = ""] = texts;
  const size = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  expect(size).toBeLessThanOrEqual(pageScriptBudget);
});

// Each face, size and weight the first paint draws costs the first rendering task a font lookup
// (on Linux, a wait on the browser process per size), so the shell, on every page, keeps to a few:
// the banner and the header share the bottom bar's and the body's, the language switch the buttons'
// (docs/decisions/001-first-paint-before-javascript.md, "Type scale").
const shellTypeBudget = 5;

test.describe("the shell's type on a phone's first paint", () => {
  test.use({ decided: false }); // a first visit: the cookie banner shows
  for (const lang of languages) {
    test(`${lang}: at most ${shellTypeBudget} faces, sizes and weights outside the page's content`, async ({
      page,
    }) => {
      await page.setViewportSize(phone);
      await page.goto(pathOf("home", lang));
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
      const styles = await page.evaluate(() => {
        const seen = new Set<string>();
        const main = document.querySelector("main");
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || !node.textContent?.trim() || main?.contains(element)) continue;
          if (!element.checkVisibility({ contentVisibilityAuto: true })) continue;
          const { fontFamily, fontSize, fontWeight, fontStyle } = getComputedStyle(element);
          seen.add([fontFamily, fontSize, fontWeight, fontStyle].join(" "));
        }
        return [...seen].sort();
      });
      expect(styles.length, styles.join("\n")).toBeLessThanOrEqual(shellTypeBudget);
      // A family the browser does not have is one more lookup (app/site/theme.ts, systemFonts).
      expect(styles.filter((style) => /\bui-(sans-)?serif\b/.test(style))).toEqual([]);
    });
  }
});
