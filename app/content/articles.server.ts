/**
 * Blog articles, read and rendered at build time only (pre-rendering runs the
 * loaders), so no Markdown parser ships to the browser.
 */
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import type { Lang } from "../site/lang.ts";
import { type ArticleId, articlePath, articles } from "../site/pages.ts";
import { coverIds } from "./covers.ts";

const isoDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((d) => (typeof d === "string" ? d : d.toISOString()).slice(0, 10));

export const frontMatterSchema = z.strictObject({
  title: z.string().min(10).max(120),
  category: z.string().min(2).max(40),
  date: isoDate,
  updated: isoDate.optional(),
  summary: z.string().min(40).max(320),
  /** An illustration of app/assets/illustrations/ (covers.ts lists them). */
  cover: z.enum(coverIds),
  alt: z.string().min(10),
  /** The search result's title, before " | " and the practitioner's name (the page's <title> stays within 60 characters). */
  metaTitle: z.string().min(10).max(42),
  /** The search result's description: written for a person who searches, not cut from the summary. */
  metaDescription: z.string().min(50).max(160),
});

export type ArticleTeaser = z.infer<typeof frontMatterSchema> & {
  id: ArticleId;
  path: string;
  readingMinutes: number;
};
export type Article = ArticleTeaser & { html: string };

const sources = import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });

const WORDS_PER_MINUTE = 200;

function load(id: ArticleId, lang: Lang): Article {
  const file = `./articles/${id}.${lang}.md`;
  const source = sources[file];
  if (source === undefined) throw new Error(`Missing article file ${file}`);
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) throw new Error(`Invalid front matter in ${file}: ${z.prettifyError(parsed.error)}`);
  const words = content.split(/\s+/).filter(Boolean).length;
  return {
    ...parsed.data,
    id,
    path: articlePath(id, lang),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    html: marked.parse(content, { async: false }),
  };
}

export function getArticle(id: ArticleId, lang: Lang): Article {
  return load(id, lang);
}

/** Teasers, newest first. */
export function listArticles(lang: Lang): ArticleTeaser[] {
  return articles
    .map((a) => {
      const { html: _html, ...teaser } = load(a.fr, lang);
      return teaser;
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
