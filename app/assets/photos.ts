/**
 * The site's photos, made responsive at build time by vite-imagetools: each
 * width in AVIF and in WebP, with the intrinsic size for width and height.
 * The fallback <img> is WebP, which every browser that lacks AVIF reads; no
 * JPEG, since sharp names it .jpeg in one build and .jpg in the other, which
 * would break hydration.
 *
 * Which file is the office and which the portrait is content: the editor
 * uploads photos into photos/ and names them in app/content/data/photos.json
 * (checked by the build: app/content/validate.ts); `virtual:photos`
 * (photos-plugin.ts) imports those files, and only those, with their role's
 * widths. office.jpg is a stand-in to replace (README, "Before going live").
 */
import { office, portrait } from "virtual:photos";
import { type PictureSet, pictureSet } from "./picture-set.ts";

export const photos: { office: PictureSet; portrait?: PictureSet } = {
  office: pictureSet(office),
  /** 4:5; until the practitioner adds hers, the pages that would show it draw an illustration instead. */
  portrait: portrait && pictureSet(portrait),
};
