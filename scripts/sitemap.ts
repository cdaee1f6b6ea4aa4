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
 * The data files every page shows, which the editor writes: the practice's
 * facts (the practitioner's name and title in each title, the footer's
 * phone and hours, prices), the shell's words (header, menus, footer,
 * distress numbers), the pages' names in the menus and the cookie banner.
 */
export const sharedContentFiles = [
  `${data}/practice.json`,
  `${data}/shell.json`,
  `${data}/page-names.json`,
  `${data}/consent.json`,
];

/** The files a page's content comes from: its copy, the shared files, and what some pages show besides. */
export function contentFiles(id: PageId): string[] {
  const besides: Partial<Record<PageId, string[]>> = {
    home: [`${data}/testimonials.json`, `${data}/photos.json`],
    about: [`${data}/photos.json`, `${data}/credentials.json`],
    office: [`${data}/photos.json`],
    contact: [`${data}/contact-form.json`],
    pma: [`${data}/contact-form.json`],
  };
  return [`${data}/pages/${id}.json`, ...sharedContentFiles, ...(besides[id] ?? [])];
}

/** YYYY-MM-DD of the last change to any of these files; undefined when unknown. */
export type FilesDate = (files: string[]) => string | undefined;

/**
 * Articles: their `updated` or `date` front matter (read from the built
 * pages), the date their JSON-LD states, which the practitioner sets when
 * she changes what the article says; other pages: the last change to their
 * content files, the shared ones included; home and the article list also
 * change when an article does.
 */
export function lastModified(
  articleDates: ReadonlyMap<string, string>,
  filesDate: FilesDate = (files) => commitDate(...files),
): LastModified {
  const newestArticle = [...articleDates.values()].sort().at(-1);
  const byUrl = new Map(articleDates);
  for (const id of pageIds) {
    const dates = [filesDate(contentFiles(id)), ...(id === "home" || id === "blog" ? [newestArticle] : [])];
    const date = dates
      .filter((d): d is string => Boolean(d))
      .sort()
      .at(-1);
    if (date) for (const lang of languages) byUrl.set(url(pages[id][lang]), date);
  }
  return (u) => byUrl.get(u);
}

export const robotsTxt = () => `User-agent: *
Allow: /

Sitemap: ${site.origin}/sitemap.xml
`;
