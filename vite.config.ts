import { realpathSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, searchForWorkspaceRoot } from "vite";
import { contentPlugin } from "./scripts/content-plugin.ts";
import { responsiveImages } from "./scripts/responsive-images.ts";
import { shortClassNames } from "./scripts/short-classes.ts";

export default defineConfig({
  plugins: [contentPlugin(), shortClassNames(), tailwindcss(), reactRouter(), responsiveImages()],
  build: { assetsInlineLimit: 0 },
  // A copy of the repository whose node_modules is a link (the tests', scripts/practitioner-edits.ts) serves its
  // dependencies from where they really are.
  server: { fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync("node_modules")] } },
});
