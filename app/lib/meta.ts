/**
 * Head tags of a page: title, description, canonical and hreflang links, the
 * sharing card (Open Graph, Twitter), the feed and icon links, and JSON-LD.
 */
import type { MetaDescriptor } from "react-router";
import { fillPlain } from "../content/fill.ts";
import { site } from "../site/config.ts";
import { feedPaths, icons, manifestPaths, ogImagePath, ogImageSize } from "../site/head-files.ts";
import { type Lang, langOfPath, languages, locales } from "../site/lang.ts";
import { counterpartPath, isListed, resolvePath } from "../site/pages.ts";
import { type ArticleFacts, absolute, siteName, structuredData } from "./structured-data.ts";

const ogLocale = (lang: Lang) => locales[lang].replace("-", "_");

/** Title separator: what precedes it is the page's own heading, what follows names the practitioner. */
const separator = " | ";

/** Icons, web manifest and feed: the same on every page of a language, the not-found pages included. */
export function siteLinks(lang: Lang): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "icon", href: icons.ico, sizes: "32x32" },
    { tagName: "link", rel: "apple-touch-icon", href: icons.appleTouch },
    { tagName: "link", rel: "manifest", href: manifestPaths[lang] },
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: `${siteName(lang)} (RSS)`,
      href: absolute(feedPaths[lang]),
    },
  ];
}

export type PageMetaInput = {
  /** The <title>; copy writes it as "Heading | {practitioner}". */
  title: string;
  description: string;
  /** The heading drawn on the sharing image (its alt text too); by default the title up to its separator. */
  heading?: string;
  /** Articles: headline and dates for og:type article and BlogPosting. */
  article?: Omit<ArticleFacts, "description">;
};

export function pageMeta(pathname: string, meta: PageMetaInput): MetaDescriptor[] {
  const lang = langOfPath(pathname);
  const title = fillPlain(meta.title, lang);
  const description = fillPlain(meta.description, lang);
  const heading = meta.heading ?? title.split(separator)[0] ?? title;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: meta.article ? "article" : "website" },
    { property: "og:locale", content: ogLocale(lang) },
    ...languages.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: ogLocale(l) })),
    { property: "og:site_name", content: siteName(lang) },
    ...siteLinks(lang),
  ];
  const resolved = resolvePath(pathname);
  if (!resolved) return [...tags, { name: "robots", content: "noindex" }];
  const url = absolute(resolved.canonical);
  tags.push(
    { property: "og:url", content: url },
    { property: "og:image", content: absolute(ogImagePath(resolved.canonical)) },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(ogImageSize.width) },
    { property: "og:image:height", content: String(ogImageSize.height) },
    { property: "og:image:alt", content: heading },
    { name: "twitter:card", content: "summary_large_image" },
  );
  if (meta.article) {
    tags.push({ property: "article:published_time", content: meta.article.published });
    if (meta.article.modified) tags.push({ property: "article:modified_time", content: meta.article.modified });
    tags.push({ property: "article:author", content: site.practitioner });
  }
  tags.push({ tagName: "link", rel: "canonical", href: url });
  for (const other of languages) {
    tags.push({ tagName: "link", rel: "alternate", hrefLang: other, href: absolute(counterpartPath(resolved, other)) });
  }
  tags.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: absolute(counterpartPath(resolved, "fr")),
  });
  tags.push({
    "script:ld+json": structuredData(resolved, heading, meta.article ? { ...meta.article, description } : undefined),
  });
  if (resolved.kind === "page" && !isListed(resolved.id)) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
