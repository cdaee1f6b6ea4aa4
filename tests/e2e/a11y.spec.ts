/** axe-core (WCAG 2.2 A and AA rules) on every page, both languages, light and dark, phone and desktop. */
import { prerenderPaths, resolvePath } from "../../app/site/pages.ts";
import { axeViolations, wcagWith } from "./axe.ts";
import { endTransitions, expect, hydrated, phone, test } from "./fixtures.ts";

const paths = [...prerenderPaths().filter((path) => resolvePath(path)), "/page-inconnue", "/en/unknown-page"];
/**
 * The light page: every WCAG rule, and those outside its tags that a visitor
 * still trips over: the experimental label-in-name check (2.5.3, voice
 * control), and two best practices that screen-reader users notice
 * (landmarks with the same name, roles that override an element's own).
 */
const allRules = wcagWith("label-content-name-mismatch", "landmark-unique", "aria-allowed-role");
/**
 * The dark page is the light one with other colours (the theme is CSS alone, prefers-color-scheme):
 * the rules that read colours. The others would only find again what the light scan found.
 */
const colourRules = { runOnly: { type: "rule" as const, values: ["color-contrast", "link-in-text-block"] } };

// The cookie banner is part of what a first-time visitor sees: keep it on screen.
test.use({ decided: false });

for (const path of paths) {
  test(`${path} has no WCAG A/AA violation`, async ({ page, consoleErrors }) => {
    // Four scans per page: give slow machines room.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto(path);
    await hydrated(page);
    // The layout is CSS alone (media queries): the same page, resized, is the phone's page, with axe already in it.
    for (const [width, height] of [
      [1280, 900],
      [phone.width, phone.height],
    ] as const) {
      await page.setViewportSize({ width, height });
      // The theme is CSS alone (prefers-color-scheme): the same page, switched, is the dark page.
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await endTransitions(page);
        const violations = await axeViolations(page, colorScheme === "light" ? allRules : colourRules);
        expect(violations, `${path} at ${width}px, ${colorScheme}`).toEqual([]);
      }
    }
    // Unknown paths log their own 404 document status.
    if (!resolvePath(path)) consoleErrors.length = 0;
  });
}
