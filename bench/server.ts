/**
 * `npm run bench:server`: the Node server against nginx serving the same
 * build (the generated config, prebuilt .br/.gz files), on a page, a hashed
 * asset and a 404. Rounds alternate between the two, so that both see the same
 * machine load; prints requests per second and p99 latency for each, and the
 * ratio Node / nginx. Needs a build and nginx with brotli_static (npm test's setup installs it).
 *
 *   npm run bench:server                              3 rounds of 5 s per case, 20 connections
 *   npm run bench:server -- --rounds 5 --duration 10 --connections 50 --node-port 4311 --nginx-port 4312
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { isHashedAsset } from "../app/site/http.ts";
import { pages } from "../app/site/pages.ts";
import { manifestPath, type SiteManifest } from "../server/site-manifest.ts";
import { startNginx } from "../tests/support/nginx.ts";
import { freePort, startServer } from "../tests/support/process.ts";
import { median } from "./median.ts";

type Histogram = { average: number; p99: number };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<{ requests: Histogram; latency: Histogram; non2xx: number; errors: number }>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const root = resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    "node-port": { type: "string" },
    "nginx-port": { type: "string" },
  },
});
const manifest = JSON.parse(readFileSync(manifestPath(join(root, "build")), "utf8")) as SiteManifest;
const staticDir = join(root, "build/client");
const asset = Object.keys(manifest.files).find((p) => isHashedAsset(p) && p.endsWith(".js"));
if (!asset) throw new Error("No hashed asset in the build: run npm run build.");
const cases = [
  ["page", pages.about.fr, 200],
  ["asset", asset, 200],
  ["404", "/nulle-part", 404],
] as const;

const nodePort = values["node-port"] ? Number(values["node-port"]) : undefined;
const work = mkdtempSync(join(tmpdir(), "bench-server-"));
const node = await startServer({ port: nodePort, output: "inherit", env: { DATA_DIR: work, LOG_LEVEL: "warn" } });
const nodeUrl = node.url;
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
try {
  nginx = await startNginx({
    manifest,
    staticDir,
    upstream: `127.0.0.1:${node.port}`,
    port: Number(values["nginx-port"] ?? (await freePort())),
  });
  const targets = { node: nodeUrl, nginx: nginx.url };
  const results = new Map<string, { rps: number[]; p99: number[] }>();
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const [name, path, status] of cases) {
      for (const [target, base] of Object.entries(targets)) {
        const r = await autocannon({
          url: `${base}${path}`,
          connections: Number(values.connections),
          duration: Number(values.duration),
          headers: { "accept-encoding": "br, gzip" },
        });
        if (r.errors > 0 || (status === 200 && r.non2xx > 0)) {
          throw new Error(`${target} ${path}: ${r.errors} errors, ${r.non2xx} non-2xx`);
        }
        const key = `${name}|${target}`;
        const entry = results.get(key) ?? { rps: [], p99: [] };
        entry.rps.push(r.requests.average);
        entry.p99.push(r.latency.p99);
        results.set(key, entry);
      }
    }
  }
  console.log(
    `\n${values.rounds} interleaved rounds of ${values.duration} s, ${values.connections} connections, Accept-Encoding: br, gzip (medians)\n`,
  );
  console.log("case    server  req/s     p99 ms   Node/nginx req/s");
  for (const [name, path] of cases) {
    const n = results.get(`${name}|node`);
    const x = results.get(`${name}|nginx`);
    if (!n || !x) continue;
    for (const [target, e] of [
      ["node", n],
      ["nginx", x],
    ] as const) {
      const ratio = target === "node" ? `${(median(n.rps) / median(x.rps)).toFixed(2)}×` : "";
      console.log(
        `${name.padEnd(7)} ${target.padEnd(7)} ${median(e.rps).toFixed(0).padStart(6)}  ${median(e.p99).toFixed(1).padStart(8)}   ${ratio}`,
      );
    }
    console.log(`        (${path})`);
  }
} finally {
  await nginx?.stop();
  await node.stop();
  rmSync(work, { recursive: true, force: true });
}
