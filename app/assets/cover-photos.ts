/**
 * Article cover photos, uploaded by the editor into photos/covers/ and named
 * by an article's front matter (`coverPhoto`), made responsive at build time
 * by vite-imagetools as the other photos (photos.ts): each width in AVIF and
 * WebP, cropped to the covers' 8:5, with the intrinsic size for width and
 * height.
 *
 * Only the article loaders import this module (app/content/articles.server.ts,
 * run at build time): a page gets the one picture it shows in its loader
 * data, so no list of covers ships to the browser.
 */
import type { Cover } from "../content/covers.ts";
import { type Picture, pictureSet } from "./picture-set.ts";

const files = import.meta.glob<Picture>("./photos/covers/*.{jpg,jpeg,png,webp}", {
  // Literal options: Vite reads them statically. The widest cover is the article page's, 720 CSS px.
  query: { w: "480;800;1200;1600", aspect: "8:5", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});

/** The cover photo `file` (`photos/covers/…`, as the front matter names it), responsive. */
export function coverPhoto(file: string): Cover {
  const picture = files[`./${file}`];
  if (!picture) throw new Error(`app/assets/${file} is missing`);
  return { kind: "photo", ...pictureSet(picture) };
}
