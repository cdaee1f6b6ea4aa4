/**
 * The article covers: one hand-written SVG per id in app/assets/illustrations/
 * (`<id>.svg`). An article's front matter names its cover by id; the schema in
 * articles.server.ts accepts only these, and covers.test.ts checks that every
 * id has its file and that every illustration stays within its byte budget.
 * An article may show an uploaded photo instead (`Cover`).
 */
import type { PictureSet } from "../assets/picture-set.ts";

export const coverIds = [
  "inner-listening",
  "first-session",
  "online-booking",
  "couple",
  "pma",
  "relationships",
  "conference",
] as const;

export type CoverId = (typeof coverIds)[number];

/** The covers' drawing size (viewBox 0 0 640 400): the <img> width and height. */
export const coverSize = { width: 640, height: 400 } as const;

/**
 * An article's cover as the page draws it: one of the illustrations, with
 * its dark version (app/assets/cover-illustrations.ts), or a photo the
 * editor uploaded (app/assets/cover-photos.ts), which wins when the front
 * matter names both. A photo has no dark version: it is not drawn in the
 * site's colours. The article loaders resolve it at build time, so the
 * pages get only the covers they show, not a table of them.
 */
export type Cover = PictureSet & { kind: "illustration" | "photo" };
