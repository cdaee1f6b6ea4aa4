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

/** The date of the last commit that touched a file, or undefined outside a git checkout. */
export function commitDate(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const out = execFileSync("git", ["log", "-1", "--format=%cs", "--", file], { encoding: "utf8", stdio: "pipe" });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Articles: their `updated` or `date` front matter (read from the built pages);
 * other pages: the commit date of their copy; home and the article list also
 * change when an article does.
 */
export function lastModified(
  articleDates: ReadonlyMap<string, string>,
  copyDate: (id: PageId) => string | undefined = (id) => commitDate(`app/content/pages/${id}.ts`),
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
