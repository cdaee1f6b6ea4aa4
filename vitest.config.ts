import { defineConfig } from "vitest/config";

// Units and integration tests run in Node; browser behaviour is tested by Playwright (tests/e2e).
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
