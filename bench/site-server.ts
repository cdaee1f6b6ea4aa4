/**
 * The site as a bench measures it: the real server on the build (or on
 * STATIC_DIR, another build, for a before/after), on BENCH_PORT or a free
 * port, with a throw-away data folder.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer } from "../tests/support/process.ts";

export const staticDir = process.env.STATIC_DIR ?? "build/client";

export function startSiteServer(bench: string, output: "inherit" | "stderr" = "inherit") {
  return startServer({
    ...(process.env.BENCH_PORT ? { port: Number(process.env.BENCH_PORT) } : {}),
    output,
    env: { STATIC_DIR: staticDir, LOG_LEVEL: "error", DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${bench}-`)) },
  });
}
