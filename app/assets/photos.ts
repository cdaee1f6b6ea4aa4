/**
 * The site's photos, made responsive at build time by vite-imagetools (only
 * imports with an explicit query like these are processed, see
 * vite.config.ts): each width in AVIF and in WebP, with the intrinsic size
 * for width and height. The fallback <img> is WebP, which every browser that
 * lacks AVIF reads; no JPEG, since sharp names it .jpeg in one build and .jpg
 * in the other, which would break hydration. The JPGs in photos/ are
 * stand-ins to replace (README, "Before going live").
 */
import office from "./photos/office.jpg?w=480;800;1200;1600&format=avif;webp&as=picture";
import portrait from "./photos/portrait.jpg?w=320;480;640;960&format=avif;webp&as=picture";

export type Picture = typeof portrait;

export const photos = { portrait, office } satisfies Record<string, Picture>;
