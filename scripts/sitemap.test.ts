import { describe, expect, it } from "vitest";
import { site } from "../app/site/config.ts";
import { robotsTxt, sitemapXml } from "./sitemap.ts";

describe("sitemap", () => {
  const xml = sitemapXml();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every page and article once per language, aliases and confirmation page excluded", () => {
    expect(new Set(locs).size).toBe(locs.length);
    expect(locs).toContain(`${site.origin}/`);
    expect(locs).toContain(`${site.origin}/en/about`);
    expect(locs).toContain(`${site.origin}/actualites/premiere-seance-psychotherapie`);
    expect(locs).not.toContain(`${site.origin}/pour-qui/adulte`);
    expect(locs).not.toContain(`${site.origin}/contact/merci`);
    // 23 listed pages and 7 articles, in 2 languages.
    expect(locs).toHaveLength((23 + 7) * 2);
  });

  it("links each page to its other language", () => {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site.origin}/en/fees"/>`);
  });

  it("is announced by robots.txt", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${site.origin}/sitemap.xml`);
  });
});
