/**
 * Blog articles, read and rendered at build time only (pre-rendering runs the
 * loaders), so no Markdown parser ships to the browser. A French article's
 * front matter and text are typeset (app/site/typography.ts) before the
 * Markdown is rendered, which keeps links, code and placeholders as written.
 */
import matter from "gray-matter";
import { Marked, type TokenizerAndRendererExtension } from "marked";
import { coverIllustration } from "../assets/cover-illustrations.ts";
import { coverPhoto } from "../assets/cover-photos.ts";
import { distressLinkHtml, isDistressPlaceholder } from "../site/distress.ts";
import type { Lang } from "../site/lang.ts";
import { type ArticleId, articlePath, articles } from "../site/pages.ts";
import { typesetFrench } from "../site/typography.ts";
import type { Cover } from "./covers.ts";
import { fill, isSitePlaceholder } from "./fill.ts";
import { ContentError, frenchIssue, problemsOf } from "./problems.ts";
import { type FrontMatter, frontMatterSchema } from "./schema.ts";

export { frontMatterSchema };

export type ArticleTeaser = Omit<FrontMatter, "cover" | "coverPhoto"> & {
  cover: Cover;
  id: ArticleId;
  path: string;
  readingMinutes: number;
};
export type Article = ArticleTeaser & { html: string };

const sources = import.meta.glob<string>("./articles/*.md", { query: "?raw", import: "default", eager: true });

const WORDS_PER_MINUTE = 200;

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * `{placeholder}` in an article body, as in the copy modules: a fact filled
 * from the site config, or a distress number rendered as the same tap link as
 * the React copy's (app/site/distress.ts). Unknown names stay as written.
 */
const placeholders = (lang: Lang): TokenizerAndRendererExtension => ({
  name: "placeholder",
  level: "inline",
  start: (src) => src.indexOf("{"),
  tokenizer(src) {
    const match = /^\{(\w+)\}/.exec(src);
    if (match?.[1] && isSitePlaceholder(match[1])) return { type: "placeholder", raw: match[0], name: match[1] };
    return undefined;
  },
  renderer: (token) => {
    const name = String(token.name);
    return isDistressPlaceholder(name) ? distressLinkHtml(name) : escapeHtml(fill(`{${name}}`, lang));
  },
});

const renderers: Record<Lang, Marked> = {
  fr: new Marked({ extensions: [placeholders("fr")] }),
  en: new Marked({ extensions: [placeholders("en")] }),
};

/** An article's Markdown as its page shows it: French typeset, placeholders filled, distress numbers as tap links. */
export const renderArticleText = (markdown: string, lang: Lang): string =>
  renderers[lang].parse(lang === "fr" ? typesetFrench(markdown) : markdown, { async: false });

/**
 * The cover a page shows, ready to draw: an uploaded photo, else the
 * illustration. The loader hands it to the page, so only the covers a page
 * shows reach the browser, never a table of them.
 */
function coverOf(illustration: FrontMatter["cover"], photo: FrontMatter["coverPhoto"]): Cover {
  if (photo) return coverPhoto(photo);
  if (illustration) return coverIllustration(illustration);
  throw new Error("an article without a cover passed the front matter schema");
}

function load(id: ArticleId, lang: Lang): Article {
  const file = `./articles/${id}.${lang}.md`;
  const source = sources[file];
  if (source === undefined) throw new Error(`Missing article file ${file}`);
  const { data, content } = matter(source);
  const parsed = frontMatterSchema.safeParse(data, { error: frenchIssue });
  if (!parsed.success) throw new ContentError(problemsOf(`app/content/articles/${id}.${lang}.md`, parsed.error));
  const words = content.split(/\s+/).filter(Boolean).length;
  const { cover, coverPhoto: photo, ...front } = parsed.data;
  const typeset = (text: string) => (lang === "fr" ? typesetFrench(text) : text);
  return {
    ...front,
    title: typeset(front.title),
    category: typeset(front.category),
    summary: typeset(front.summary),
    alt: typeset(front.alt),
    metaTitle: typeset(front.metaTitle),
    metaDescription: typeset(front.metaDescription),
    cover: coverOf(cover, photo),
    id,
    path: articlePath(id, lang),
    readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
    html: renderArticleText(content, lang),
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
