import { defineConfig } from "vitest/config";
import { responsiveImages } from "./scripts/responsive-images.ts";

// Units and integration tests run in Node; browser behaviour is tested by Playwright (tests/e2e).
// Photos are made responsive as in the build, so a loader that draws an uploaded cover works here too.
export default defineConfig({
  plugins: [responsiveImages()],
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"],
    environment: "node",
    // A worker's test files share its modules: 0.72 of the time (farm-bench, unit tests without the
    // publishing one). So nothing one file changes in a global reaches the next, spies and stubs are undone.
    isolate: false,
    // Every core (Vitest's default leaves one free): beside the practitioner's edits in `npm test`,
    // 0.78 of the time of one worker (farm-bench, two alternated runs).
    maxWorkers: "100%",
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
