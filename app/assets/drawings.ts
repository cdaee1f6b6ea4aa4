/**
 * The drawings as pages show them (`<Drawing name>`): in the light theme's
 * colours, with the dark theme's version as a <source> for
 * `prefers-color-scheme: dark`, each a hashed file cached for good, out of
 * the pages' HTML (decision 006).
 */
import type { DrawingName } from "./drawing-names.ts";
import lostDark from "./illustrations/dark/lost.svg?url";
import pathDark from "./illustrations/dark/path.svg?url";
import practiceDark from "./illustrations/dark/practice.svg?url";
import lost from "./illustrations/light/lost.svg?url";
import path from "./illustrations/light/path.svg?url";
import practice from "./illustrations/light/practice.svg?url";
import type { PictureSet } from "./picture-set.ts";

const drawing = (light: string, dark: string, width: number, height: number): PictureSet => ({
  src: light,
  width,
  height,
  sources: [{ media: "(prefers-color-scheme: dark)", srcSet: dark }],
});

/** Each drawing's files and its size (its SVG's width and height). */
export const drawings = {
  practice: drawing(practice, practiceDark, 320, 300),
  path: drawing(path, pathDark, 320, 300),
  lost: drawing(lost, lostDark, 320, 260),
} satisfies Record<DrawingName, PictureSet>;
