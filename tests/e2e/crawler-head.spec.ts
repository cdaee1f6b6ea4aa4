/**
 * The head of every crawled page: title, description, canonical, hreflang and
 * one h1; the sharing card and its image; icons and web manifests; and each
 * heading and landmark named once.
 */
import { expect, test } from "@playwright/test";
import { site } from "../../app/site/config.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { articlePath, articles, listedPageIds, pathOf } from "../../app/site/pages.ts";
import { abs, crawlFirst, indexable, localPath, pages, pngSize } from "./crawler-helpers.ts";

crawlFirst();

test("every page names each of its headings and landmarks once: no two alike in a screen reader's lists", () => {
  const duplicates = (names: string[]) => names.filter((name, i) => names.indexOf(name) !== i);
  const problems = [...pages.values()].flatMap((p) =>
    [...duplicates(p.headings), ...duplicates(p.landmarks)].map((name) => `${p.path}: ${name}`),
  );
  expect(problems).toEqual([]);
});

test("every page has a unique title and description of the right length, canonical, hreflang and one h1", () => {
  const listed = indexable();
  // Every listed page of the route table, and every article, in each language: found by links.
  const expected = languages.flatMap((lang) => [
    ...listedPageIds.map((id) => pathOf(id, lang)),
    ...articles.map((article) => articlePath(article.fr, lang)),
  ]);
  expect(listed.map((p) => p.path).sort()).toEqual(expected.sort());
  const problems: string[] = [];
  for (const p of listed) {
    const lang = p.lang as Lang;
    const description = p.meta.description?.[0] ?? "";
    if (!languages.includes(lang)) problems.push(`${p.path}: lang "${p.lang}"`);
    if (p.title.length > 60) problems.push(`${p.path}: title ${p.title.length} characters`);
    if (!p.title.includes(site.practitioner)) problems.push(`${p.path}: title without the practitioner's name`);
    if (description.length < 50 || description.length > 160)
      problems.push(`${p.path}: description ${description.length} characters`);
    if (p.h1 !== 1) problems.push(`${p.path}: ${p.h1} h1`);
    if (p.canonical.length !== 1) problems.push(`${p.path}: ${p.canonical.length} canonical links`);
    // hreflang: both languages and x-default, and the other page points back here.
    if (p.alternates[lang] !== abs(p.path)) problems.push(`${p.path}: hreflang ${lang} is not itself`);
    if (p.alternates["x-default"] !== p.alternates.fr) problems.push(`${p.path}: x-default is not the French page`);
    for (const other of languages) {
      const target = p.alternates[other];
      const back = target ? pages.get(localPath(target)) : undefined;
      if (!back) problems.push(`${p.path}: hreflang ${other} ${target} not crawled`);
      else if (back.alternates[lang] !== abs(p.path)) problems.push(`${p.path}: ${target} does not point back`);
    }
  }
  expect(problems).toEqual([]);
  for (const key of ["title", "description"] as const) {
    const values = listed.map((p) => (key === "title" ? p.title : p.meta.description?.[0]));
    expect(new Set(values).size, `unique ${key}s`).toBe(values.length);
  }
});

test("every page has a sharing card: Open Graph with its image, and a Twitter card", () => {
  const problems: string[] = [];
  const articlePaths = new Set(articles.flatMap((a) => languages.map((l) => articlePath(a.fr, l))));
  for (const p of indexable()) {
    const one = (key: string) => p.meta[key]?.[0];
    const expectOne = (key: string, value: string | undefined) => {
      if (one(key) !== value) problems.push(`${p.path}: ${key} is ${one(key)}, expected ${value}`);
    };
    expectOne("og:url", p.canonical[0]);
    expectOne("og:title", p.title);
    expectOne("og:description", p.meta.description?.[0]);
    expectOne("og:locale", p.lang === "fr" ? "fr_FR" : "en_GB");
    expectOne("og:locale:alternate", p.lang === "fr" ? "en_GB" : "fr_FR");
    expectOne("og:image:width", "1200");
    expectOne("og:image:height", "630");
    expectOne("twitter:card", "summary_large_image");
    if (!one("og:image")?.startsWith(`${site.origin}/`)) problems.push(`${p.path}: og:image ${one("og:image")}`);
    if (!one("og:image:alt")) problems.push(`${p.path}: no og:image:alt`);
    if (!one("og:site_name")?.includes(site.practitioner)) problems.push(`${p.path}: og:site_name`);
    if (articlePaths.has(p.path)) {
      expectOne("og:type", "article");
      if (!/^\d{4}-\d{2}-\d{2}/.test(one("article:published_time") ?? ""))
        problems.push(`${p.path}: article:published_time`);
    } else expectOne("og:type", "website");
  }
  expect(problems).toEqual([]);
});

test("sharing images exist as 1200×630 PNG, one per page", async ({ request }) => {
  const images = new Set(indexable().map((p) => localPath(p.meta["og:image"]?.[0] ?? "")));
  expect(images.size).toBe(indexable().length);
  for (const path of images) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await response.body()), path).toEqual({ width: 1200, height: 630 });
  }
});

test("icons and web manifests exist, with the sizes they declare", async ({ request }) => {
  for (const p of indexable()) {
    expect(p.icons, p.path).toEqual(expect.arrayContaining(["/favicon.ico", "/apple-touch-icon.png"]));
    expect(p.manifest, p.path).toBeTruthy();
  }
  const ico = await request.get("/favicon.ico");
  expect(ico.headers()["content-type"]).toBe("image/x-icon");
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const apple = await request.get("/apple-touch-icon.png");
  expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 });

  for (const manifestPath of new Set(indexable().map((p) => p.manifest ?? ""))) {
    const response = await request.get(manifestPath);
    expect(response.headers()["content-type"]).toBe("application/manifest+json");
    const manifest = await response.json();
    expect(manifest.name).toContain(site.practitioner);
    const icons = manifest.icons as { src: string; sizes: string; type: string; purpose?: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(icons.some((i) => i.purpose === "maskable")).toBe(true);
    for (const icon of icons.filter((i) => i.type === "image/png")) {
      const body = await (await request.get(icon.src)).body();
      const [width, height] = icon.sizes.split("x").map(Number);
      expect(pngSize(body), icon.src).toEqual({ width, height });
    }
  }
});
