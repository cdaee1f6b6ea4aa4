import type { MetaDescriptor } from "react-router";
import type { Lang } from "../site/lang.ts";
import { langOfPath } from "../site/lang.ts";
import { type PageId, resolvePath } from "../site/pages.ts";
import { pageMeta } from "./meta.ts";

type WithMeta = { meta: { title: string; description: string } };

/** `meta` for a route whose copy is a {fr, en} pair. */
export const copyMeta =
  <T extends WithMeta>(copy: Record<Lang, T>) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
    pageMeta(location.pathname, copy[langOfPath(location.pathname)].meta);

/** For a route module shared by several pages (e.g. the five therapies): the copy of the page at this path. */
export function copyFor<T>(copies: Partial<Record<PageId, Record<Lang, T>>>, pathname: string): T {
  const resolved = resolvePath(pathname);
  const copy = resolved?.kind === "page" ? copies[resolved.id] : undefined;
  if (!copy || !resolved) throw new Error(`No copy for ${pathname}`);
  return copy[resolved.lang];
}

/** `meta` for a route module shared by several pages. */
export const sharedMeta =
  <T extends WithMeta>(copies: Partial<Record<PageId, Record<Lang, T>>>) =>
  ({ location }: { location: { pathname: string } }): MetaDescriptor[] =>
    pageMeta(location.pathname, copyFor(copies, location.pathname).meta);

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
