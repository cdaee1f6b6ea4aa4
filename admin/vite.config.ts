import { resolve } from "node:path";
import { defineConfig } from "vite";

const root = import.meta.dirname;

/** The editor's own build: its page and bundle go to build/admin, apart from the visitor site (build/client). */
export default defineConfig({
  root,
  base: "./",
  publicDir: false,
  build: { outDir: resolve(root, "../build/admin"), emptyOutDir: true, chunkSizeWarningLimit: 8000 },
});
