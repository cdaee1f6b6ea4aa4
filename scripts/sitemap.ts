/**
 * sitemap.xml and robots.txt from the route table: every page once, with its
 * other-language version and the date its content last changed.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { site } from "../app/site/config.ts";
import { languages } from "../app/site/lang.ts";
import { articlePath, articles, listedPageIds, type PageId, pageIds, pages } from "../app/site/pages.ts";

type Entry = Record<(typeof languages)[number], string>;

function entries(): Entry[] {
  return [
    ...listedPageIds.map((id) => ({ fr: pages[id].fr, en: pages[id].en })),
    ...articles.map((a) => ({ fr: articlePath(a.fr, "fr"), en: articlePath(a.fr, "en") })),
  ];
}

/** The path of every page the sitemap lists, in both languages: what `npm run bench` measures. */
export const sitemapPaths = (): string[] => entries().flatMap((entry) => languages.map((lang) => entry[lang]));

const url = (path: string) => `${site.origin}${path}`;

/** YYYY-MM-DD of a page's last change, by its URL; undefined to leave `lastmod` out. */
export type LastModified = (url: string) => string | undefined;

export function sitemapXml(lastmod: LastModified = () => undefined): string {
  const blocks = entries().flatMap((entry) =>
    languages.map((lang) => {
      const date = lastmod(url(entry[lang]));
      return [
        "  <url>",
        `    <loc>${url(entry[lang])}</loc>`,
        ...(date ? [`    <lastmod>${date}</lastmod>`] : []),
        ...languages.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(entry[other])}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.fr)}"/>`,
        "  </url>",
      ].join("\n");
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${blocks.join("\n")}
</urlset>
`;
}

/** The date of the last commit that touched any of these files, or undefined outside a git checkout. */
export function commitDate(...files: string[]): string | undefined {
  const present = files.filter((file) => existsSync(file));
  if (present.length === 0) return undefined;
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", ...present], {
      encoding: "utf8",
      stdio: "pipe",
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

const data = "app/content/data";

/**
 * The files a page's content comes from, which the editor writes: its copy;
 * the practice's facts, which fill every page (prices, opening hours in the
 * footer, the practitioner's name and title in each title); and what some
 * pages show besides (testimonials, photos).
 */
export function contentFiles(id: PageId): string[] {
  const besides: Partial<Record<PageId, string[]>> = {
    home: [`${data}/testimonials.json`, `${data}/photos.json`],
    about: [`${data}/photos.json`],
    office: [`${data}/photos.json`],
  };
  return [`${data}/pages/${id}.json`, `${data}/practice.json`, ...(besides[id] ?? [])];
}

/**
 * Articles: their `updated` or `date` front matter (read from the built pages);
 * other pages: the date of the last commit of their content files; home and
 * the article list also change when an article does.
 */
export function lastModified(
  articleDates: ReadonlyMap<string, string>,
  copyDate: (id: PageId) => string | undefined = (id) => commitDate(...contentFiles(id)),
): LastModified {
  const newestArticle = [...articleDates.values()].sort().at(-1);
  const byUrl = new Map(articleDates);
  for (const id of pageIds) {
    const dates = [copyDate(id), ...(id === "home" || id === "blog" ? [newestArticle] : [])].filter((d): d is string =>
      Boolean(d),
    );
    const date = dates.sort().at(-1);
    if (date) for (const lang of languages) byUrl.set(url(pages[id][lang]), date);
  }
  return (u) => byUrl.get(u);
}

export const robotsTxt = () => `User-agent: *
Allow: /

Sitemap: ${site.origin}/sitemap.xml
`;
