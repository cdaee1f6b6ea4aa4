import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

/** The editor's own build: its page and bundle go to build/admin, apart from the visitor site (build/client). */
export default defineConfig({
  root,
  base: "./",
  // The prebuilt UMD bundle (React and ReactDOM as its only imports) bundles in seconds; its ESM sources take minutes.
  resolve: { alias: { "decap-cms-app": resolve(root, "../node_modules/decap-cms-app/dist/decap-cms-app.js") } },
  publicDir: false,
  build: { outDir: resolve(root, "../build/admin"), emptyOutDir: true, chunkSizeWarningLimit: 8000 },
});
