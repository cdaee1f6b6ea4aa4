/**
 * What a pre-rendered page weighs as the server sends it: its HTML compressed
 * with Brotli at quality 11 (as scripts/postbuild.ts precompresses it), and
 * what fills it, each part compressed alone: the inline CSS, the inline
 * scripts (hydration data, head scripts, JSON-LD), the inline SVG and the
 * rest of the markup; and the page's words alone (her content and the
 * shell's copy, which she changes), so that a budget can hold the code's
 * share of a page whatever she writes. Read by the budget test
 * (scripts/html-budget.test.ts) and `npm run bench:html`.
 */
import { brotliCompressSync } from "node:zlib";
import { brotliOptions } from "./precompress.ts";

/** A new connection's first congestion window: 10 segments of 1,460 bytes (issue 26). */
export const firstWindowBytes = 14_600;

export type HtmlWeight = { total: number; css: number; scripts: number; svg: number; rest: number; words: number };

/** Brotli as the build precompresses every text file (scripts/postbuild.ts). */
const brotli = (body: Buffer): Buffer => brotliCompressSync(body, brotliOptions(body.length));

export const brotli11 = (text: string): number => brotli(Buffer.from(text)).length;

const parts = {
  css: /<style\b[^>]*>[\s\S]*?<\/style>/g,
  scripts: /<script\b[^>]*>[\s\S]*?<\/script>/g,
  svg: /<svg\b[^>]*>[\s\S]*?<\/svg>/g,
} as const;

export function htmlWeight(html: string): HtmlWeight {
  let rest = html;
  const sizes = Object.fromEntries(
    Object.entries(parts).map(([name, pattern]) => {
      const found = rest.match(pattern) ?? [];
      rest = rest.replace(pattern, "");
      return [name, brotli11(found.join(""))];
    }),
  ) as Record<keyof typeof parts, number>;
  return { total: brotli11(html), ...sizes, rest: brotli11(rest), words: wordsIn(rest) };
}

/**
 * Copy a visitor reads or hears in attributes: image texts, labels, and the head's titles and descriptions
 * (a `<meta>`'s `content` only when it is one of those: the others are settings, addresses and sizes).
 */
const copyAttribute =
  /\s(?:alt|title|aria-label|placeholder)="([^"]*)"|<meta (?:name|property)="(?:description|[\w:]*(?:title|description|alt|site_name))" content="([^"]*)"/g;

/** The page's words, compressed alone: its text and the copy in its attributes, without the markup around them. */
export const wordsWeight = (html: string): number =>
  wordsIn(Object.values(parts).reduce((rest, pattern) => rest.replace(pattern, ""), html));

/** The words of markup already without its CSS, scripts and SVG. */
function wordsIn(markup: string): number {
  const attributes = [...markup.matchAll(copyAttribute)].map((match) => match[1] ?? match[2]);
  const text = markup
    .replace(/<!--[\s\S]*?-->/g, "")
    .split(/<[^>]*>/)
    .map((piece) => piece.trim())
    .filter(Boolean);
  return brotli11([...text, ...attributes].join("\n"));
}

/** One line for a page: its total and its parts, in bytes. */
export const describeWeight = (page: string, w: HtmlWeight): string =>
  `${page}: ${w.total} B (CSS ${w.css}, scripts ${w.scripts}, SVG ${w.svg}, rest ${w.rest}, of which words ${w.words}; each part compressed alone)`;
