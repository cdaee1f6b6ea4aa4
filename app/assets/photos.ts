/**
 * The site's photos, made responsive at build time by vite-imagetools (only
 * imports with an explicit query like these are processed, see
 * vite.config.ts): each width in AVIF and in WebP, with the intrinsic size
 * for width and height. The fallback <img> is WebP, which every browser that
 * lacks AVIF reads; no JPEG, since sharp names it .jpeg in one build and .jpg
 * in the other, which would break hydration.
 *
 * Which file is the office and which the portrait is content: the editor
 * uploads photos into photos/ and names them in app/content/data/photos.json
 * (checked by the build: app/content/validate.ts). office.jpg is a stand-in
 * to replace (README, "Before going live").
 */
import { assetPath } from "../content/asset-path.ts";
import chosen from "../content/data/photos.json" with { type: "json" };
import { type Picture, type PictureSet, pictureSet } from "./picture-set.ts";

const officeFiles = import.meta.glob<Picture>("./photos/*.{jpg,jpeg,png,webp}", {
  // Literal options: Vite reads them statically.
  query: { w: "480;800;1200;1600", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});
/** 4:5; until the practitioner adds hers, the pages that would show it draw an illustration instead. */
const portraitFiles = import.meta.glob<Picture>("./photos/*.{jpg,jpeg,png,webp}", {
  query: { w: "320;480;640;960", format: "avif;webp", as: "picture" },
  import: "default",
  eager: true,
});

const office = officeFiles[`./${assetPath(chosen.office.file)}`];
if (!office) throw new Error(`app/content/data/photos.json: app/assets/${chosen.office.file} is missing`);

// The editor leaves out a portrait it has none of.
const portraitFile = (chosen.portrait as { file?: string | null }).file;
const portrait = portraitFile ? portraitFiles[`./${assetPath(portraitFile)}`] : undefined;

export const photos: { office: PictureSet; portrait?: PictureSet } = {
  office: pictureSet(office),
  portrait: portrait && pictureSet(portrait),
};
