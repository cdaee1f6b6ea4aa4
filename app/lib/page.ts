import type { MetaDescriptor } from "react-router";
import type { Lang } from "../site/lang.ts";
import { langOfPath } from "../site/lang.ts";
import { type PageId, resolvePath } from "../site/pages.ts";
import { pageMeta } from "./meta.ts";

type WithMeta = { meta: { title: string; description: string } };

/**
 * A loader that hands the page the copy of its own language. Loaders run at
 * build time only (pre-rendering): React Router strips them, and the copy
 * modules only they import, from the browser's bundle. The copy reaches the
 * browser inside the page's HTML and its `.data` file, one language at a time.
 */
export const copyLoader =
  <T>(copy: Record<Lang, T>) =>
  ({ request }: { request: Request }) => ({ copy: copy[langOfRequest(request)] });

/** The language of the page a loader runs for. */
export const langOfRequest = (request: Request): Lang => langOfPath(pagePathOf(request));

/** `copyLoader` for a route module shared by several pages (e.g. the five therapies). */
export const sharedLoader =
  <T>(copies: Partial<Record<PageId, Record<Lang, T>>>) =>
  ({ request }: { request: Request }) => ({ copy: copyFor(copies, pagePathOf(request)) });

/** `meta` for a route whose loader returns `{ copy }`. */
export const loaderMeta = ({
  location,
  loaderData,
}: {
  location: { pathname: string };
  loaderData: { copy: WithMeta } | undefined;
}): MetaDescriptor[] => (loaderData ? pageMeta(location.pathname, loaderData.copy.meta) : []);

/** For a route module shared by several pages (e.g. the five therapies): the copy of the page at this path. */
export function copyFor<T>(copies: Partial<Record<PageId, Record<Lang, T>>>, pathname: string): T {
  const resolved = resolvePath(pathname);
  const copy = resolved?.kind === "page" ? copies[resolved.id] : undefined;
  if (!copy || !resolved) throw new Error(`No copy for ${pathname}`);
  return copy[resolved.lang];
}

/**
 * The page path a loader runs for. Pre-rendering and client navigations call
 * loaders with React Router's data URL (`/en.data`, `/en/news.data`, `/_.data`
 * for `/`), not the page's path: read the language or the page from this.
 */
export function pagePathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  if (pathname === "/_.data") return "/";
  return pathname.replace(/\.data$/, "");
}
