/**
 * `npm run bench [path…]`: Lighthouse (mobile, simulated throttling) on the
 * built site served by the real server, and the bytes of a first visit.
 * Prints figures; it is not a test (timings vary from machine to machine).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { prerenderPaths, resolvePath } from "../app/site/pages.ts";
import { pageWeight } from "../server/page-weight.ts";

const port = 4480;
const paths = process.argv.length > 2 ? process.argv.slice(2) : prerenderPaths().filter((p) => resolvePath(p));

const server = spawn(process.execPath, ["server/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "error",
    DATA_DIR: mkdtempSync(join(tmpdir(), "bench-")),
  },
  stdio: "inherit",
});
for (let i = 0; i < 50; i++) {
  if (
    await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  await new Promise((r) => setTimeout(r, 200));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: string[][] = [];
try {
  for (const path of paths) {
    const result = await lighthouse(`http://127.0.0.1:${port}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${path}`);
    const score = (id: string) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100));
    const ms = (id: string) => String(Math.round(lhr.audits[id]?.numericValue ?? 0));
    const weight = pageWeight("build/client", path);
    rows.push([
      path,
      score("performance"),
      score("accessibility"),
      score("best-practices"),
      score("seo"),
      ms("first-contentful-paint"),
      ms("largest-contentful-paint"),
      ms("total-blocking-time"),
      (lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3),
      kb(weight.html),
      kb(weight.js),
    ]);
    console.log(rows.at(-1)?.join("\t"));
  }
} finally {
  await chrome.kill();
  server.kill("SIGTERM");
}

const header = ["page", "perf", "a11y", "best", "seo", "FCP ms", "LCP ms", "TBT ms", "CLS", "HTML KB", "JS KB"];
console.log(`\n${[header, ...rows].map((r) => r.join("\t")).join("\n")}`);
console.log("\nBytes are Brotli-compressed; timings are Lighthouse's simulated mobile run on this machine.");
