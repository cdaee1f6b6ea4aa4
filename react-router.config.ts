import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/pages.ts";

export default {
  // Every page is pre-rendered to static HTML; there is no runtime rendering server.
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 2 },
  // The whole route manifest ships with the first page: no /__manifest requests to a static host.
  routeDiscovery: { mode: "initial" },
  // The dev server (the editor's preview) finds every dependency from the routes when it starts, rather
  // than on a first visit, which Vite answered by bundling them and reloading the page.
  future: { unstable_optimizeDeps: true },
  // No single-page fallback: every path is pre-rendered, and an unknown one gets its language's 404
  // page. The fallback React Router writes anyway would be one more page, untitled, on a static host.
  async buildEnd({ reactRouterConfig }) {
    await rm(join(reactRouterConfig.buildDirectory, "client", "__spa-fallback.html"));
  },
} satisfies Config;
