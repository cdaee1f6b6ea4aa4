import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "../app/site/config.ts";
import { languages } from "../app/site/lang.ts";
import { articlePath, articles, listedPageIds, pathOf } from "../app/site/pages.ts";
import { contentFiles, lastModified, robotsTxt, sharedContentFiles, sitemapXml } from "./sitemap.ts";

/** An article of the site, whichever the practitioner published first. */
const article = articles[0]?.fr ?? "";

describe("sitemap", () => {
  const localPath = (loc: string | undefined) => new URL(loc ?? "").pathname;
  const xml = sitemapXml();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every page and article once per language, aliases and unlisted pages excluded", () => {
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${site.origin}/`);
    expect(locs).toContain(`${site.origin}/en/about`);
    expect(locs).toContain(`${site.origin}${articlePath(article, "fr")}`);
    expect(locs).not.toContain(`${site.origin}/pour-qui/adulte`);
    expect(locs).not.toContain(`${site.origin}/contact/merci`);
    // Every listed page of the route table, and every article, in each language.
    const expected = languages.flatMap((lang) => [
      ...listedPageIds.map((id) => `${site.origin}${pathOf(id, lang)}`),
      ...articles.map((article) => `${site.origin}${articlePath(article.fr, lang)}`),
    ]);
    expect([...locs].sort()).toEqual(expected.sort());
  });

  it("links each page to its other language", () => {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site.origin}/en/fees"/>`);
  });

  it("is announced by robots.txt", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });

  const dated = (lastmod: ReturnType<typeof lastModified>) => {
    const xml = sitemapXml(lastmod);
    return (path: string) => xml.split("<url>").find((b) => b.includes(`<loc>${site.origin}${path}</loc>`));
  };
  const allArticles = new Map<string, string>(
    articles.flatMap((a) =>
      languages.map((lang) => [`${site.origin}${articlePath(a.fr, lang)}`, "2025-09-26"] as const),
    ),
  );

  it("dates articles by their front matter, pages by their copy, and home and news by the newest article too", () => {
    const block = dated(
      lastModified(new Map([[`${site.origin}${articlePath(article, "en")}`, "2025-09-26"]]), (files) =>
        files.includes("app/content/data/pages/pricing.json") ? "2024-05-01" : "2025-01-02",
      ),
    );
    expect(block(articlePath(article, "en"))).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/tarifs")).toContain("<lastmod>2024-05-01</lastmod>");
    expect(block("/en/fees")).toContain("<lastmod>2024-05-01</lastmod>");
    expect(block("/")).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/actualites")).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/qui-suis-je")).toContain("<lastmod>2025-01-02</lastmod>");
  });

  it("dates every page but the articles by the last change to the words every page shows", () => {
    for (const file of sharedContentFiles) {
      // That shared file changed last; each page's own files earlier.
      const block = dated(lastModified(allArticles, (files) => (files.includes(file) ? "2026-02-03" : "2025-01-02")));
      for (const loc of locs) {
        const path = localPath(loc);
        // An article is dated by its own front matter (and its JSON-LD's dateModified).
        const date = allArticles.has(loc ?? "") ? "2025-09-26" : "2026-02-03";
        expect(block(path), `${file}: ${path}`).toContain(`<lastmod>${date}</lastmod>`);
      }
    }
  });

  it("dates each page by the data files the editor writes for it, which all exist", () => {
    for (const id of listedPageIds) {
      const files = contentFiles(id);
      expect(files, id).toContain(`app/content/data/pages/${id}.json`);
      for (const file of [...sharedContentFiles, ...files]) expect(existsSync(file), file).toBe(true);
      expect(files, id).toEqual(expect.arrayContaining(sharedContentFiles));
    }
    expect(sharedContentFiles).toEqual(
      expect.arrayContaining(["app/content/data/practice.json", "app/content/data/shell.json"]),
    );
    expect(contentFiles("home")).toContain("app/content/data/testimonials.json");
  });

  it("leaves lastmod out when a date is unknown (outside a git checkout)", () => {
    expect(sitemapXml(lastModified(new Map(), () => undefined))).not.toContain("<lastmod>");
  });
});
