/**
 * URLs of the files the build generates for the <head> (scripts/head-files.ts
 * writes them): sharing images, feeds, icons and web manifests. The head tags
 * and the build both read this module, so a path is written once.
 */
import type { Lang } from "./lang.ts";

/** The Open Graph image of the page whose canonical path is `canonical`: /og/index.png, /og/en/about.png… */
export const ogImagePath = (canonical: string): string => `/og${canonical === "/" ? "/index" : canonical}.png`;

export const ogImageSize = { width: 1200, height: 630 } as const;

/** RSS 2.0 feeds of the articles, one per language. */
export const feedPaths = { fr: "/actualites/rss.xml", en: "/en/news/rss.xml" } as const satisfies Record<Lang, string>;

/** Web app manifests, one per language (name, title and start page differ). */
export const manifestPaths = { fr: "/manifest.webmanifest", en: "/en/manifest.webmanifest" } as const satisfies Record<
  Lang,
  string
>;

/**
 * Icons rendered from app/assets/favicon.svg; `svg` is that drawing itself, for the web manifests (the
 * pages link a copy under a hashed name, app/root.tsx).
 */
export const icons = {
  svg: "/favicon.svg",
  ico: "/favicon.ico",
  appleTouch: "/apple-touch-icon.png",
  png192: "/icon-192.png",
  png512: "/icon-512.png",
  maskable512: "/icon-maskable-512.png",
} as const;
