import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { contentDataDir, contentProblems } from "./app/content/validate.ts";

/**
 * The content data files (app/content/data/, written by the editor) are
 * checked against their schemas before every build and dev start: a mistake
 * stops the build with the file, the place and the reason. In development a
 * broken save shows the same message in the browser's error overlay.
 */
function contentData(): Plugin {
  return {
    name: "content-data",
    async buildStart() {
      const problems = await contentProblems();
      if (problems.length === 0) return;
      // The dev server keeps running, so that the editor can fix what it saved; a build stops.
      if (this.meta.watchMode) this.warn(problems.join("\n"));
      else this.error(problems.join("\n"));
    },
    async hotUpdate({ file }) {
      if (!file.startsWith(contentDataDir)) return;
      const problems = await contentProblems();
      if (problems.length > 0) {
        this.environment.hot.send({ type: "error", err: { message: problems.join("\n"), stack: "" } });
        return [];
      }
    },
  };
}

export default defineConfig({
  plugins: [
    contentData(),
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
