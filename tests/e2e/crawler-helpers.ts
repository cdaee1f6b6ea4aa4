/**
 * The site as a crawler sees it, for the crawler-*.spec.ts tests: pages fetched
 * over HTTP from the real server without JavaScript, starting from each
 * language's home page and following every internal link, with what their head
 * and body hold.
 */
import { type Browser, test } from "@playwright/test";
import { site } from "../../app/site/config.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";

export type Crawled = {
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
  /** The headings and landmarks a screen reader lists, as "h2 Name" and "navigation Name". */
  headings: string[];
  landmarks: string[];
  jsonLd: string[];
  links: string[];
  assets: string[];
};

export const pages = new Map<string, Crawled>();

/**
 * An internal URL as a path without hash or query, or undefined for anything else: one on the page's
 * origin, or on the site's public one (`site.origin`), which is this site once live.
 */
export function internalPath(href: string, base: string): string | undefined {
  const url = new URL(href, base);
  return [new URL(base).origin, new URL(site.origin).origin].includes(url.origin) ? url.pathname : undefined;
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
      /**
       * What a screen reader's lists of headings and landmarks show: each one rendered (a closed
       * <dialog> is not), named as the accessibility tree names it (enough of the computation for
       * this site: aria-labelledby, aria-label, a heading's text).
       */
      const outline = () => {
        const text = (el: Element | null) => (el?.textContent ?? "").replace(/\s+/g, " ").trim();
        const nameOf = (el: Element) => {
          const ids = el.getAttribute("aria-labelledby");
          if (ids)
            return ids
              .split(/\s+/)
              .map((id) => text(document.getElementById(id)))
              .join(" ");
          return el.getAttribute("aria-label") ?? "";
        };
        const shown = (el: Element) => el.checkVisibility();
        const roles: [string, string][] = [
          ["main", "main"],
          ["nav", "navigation"],
          ["aside", "complementary"],
          ["body > header", "banner"],
          ["body > footer", "contentinfo"],
          ["section[aria-label], section[aria-labelledby]", "region"],
          ["form[aria-label], form[aria-labelledby]", "form"],
        ];
        return {
          headings: all("h1, h2, h3, h4, h5, h6")
            .filter(shown)
            .map((h) => `${h.localName} ${nameOf(h) || text(h)}`),
          landmarks: roles.flatMap(([selector, role]) =>
            all(selector)
              .filter(shown)
              .map((el) => `${role} ${nameOf(el)}`.trim()),
          ),
        };
      };
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
        ...outline(),
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

let crawled: Promise<void> | undefined;

/**
 * Crawls the site before the tests of the file that calls this, once per worker
 * whichever file asks first: the tests run in order in one worker, and fail independently.
 */
export function crawlFirst() {
  test.describe.configure({ mode: "default", timeout: 180_000 });
  test.beforeAll(async ({ browser, baseURL }, testInfo) => {
    // About 70 pages on a machine with two shared cores: the crawl needs more than one test's time.
    testInfo.setTimeout(180_000);
    crawled ??= crawl(browser, baseURL ?? "");
    await crawled;
  });
}

export const abs = (path: string) => `${site.origin}${path}`;
export const localPath = (url: string) => new URL(url).pathname;

/** Pages a search engine should index: found, not marked noindex, canonical to themselves. */
export const indexable = () =>
  [...pages.values()].filter(
    (p) => p.status === 200 && !p.meta.robots?.some((r) => r.includes("noindex")) && p.canonical[0] === abs(p.path),
  );

export const pngSize = (body: Buffer) => ({ width: body.readUInt32BE(16), height: body.readUInt32BE(20) });
