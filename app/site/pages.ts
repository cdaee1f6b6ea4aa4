/**
 * The route table: the one place that knows every URL of the site.
 * routes.ts, the prerender list, internal links, the language toggle,
 * canonical/hreflang links and the server's redirects and 404 read it.
 * This module runs in the browser, in the build and in the Node server,
 * so it imports nothing but other plain modules and JSON data.
 */
import articleIndex from "../content/data/articles.json" with { type: "json" };
import { site } from "./config.ts";
import { withoutTrailingSlash } from "./http.ts";
import { type Lang, languages } from "./lang.ts";

type PagePaths = {
  readonly fr: string;
  readonly en: string;
  /** Extra French paths that render the same page (canonical: `fr`). */
  readonly aliases?: readonly string[];
  /** The route module that renders the page, relative to app/; by default the one for a page that is its copy alone. */
  readonly module?: string;
  /**
   * Not for search engines (a confirmation, say): the page says `noindex`
   * and the sitemap leaves it out.
   */
  readonly unlisted?: true;
};

/** The route module of every page that is its copy alone (sections, no loader of its own). */
const contentModule = "routes/content.tsx";

export const pages = {
  home: { fr: "/", en: "/en", module: "routes/home.tsx" },
  about: { fr: "/qui-suis-je", en: "/en/about", module: "routes/about.tsx" },
  therapies: { fr: "/therapies", en: "/en/therapies" },
  cbt: {
    fr: "/therapies/therapies-cognitivo-comportementales-tcc",
    en: "/en/therapies/cognitive-behavioural-therapy",
    module: "routes/therapy.tsx",
  },
  art: {
    fr: "/therapies/art-therapie",
    en: "/en/therapies/art-therapy",
    module: "routes/therapy.tsx",
  },
  nlp: {
    fr: "/therapies/pnl-programmation-neuro-linguistique",
    en: "/en/therapies/neuro-linguistic-programming",
    module: "routes/therapy.tsx",
  },
  hypnosis: {
    fr: "/therapies/hypnose-ericksonienne",
    en: "/en/therapies/ericksonian-hypnosis",
    module: "routes/therapy.tsx",
  },
  humanistic: {
    fr: "/therapies/therapie-humaniste",
    en: "/en/therapies/humanistic-therapy",
    module: "routes/therapy.tsx",
  },
  pma: { fr: "/pma", en: "/en/fertility-support", module: "routes/pma.tsx" },
  forWhom: { fr: "/pour-qui", en: "/en/who-we-help" },
  why: { fr: "/pourquoi-consulter", en: "/en/why-consult" },
  adult: {
    fr: "/consultation-adulte",
    en: "/en/who-we-help/adults",
    aliases: ["/pour-qui/adulte"],
    module: "routes/audience.tsx",
  },
  adolescent: {
    fr: "/consultation-adolescent",
    en: "/en/who-we-help/adolescents",
    aliases: ["/pour-qui/adolescent"],
    module: "routes/audience.tsx",
  },
  child: {
    fr: "/consultation-enfant",
    en: "/en/who-we-help/children",
    aliases: ["/pour-qui/enfant"],
    module: "routes/audience.tsx",
  },
  couple: {
    fr: "/therapie-couple",
    en: "/en/couples-therapy",
    aliases: ["/pour-qui/couple"],
  },
  family: {
    fr: "/therapie-familiale",
    en: "/en/family-therapy",
    aliases: ["/pour-qui/famille"],
  },
  pricing: { fr: "/tarifs", en: "/en/fees" },
  video: { fr: "/teleconsultation", en: "/en/online-sessions" },
  blog: { fr: "/actualites", en: "/en/news", module: "routes/blog.tsx" },
  office: { fr: "/cabinet", en: "/en/office", module: "routes/office.tsx" },
  contact: { fr: "/contact", en: "/en/contact", module: "routes/contact.tsx" },
  contactSent: {
    fr: "/contact/merci",
    en: "/en/contact/thank-you",
    unlisted: true,
  },
  legal: { fr: "/mentions-legales", en: "/en/legal-notice" },
  privacy: { fr: "/confidentialite", en: "/en/privacy" },
} as const satisfies Record<string, PagePaths>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

/** Whether search engines should find the page (see `unlisted`). */
export const isListed = (id: PageId): boolean => !(pages[id] as PagePaths).unlisted;
/** The pages a search engine should index, in the table's order. */
export const listedPageIds = pageIds.filter(isListed);

/**
 * Blog articles: the French slug is the article's id and its content file
 * name, the English slug is the English file's `slug`. Data, not code, so that
 * the practitioner can post an article from the editor: every build rewrites
 * this list from the Markdown files (app/content/article-index.ts).
 */
export const articles: readonly Readonly<Record<Lang, string>>[] = articleIndex;

/** An article's French slug; any string, since the list is data. */
export type ArticleId = string;

const articleBase = { fr: "/actualites", en: "/en/news" } as const satisfies Record<Lang, string>;

export const pathOf = (id: PageId, lang: Lang): string => pages[id][lang];

export const articlePath = (id: ArticleId, lang: Lang): string => {
  const article = articles.find((a) => a.fr === id);
  if (!article) throw new Error(`Unknown article ${id}`);
  return `${articleBase[lang]}/${article[lang]}`;
};

/** Where a page lives in the route config: one route per page, language and path. */
export type RouteEntry = { id: string; path: string; module: string };

export function routeEntries(): RouteEntry[] {
  const entries: RouteEntry[] = [];
  for (const id of pageIds) {
    const page: PagePaths = pages[id];
    const module = page.module ?? contentModule;
    for (const lang of languages) entries.push({ id: `${id}-${lang}`, path: page[lang], module });
    page.aliases?.forEach((path, i) => {
      entries.push({ id: `${id}-alias-${i + 1}`, path, module });
    });
  }
  // One static route per article and language, so that an unknown slug falls to the not-found route
  // in the browser exactly as on the server.
  for (const article of articles) {
    for (const lang of languages) {
      entries.push({
        id: `article-${lang}-${article.fr}`,
        path: articlePath(article.fr, lang),
        module: "routes/article.tsx",
      });
    }
  }
  redirects().forEach((r, i) => {
    entries.push({ id: `redirect-${i + 1}`, path: withoutTrailingSlash(r.from), module: "routes/redirect.tsx" });
  });
  entries.push({ id: "not-found-en", path: "/en/*", module: "routes/not-found.tsx" });
  entries.push({ id: "not-found-fr", path: "*", module: "routes/not-found.tsx" });
  return entries;
}

/** What a path of the site shows. */
export type Resolved =
  | { kind: "page"; id: PageId; lang: Lang; canonical: string }
  | { kind: "article"; id: ArticleId; lang: Lang; canonical: string };

export function resolvePath(rawPath: string): Resolved | undefined {
  const path = withoutTrailingSlash(rawPath);
  for (const id of pageIds) {
    const page: PagePaths = pages[id];
    for (const lang of languages) {
      if (page[lang] === path) return { kind: "page", id, lang, canonical: page[lang] };
    }
    if (page.aliases?.includes(path)) return { kind: "page", id, lang: "fr", canonical: page.fr };
  }
  for (const lang of languages) {
    const prefix = `${articleBase[lang]}/`;
    if (!path.startsWith(prefix)) continue;
    const slug = path.slice(prefix.length);
    const id = articles.find((a) => a[lang] === slug)?.fr;
    if (id) return { kind: "article", id, lang, canonical: `${prefix}${slug}` };
  }
  return undefined;
}

/** The same page in another language, for the toggle and hreflang links. */
export function counterpartPath(resolved: Resolved, lang: Lang): string {
  return resolved.kind === "page" ? pathOf(resolved.id, lang) : articlePath(resolved.id, lang);
}

/** Every path that shows a page: each page in each language, its aliases, each article in each language. */
export function pagePaths(): string[] {
  const paths: string[] = [];
  for (const id of pageIds) {
    const page: PagePaths = pages[id];
    paths.push(page.fr, page.en, ...(page.aliases ?? []));
  }
  for (const article of articles) for (const lang of languages) paths.push(articlePath(article.fr, lang));
  return paths;
}

/** Every URL to pre-render: the pages, and the not-found pages. */
export const prerenderPaths = (): string[] => [...pagePaths(), ...Object.values(notFoundPaths)];

/** Pre-rendered not-found documents that the server sends with status 404. */
export const notFoundPaths = { fr: "/404", en: "/en/404" } as const satisfies Record<Lang, string>;

export type Redirect = { from: string; to: string; status: 301 | 302 };

/** Old URLs of the previous site, matched with or without their trailing slash. */
export function redirects(): Redirect[] {
  return [
    ...articles.map((a) => ({ from: `/${a.fr}/`, to: articlePath(a.fr, "fr"), status: 301 as const })),
    { from: "/therapies-proposees/", to: pages.therapies.fr, status: 301 },
    { from: "/tag/rendez-vous/", to: site.bookingUrl, status: 302 },
  ];
}

/** Where to send a request for an old URL, its query string (e.g. campaign tags) carried over. */
export function withQuery(to: string, search: string): string {
  const query = search.replace(/^\?/, "");
  if (!query) return to;
  return `${to}${to.includes("?") ? "&" : "?"}${query}`;
}

/** The redirect for an old URL, among `list` (a build's own list, or this route table's). */
export function findRedirect(rawPath: string, list: readonly Redirect[] = redirects()): Redirect | undefined {
  const path = withoutTrailingSlash(rawPath);
  return list.find((r) => withoutTrailingSlash(r.from) === path);
}
