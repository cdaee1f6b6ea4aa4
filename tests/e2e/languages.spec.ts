/**
 * No page in one language links to a page of the other language, apart from
 * the language switch and the hreflang alternates (both carry `hreflang`):
 * in the pre-rendered HTML of every page, and after hydration.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { langOfPath } from "../../app/site/lang.ts";
import { prerenderPaths } from "../../app/site/pages.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const anchors = /<a\b([^>]*)>/g;
const attribute = (attributes: string, name: string) => attributes.match(new RegExp(`\\s${name}="([^"]*)"`, "i"))?.[1];

/** Internal page links of a piece of HTML, without the language switch. */
function sameSiteLinks(html: string): string[] {
  const hrefs: string[] = [];
  for (const [, attributes = ""] of html.matchAll(anchors)) {
    const href = attribute(attributes, "href");
    if (!href?.startsWith("/") || href.startsWith("//") || attribute(attributes, "hrefLang") !== undefined) continue;
    hrefs.push(href.split(/[?#]/)[0] || "/");
  }
  return hrefs;
}

test.describe("links stay in the page's language (pre-rendered HTML)", () => {
  for (const path of prerenderPaths()) {
    test(path, () => {
      const file = join("build/client", path === "/" ? "index.html" : `${path}/index.html`);
      const html = readFileSync(file, "utf8");
      const lang = langOfPath(path);
      expect(html).toContain(`<html lang="${lang}"`);
      const links = sameSiteLinks(html);
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => langOfPath(href) !== lang)).toEqual([]);
    });
  }
});

test.describe("links stay in the page's language (hydrated)", () => {
  for (const path of ["/", "/en", "/actualites", "/en/news"]) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const links = await page
        .locator('a[href^="/"]:not([hreflang])')
        .evaluateAll((elements) => elements.map((a) => a.getAttribute("href") ?? ""));
      expect(links.length).toBeGreaterThan(0);
      expect(links.filter((href) => langOfPath(href) !== langOfPath(path))).toEqual([]);
    });
  }
});
