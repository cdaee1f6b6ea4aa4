/** The RSS feed of each language's articles, from the BlogPosting JSON-LD of the built article pages. */
import { pageNames } from "../../app/content/page-names.ts";
import { absolute, siteName } from "../../app/lib/structured-data.ts";
import { feedPaths } from "../../app/site/head-files.ts";
import { type Lang, locales } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import type { BuiltPage } from "./built-pages.ts";
import { xml } from "./render.ts";

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

export type Posting = {
  headline: string;
  description: string;
  url: string;
  datePublished: string;
  dateModified: string;
};

export function rssFeed(lang: Lang, blog: BuiltPage | undefined, posts: Posting[]): string {
  const sorted = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
  const newest = sorted.reduce((latest, p) => (p.dateModified > latest ? p.dateModified : latest), "");
  const items = sorted.map(
    (p) => `    <item>
      <title>${xml(p.headline)}</title>
      <link>${xml(p.url)}</link>
      <guid isPermaLink="true">${xml(p.url)}</guid>
      <pubDate>${rfc822(p.datePublished)}</pubDate>
      <description>${xml(p.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${pageNames[lang].blog} – ${siteName(lang)}`)}</title>
    <link>${xml(absolute(pathOf("blog", lang)))}</link>
    <atom:link href="${xml(absolute(feedPaths[lang]))}" rel="self" type="application/rss+xml"/>
    <description>${xml(blog?.description ?? siteName(lang))}</description>
    <language>${locales[lang]}</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}

export const postingOf = (page: BuiltPage): Posting | undefined => {
  for (const doc of page.jsonLd) {
    const graph = (doc["@graph"] as Record<string, unknown>[] | undefined) ?? [doc];
    const post = graph.find((node) => node["@type"] === "BlogPosting");
    if (post) return post as unknown as Posting;
  }
  return undefined;
};
