/**
 * The crawled site's links and files: every internal link leads to a page and
 * every asset is served, and the sitemap lists exactly the indexable pages
 * (html-validate checks every built page: scripts/built-html.test.ts).
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { articlePath, articles } from "../../app/site/pages.ts";
import { abs, crawlFirst, indexable, internalPath, localPath, pages } from "./crawler-helpers.ts";

crawlFirst();

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => localPath(m[1] ?? ""));
}

test("every internal link leads to a page, and every page and asset is served", async ({ request }) => {
  const broken = [...pages.values()].filter((p) => p.status !== 200).map((p) => `${p.path} → ${p.status}`);
  expect(broken).toEqual([]);
  const assets = new Set<string>();
  for (const page of pages.values()) {
    for (const asset of page.assets) {
      const path = internalPath(asset, `http://localhost${page.path}`);
      if (path) assets.add(path);
    }
  }
  const missing: string[] = [];
  for (const path of assets) {
    const response = await request.get(path);
    if (response.status() !== 200) missing.push(`${path} → ${response.status()}`);
  }
  expect(missing).toEqual([]);
});

test("every photo the build writes in assets/ is one a page shows: no photo encoded for nothing", () => {
  const shown = new Set(
    [...pages.values()].flatMap((page) =>
      page.assets.map((asset) => internalPath(asset, `http://localhost${page.path}`) ?? ""),
    ),
  );
  // The folder the server serves (playwright.config.ts passes the environment on).
  const images = readdirSync(join(process.env.STATIC_DIR ?? "build/client", "assets"))
    // Photos only: the drawings are all built, since the editor offers each one as an article's cover.
    .filter((name) => /\.(avif|webp|jpe?g|png)$/.test(name))
    .map((name) => `/assets/${name}`);
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((image) => !shown.has(image))).toEqual([]);
});

test("the sitemap lists exactly the indexable pages reachable by links, each with a lastmod", async ({ request }) => {
  const listed = await sitemapPaths(request);
  expect(new Set(listed).size).toBe(listed.length);
  expect([...listed].sort()).toEqual(
    indexable()
      .map((p) => p.path)
      .sort(),
  );
  const xml = await (await request.get("/sitemap.xml")).text();
  const blocks = xml.split("<url>").slice(1);
  for (const block of blocks) expect(block).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  // An article's lastmod is its own date (front matter), not the build's.
  const first = articlePath(articles[0]?.fr ?? "", "fr");
  const article = blocks.find((b) => b.includes(`<loc>${abs(first)}</loc>`));
  const jsonLd = pages.get(first)?.jsonLd[0] ?? "{}";
  expect(article).toContain(`<lastmod>${JSON.parse(jsonLd)["@graph"][0].dateModified}</lastmod>`);
});
