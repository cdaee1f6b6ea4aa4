/**
 * The site as a crawler sees it: pages fetched over HTTP from the real server
 * without JavaScript, starting from each language's home page and following
 * every internal link. Checks the head of every page (titles, descriptions,
 * canonical, hreflang, sharing cards, feeds, icons), its JSON-LD, the files the
 * head points to, the sitemap, and html-validate on every page.
 */
import { type APIRequestContext, type Browser, expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { site } from "../../app/site/config.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { articlePath, articles, listedPageIds, pathOf } from "../../app/site/pages.ts";

type Crawled = {
  path: string;
  status: number;
  html: string;
  lang: string;
  title: string;
  meta: Record<string, string[]>;
  canonical: string[];
  alternates: Record<string, string>;
  feeds: string[];
  manifest: string | null;
  icons: string[];
  h1: number;
  jsonLd: string[];
  links: string[];
  assets: string[];
};

const pages = new Map<string, Crawled>();

/** An internal URL (same origin as the page) as a path without hash or query, or undefined for anything else. */
function internalPath(href: string, base: string): string | undefined {
  const url = new URL(href, base);
  return url.origin === new URL(base).origin ? url.pathname : undefined;
}

async function crawl(browser: Browser, baseURL: string) {
  // JavaScript off, as a crawler's first pass; images and fonts are checked separately.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.route(/\.(avif|webp|png|jpe?g|svg|woff2|ico)$/, (route) => route.abort());
  const page = await context.newPage();
  const queue = languages.map((lang) => pathOf("home", lang));
  const seen = new Set(queue);
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await page.goto(path, { waitUntil: "domcontentloaded" });
    const status = response?.status() ?? 0;
    const html = (await response?.text()) ?? "";
    const head = await page.evaluate(() => {
      const all = (selector: string) => [...document.querySelectorAll(selector)];
      const attr = (selector: string, name: string) => all(selector).map((el) => el.getAttribute(name) ?? "");
      const meta: Record<string, string[]> = {};
      for (const el of all("meta[property], meta[name]")) {
        const key = el.getAttribute("property") ?? el.getAttribute("name") ?? "";
        meta[key] = [...(meta[key] ?? []), el.getAttribute("content") ?? ""];
      }
      const srcsets = attr("img[srcset], source[srcset]", "srcset").flatMap((set) =>
        set.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? ""),
      );
      return {
        lang: document.documentElement.lang,
        title: document.title,
        meta,
        canonical: attr('link[rel="canonical"]', "href"),
        alternates: Object.fromEntries(
          all("link[rel=alternate][hreflang]").map((el) => [el.getAttribute("hreflang"), el.getAttribute("href")]),
        ),
        feeds: attr('link[rel=alternate][type="application/rss+xml"]', "href"),
        manifest: document.querySelector("link[rel=manifest]")?.getAttribute("href") ?? null,
        icons: attr("link[rel~=icon], link[rel=apple-touch-icon]", "href"),
        h1: all("h1").length,
        jsonLd: all('script[type="application/ld+json"]').map((el) => el.textContent ?? ""),
        links: attr("a[href]", "href"),
        assets: [
          ...attr("img[src]", "src"),
          ...srcsets,
          ...attr("link[href]:not([rel=canonical]):not([rel=alternate])", "href"),
          ...attr("script[src]", "src"),
        ].filter(Boolean),
      };
    });
    pages.set(path, { path, status, html, ...head });
    for (const href of head.links) {
      const next = internalPath(href, new URL(path, baseURL).href);
      if (next && !seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  await context.close();
}

// One crawl per worker: the tests of this file run in order in one worker, and fail independently.
test.describe.configure({ mode: "default", timeout: 180_000 });

test.beforeAll(async ({ browser, baseURL }, testInfo) => {
  // About 70 pages on a machine with two shared cores: the crawl needs more than one test's time.
  testInfo.setTimeout(180_000);
  await crawl(browser, baseURL ?? "");
});

const abs = (path: string) => `${site.origin}${path}`;
const localPath = (url: string) => new URL(url).pathname;

/** Pages a search engine should index: found, not marked noindex, canonical to themselves. */
const indexable = () =>
  [...pages.values()].filter(
    (p) => p.status === 200 && !p.meta.robots?.some((r) => r.includes("noindex")) && p.canonical[0] === abs(p.path),
  );

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => localPath(m[1] ?? ""));
}

const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });

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
  const article = blocks.find((b) => b.includes(`<loc>${abs(articlePath(articles[0].fr, "fr"))}</loc>`));
  const jsonLd = pages.get(articlePath(articles[0].fr, "fr"))?.jsonLd[0] ?? "{}";
  expect(article).toContain(`<lastmod>${JSON.parse(jsonLd)["@graph"][0].dateModified}</lastmod>`);
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

type Node = Record<string, unknown>;

/** Every object in a JSON-LD document, however deep. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === "object") return [value as Node, ...Object.values(value).flatMap(nodes)];
  return [];
}

test("JSON-LD: the practice and practitioner on home, breadcrumbs below, BlogPosting on articles, never reviews", () => {
  for (const p of indexable()) {
    expect(p.jsonLd, p.path).toHaveLength(1);
    const doc = JSON.parse(p.jsonLd[0] ?? "");
    expect(doc["@context"]).toBe("https://schema.org");
    const all = nodes(doc);
    const types = all.map((n) => n["@type"]).filter(Boolean);
    expect(types, p.path).not.toContain("Review");
    expect(types, p.path).not.toContain("AggregateRating");
    expect(
      all.some((n) => "review" in n || "aggregateRating" in n),
      p.path,
    ).toBe(false);
    const lang = p.lang as Lang;
    const ofType = (type: string) => all.find((n) => n["@type"] === type);

    if (p.path === pathOf("home", lang)) {
      const practice = ofType("ProfessionalService");
      expect(practice, p.path).toMatchObject({
        name: expect.stringContaining(site.practitioner),
        telephone: site.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: expect.any(String),
          addressLocality: site.address.city,
          postalCode: site.address.postalCode,
          addressCountry: "FR",
        },
        geo: { latitude: site.address.geo.lat, longitude: site.address.geo.lng },
        openingHoursSpecification: [
          { dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "19:00" },
        ],
        priceRange: expect.stringMatching(/70.*120/),
        areaServed: expect.arrayContaining([{ "@type": "City", name: site.address.city }]),
        sameAs: Object.values(site.social).map((s) => s.url),
      });
      expect(ofType("Person"), p.path).toMatchObject({ name: site.practitioner, jobTitle: site.title[lang] });
      expect(ofType("BreadcrumbList"), p.path).toBeUndefined();
      continue;
    }

    const crumbs = ofType("BreadcrumbList")?.itemListElement as Node[] | undefined;
    expect(crumbs?.length, p.path).toBeGreaterThanOrEqual(2);
    expect(crumbs?.map((c) => c.position)).toEqual(crumbs?.map((_, i) => i + 1));
    expect(crumbs?.[0]?.item).toBe(abs(pathOf("home", lang)));
    expect(crumbs?.at(-1)?.item).toBe(abs(p.path));
    for (const crumb of crumbs ?? []) expect(crumb.name, p.path).toEqual(expect.stringMatching(/\S/));

    if (p.meta["og:type"]?.[0] === "article") {
      expect(ofType("BlogPosting"), p.path).toMatchObject({
        headline: expect.stringMatching(/\S/),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        inLanguage: lang,
        author: { "@type": "Person", name: site.practitioner, url: abs(pathOf("about", lang)) },
        image: [p.meta["og:image"]?.[0]],
      });
      expect(String(ofType("BlogPosting")?.headline).length).toBeLessThanOrEqual(110);
      expect(crumbs?.[1]?.item, p.path).toBe(abs(pathOf("blog", lang)));
    }
  }
});

test("each language's feed is linked from every page and lists every article with absolute links", async ({
  browser,
  request,
}) => {
  const page = await browser.newPage();
  for (const lang of languages) {
    const onPages = new Set(
      indexable()
        .filter((p) => p.lang === lang)
        .flatMap((p) => p.feeds),
    );
    expect(onPages.size, lang).toBe(1);
    const feedUrl = [...onPages][0] ?? "";
    expect(feedUrl.startsWith(`${site.origin}/`)).toBe(true);
    const response = await request.get(localPath(feedUrl));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? "";
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute("version"),
          items: [...doc.getElementsByTagName("item")].map((item) => ({
            title: text(item, "title"),
            link: text(item, "link"),
            pubDate: text(item, "pubDate"),
            description: text(item, "description"),
          })),
        };
      },
      await response.text(),
    );
    expect(feed).toMatchObject({ error: false, root: "rss", version: "2.0" });
    expect(feed.items.map((i) => i.link).sort()).toEqual(articles.map((a) => abs(articlePath(a.fr, lang))).sort());
    for (const item of feed.items) {
      expect(item.title).toMatch(/\S/);
      expect(item.description).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  }
  await page.close();
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

test("html-validate finds no error on any page", async () => {
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const errors: string[] = [];
  for (const p of pages.values()) {
    // The file name locates .htmlvalidate.mjs at the root of the repository.
    const report = await validator.validateString(p.html, `${process.cwd()}/build/client${p.path}/index.html`);
    for (const result of report.results) {
      for (const m of result.messages) errors.push(`${p.path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
  }
  expect(errors).toEqual([]);
});
