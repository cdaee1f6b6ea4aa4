/** Byte budgets of a first visit, per page, measured on the build (deterministic, unlike timings). */
import { test as base, expect } from "@playwright/test";
import { prerenderPaths } from "../../app/site/pages.ts";
import { pageWeight } from "../../server/page-weight.ts";

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
