/**
 * The portrait's stand-in while there is no photo of her: the practice's
 * drawing as an image, in the light theme's colours and the dark theme's
 * (written from illustrations/practice.svg by scripts/theme-illustrations.ts),
 * so that it loads and lays out as the photo will, out of the page's HTML.
 */

import dark from "./illustrations/dark/practice.svg?url";
import light from "./illustrations/light/practice.svg?url";
import type { PictureSet } from "./picture-set.ts";

export const portraitDrawing: PictureSet = {
  src: light,
  width: 320,
  height: 300,
  sources: [{ media: "(prefers-color-scheme: dark)", srcSet: dark }],
};
