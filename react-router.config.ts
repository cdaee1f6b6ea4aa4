import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/site/pages.ts";

export default {
  // Every page is pre-rendered to static HTML; there is no runtime rendering server.
  ssr: false,
  prerender: { paths: prerenderPaths(), concurrency: 2 },
  // The whole route manifest ships with the first page: no /__manifest requests to a static host.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
