import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    // Responsive AVIF/WebP for raster images imported with an explicit query
    // (app/assets/photos.ts); fonts, SVGs and `?url`/`?raw` imports are left alone.
    imagetools({
      include: /^[^?]+\.(?:avif|jpe?g|png|webp)\?(?!(?:url|raw|inline)(?:&|$)).+$/,
    }),
  ],
  build: { assetsInlineLimit: 0 },
});
