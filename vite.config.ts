import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { imagetools } from "vite-imagetools";
import { sitePhotos } from "./app/assets/photos-plugin.ts";
import { writeArticleIndex } from "./app/content/article-index.ts";
import { contentProblems } from "./app/content/validate.ts";

/**
 * The content files the editor writes are checked against their schemas
 * before every build: a mistake stops the build with the file, the place and
 * the reason. The dev server prints the same as a warning and keeps running
 * (it restarts on each save, since this config imports the data through the
 * check), so that the editor can fix what it saved.
 * First of all, the list of articles the route table reads is rewritten from
 * the article files (app/content/article-index.ts): this plugin's `config`
 * hook runs before React Router's, which reads the route table for the
 * routes and the pre-render list, so a new article is built with the rest.
 */
function contentData(): Plugin {
  return {
    name: "content-data",
    async config() {
      await writeArticleIndex();
    },
    // An article saved, added or removed while the dev server runs rewrites the list; the list is a
    // dependency of this config and of the route config, so the server restarts with the new routes.
    configureServer(server) {
      server.watcher.on("all", (_event, file) => {
        if (/[\\/]app[\\/]content[\\/]articles[\\/][^\\/]+\.(fr|en)\.md$/.test(file)) {
          writeArticleIndex().catch((error: Error) => server.config.logger.error(error.message));
        }
      });
    },
    async buildStart() {
      const problems = await contentProblems();
      if (problems.length === 0) return;
      // The dev server keeps running, so that the editor can fix what it saved; a build stops.
      if (this.meta.watchMode) this.warn(problems.join("\n"));
      else this.error(problems.join("\n"));
    },
  };
}

export default defineConfig({
  plugins: [
    contentData(),
    tailwindcss(),
    reactRouter(),
    // The photos photos.json names, each imported once with its role's widths (app/assets/photos.ts).
    sitePhotos(),
    // Responsive AVIF/WebP for raster images imported with an explicit query
    // (app/assets/photos.ts, cover-photos.ts); fonts, SVGs and `?url`/`?raw` imports are left alone.
    imagetools({
      include: /^[^?]+\.(?:avif|jpe?g|png|webp)\?(?!(?:url|raw|inline)(?:&|$)).+$/,
    }),
  ],
  build: { assetsInlineLimit: 0 },
});
