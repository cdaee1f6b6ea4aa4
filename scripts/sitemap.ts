/** sitemap.xml and robots.txt from the route table: every page once, with its other-language version. */
import { site } from "../app/site/config.ts";
import { languages } from "../app/site/lang.ts";
import { articlePath, articles, pageIds, pages } from "../app/site/pages.ts";

/** Pages that search engines should not list. */
const unlisted = new Set(["contactSent"]);

type Entry = Record<(typeof languages)[number], string>;

function entries(): Entry[] {
  return [
    ...pageIds.filter((id) => !unlisted.has(id)).map((id) => ({ fr: pages[id].fr, en: pages[id].en })),
    ...articles.map((a) => ({ fr: articlePath(a.fr, "fr"), en: articlePath(a.fr, "en") })),
  ];
}

export function sitemapXml(): string {
  const url = (path: string) => `${site.origin}${path}`;
  const blocks = entries().flatMap((entry) =>
    languages.map((lang) =>
      [
        "  <url>",
        `    <loc>${url(entry[lang])}</loc>`,
        ...languages.map(
          (other) => `    <xhtml:link rel="alternate" hreflang="${other}" href="${url(entry[other])}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${url(entry.fr)}"/>`,
        "  </url>",
      ].join("\n"),
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${blocks.join("\n")}
</urlset>
`;
}

export const robotsTxt = () => `User-agent: *
Allow: /

Sitemap: ${site.origin}/sitemap.xml
`;
