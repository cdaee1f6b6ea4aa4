import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath, headlessShellPath } from "./tests/support/chromium.ts";

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Tests of what the browser's interface does (it fetches the tab's icon) run in the whole browser;
 * every other test in its headless shell, which needs about half the CPU time (tests/support/chromium.ts).
 */
const browserInterface = /@browser-interface/;
const headlessShell = { launchOptions: { executablePath: headlessShellPath, args: chromiumArgs } };
const wholeBrowser = { launchOptions: { executablePath: chromiumPath, args: chromiumArgs } };
/**
 * The editor's specs run their tests in order, up to a minute each (a real build): queued first, they
 * start on both workers while the many short tests wait, which then even out the end of the run.
 */
const editorSpecs = /\/editor[^/]*\.spec\.ts$/;
/** The crawler's specs read one crawl of the site (tests/e2e/crawler-helpers.ts), made once per worker: one worker crawls once. */
const crawlerSpecs = /\/crawler-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Every core (Playwright's default is half): two on CI's two cores, where a worker alone left one mostly idle.
  workers: "100%",
  // No retries, in CI either: a flaky test is fixed at its cause, never hidden.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  // Generous: CI machines have two cores shared by the server, the browser and the tests.
  expect: { timeout: 10_000 },
  use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${port}` },
  projects: [
    { name: "editor", testMatch: editorSpecs, use: headlessShell },
    { name: "crawler", testMatch: crawlerSpecs, workers: 1, use: headlessShell },
    {
      name: "headless shell",
      testIgnore: [editorSpecs, crawlerSpecs],
      grepInvert: browserInterface,
      use: headlessShell,
    },
    { name: "browser", grep: browserInterface, use: wholeBrowser },
  ],
  // The built site served by the real server, with a throw-away database.
  webServer: {
    command: "node server/main.ts",
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 30_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-e2e-")),
      LOG_LEVEL: "warn",
    },
  },
});
