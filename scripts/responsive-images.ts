/**
 * The site's raster images, made responsive: the photos photos.json names,
 * each imported once with its role's widths (`virtual:photos`,
 * app/assets/photos-plugin.ts), and AVIF and WebP for raster images imported
 * with an explicit query (app/assets/photos.ts, cover-photos.ts); fonts, SVGs
 * and `?url`/`?raw` imports are left alone. The site's build and the unit
 * tests use the same (vite.config.ts, vitest.config.ts), so a loader that
 * draws a photo gets the same picture in both.
 */
import type { PluginOption } from "vite";
import { imagetools } from "vite-imagetools";
import { sitePhotos } from "../app/assets/photos-plugin.ts";

export const responsiveImages = (): PluginOption => [
  sitePhotos(),
  imagetools({ include: /^[^?]+\.(?:avif|jpe?g|png|webp)\?(?!(?:url|raw|inline)(?:&|$)).+$/ }),
];
