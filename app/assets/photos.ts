/**
 * The site's photos, made responsive at build time by vite-imagetools (only
 * imports with an explicit query like these are processed, see
 * vite.config.ts): each width in AVIF and in WebP, with the intrinsic size
 * for width and height. The fallback <img> is WebP, which every browser that
 * lacks AVIF reads; no JPEG, since sharp names it .jpeg in one build and .jpg
 * in the other, which would break hydration. office.jpg is a stand-in to
 * replace (README, "Before going live").
 */
import office from "./photos/office.jpg?w=480;800;1200;1600&format=avif;webp&as=picture";

export type Picture = typeof office;

/**
 * The practitioner's portrait, shown only once a real photo is there:
 * `photos/portrait.jpg` (or .jpeg, .png, .webp), 4:5. Until then the pages
 * that would show it draw an illustration instead, never a stand-in face
 * with a text claiming to be her.
 */
const portraitFiles = import.meta.glob<Picture>("./photos/portrait.{jpg,jpeg,png,webp}", {
  query: { w: "320;480;640;960", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});

export const photos: { office: Picture; portrait?: Picture } = {
  office,
  portrait: Object.values(portraitFiles)[0],
};
