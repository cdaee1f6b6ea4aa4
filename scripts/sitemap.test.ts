import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "../app/site/config.ts";
import { languages } from "../app/site/lang.ts";
import { articlePath, articles, listedPageIds, pathOf } from "../app/site/pages.ts";
import { contentFiles, lastModified, robotsTxt, sitemapXml } from "./sitemap.ts";

/** An article of the site, whichever the practitioner published first. */
const article = articles[0]?.fr ?? "";

describe("sitemap", () => {
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

  it("dates articles by their front matter, pages by their copy, and home and news by the newest article too", () => {
    const lastmod = lastModified(new Map([[`${site.origin}${articlePath(article, "en")}`, "2025-09-26"]]), (id) =>
      id === "pricing" ? "2024-05-01" : "2025-01-02",
    );
    const dated = sitemapXml(lastmod);
    const block = (path: string) => dated.split("<url>").find((b) => b.includes(`<loc>${site.origin}${path}</loc>`));
    expect(block(articlePath(article, "en"))).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/tarifs")).toContain("<lastmod>2024-05-01</lastmod>");
    expect(block("/en/fees")).toContain("<lastmod>2024-05-01</lastmod>");
    expect(block("/")).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/actualites")).toContain("<lastmod>2025-09-26</lastmod>");
    expect(block("/qui-suis-je")).toContain("<lastmod>2025-01-02</lastmod>");
  });

  it("dates each page by the data files the editor writes for it, which all exist", () => {
    for (const id of listedPageIds) {
      const files = contentFiles(id);
      expect(files, id).toContain(`app/content/data/pages/${id}.json`);
      expect(files, id).toContain("app/content/data/practice.json");
      for (const file of files) expect(existsSync(file), file).toBe(true);
    }
    expect(contentFiles("home")).toContain("app/content/data/testimonials.json");
  });

  it("leaves lastmod out when a date is unknown (outside a git checkout)", () => {
    expect(sitemapXml(lastModified(new Map(), () => undefined))).not.toContain("<lastmod>");
  });
});
