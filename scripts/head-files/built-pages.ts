/** Reading the pre-rendered pages: what the head files need of each, from its <head>. */
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import type { Lang } from "../../app/site/lang.ts";

const html = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What the build needs of a pre-rendered page, read from its head. */
export type BuiltPage = {
  lang: Lang;
  canonical?: string;
  title: string;
  description?: string;
  ogImage?: string;
  ogImageAlt?: string;
  /** An article's cover photo (`/assets/….webp`, its widest), when the editor uploaded one. */
  coverPhoto?: string;
  jsonLd: Record<string, unknown>[];
};

export function readPage(source: string): BuiltPage {
  const meta = (key: string) => source.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  const decoded = (value: string | undefined) => (value === undefined ? undefined : html(value));
  const jsonLd = [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(html(m[1] ?? "")) as Record<string, unknown>,
  );
  return {
    lang: (source.match(/<html lang="(\w+)"/)?.[1] ?? "fr") as Lang,
    canonical: decoded(source.match(/<link rel="canonical" href="([^"]*)"/)?.[1]),
    title: html(source.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: decoded(meta("description")),
    ogImage: decoded(meta("og:image")),
    ogImageAlt: decoded(meta("og:image:alt")),
    // Only an article's own cover: a list page's cards are not what the page is about.
    coverPhoto:
      meta("og:type") === "article"
        ? source.match(/<img [^>]*data-cover="photo"[^>]*>/)?.[0].match(/ src="([^"]+)"/)?.[1]
        : undefined,
    jsonLd,
  };
}

export function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name === "index.html") yield full;
  }
}
