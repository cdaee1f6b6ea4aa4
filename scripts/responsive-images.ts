/**
 * Responsive AVIF and WebP for raster images imported with an explicit query
 * (app/assets/photos.ts, cover-photos.ts); fonts, SVGs and `?url`/`?raw`
 * imports are left alone. The site's build and the unit tests use the same
 * (vite.config.ts, vitest.config.ts), so a loader that draws a photo gets the
 * same picture in both.
 */
import { imagetools } from "vite-imagetools";

export const responsiveImages = () =>
  imagetools({ include: /^[^?]+\.(?:avif|jpe?g|png|webp)\?(?!(?:url|raw|inline)(?:&|$)).+$/ });
