/**
 * `npm run bench:contact`: load on POST /api/contact with autocannon (20
 * concurrent clients by default), against the real server (node
 * server/main.ts) started on a free port with a throw-away DATA_DIR and no
 * SMTP. Prints submissions per second, p99 latency, and the number of
 * messages stored against the number acknowledged (they must be equal).
 *
 *   npm run bench:contact                       10 s, 20 connections
 *   npm run bench:contact -- --duration 30 --connections 50
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { databaseFile, MessageStore } from "../server/contact/db.ts";

const root = resolve(import.meta.dirname, "..");

/** The part of autocannon's API used here (the package ships no types). */
type Histogram = { average: number; p50: number; p99: number; max: number };
type RawRequest = { method?: string; headers?: Record<string, string>; body?: string };
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests: {
    method: string;
    setupRequest: (request: RawRequest) => RawRequest;
    onResponse: (status: number, body: string) => void;
  }[];
}) => Promise<{ requests: Histogram; latency: Histogram; errors: number; timeouts: number }>;
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.on("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => done(typeof address === "object" && address ? address.port : 0));
    });
  });

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + 30_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not start within 30 s");
}

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

const work = mkdtempSync(join(tmpdir(), "bench-contact-"));
const dataDir = join(work, "data");
const staticDir = join(work, "static");
mkdirSync(staticDir);
const port = await freePort();
const server = spawn(join(root, "node_modules/.bin/node"), ["server/main.ts"], {
  cwd: root,
  env: {
    PATH: process.env.PATH ?? "",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    // Every request gets its own address below, so the rate limit measures nothing here.
    TRUST_PROXY: "true",
    LOG_LEVEL: "error",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let exitCode = 0;
try {
  const base = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${base}/healthz`, server);

  let sequence = 0;
  const acknowledged = new Set<string>();
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${base}/api/contact`,
    connections,
    duration,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          const n = ++sequence;
          return {
            ...request,
            headers: {
              "content-type": "application/json",
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({
              variant: "full",
              lang: n % 2 ? "fr" : "en",
              key: `bench-${process.pid}-${n}`,
              firstName: "Camille",
              lastName: `Test ${n}`,
              email: `camille.test${n}@example.org`,
              phone: "06 39 98 12 34",
              reason: "individual",
              message: `Bonjour, ceci est le message de test numéro ${n} envoyé par le banc d’essai.`,
              consent: true,
            }),
          };
        },
        onResponse: (status, body) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 201) acknowledged.add((JSON.parse(body) as { id: string }).id);
        },
      },
    ],
  });

  const store = new MessageStore(databaseFile(dataDir));
  const storedIds = new Set(store.list().map((r) => r.public_id));
  store.close();
  const missing = [...acknowledged].filter((id) => !storedIds.has(id));

  const rows: [string, string][] = [
    ["connections", String(connections)],
    ["duration", `${duration} s`],
    ["submissions per second (mean)", result.requests.average.toFixed(0)],
    ["latency p50", `${result.latency.p50} ms`],
    ["latency p99", `${result.latency.p99} ms`],
    ["latency max", `${result.latency.max} ms`],
    ["acknowledged (201)", String(acknowledged.size)],
    ["stored in SQLite", String(storedIds.size)],
    ["acknowledged but not stored", String(missing.length)],
    [
      "other answers",
      [...statuses]
        .filter(([s]) => s !== 201)
        .map(([s, n]) => `${s}×${n}`)
        .join(", ") || "none",
    ],
    ["connection errors / timeouts", `${result.errors} / ${result.timeouts}`],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  process.stdout.write(
    `\nPOST /api/contact, SQLite WAL + synchronous=FULL, no SMTP\n${rows.map(([k, v]) => `  ${k.padEnd(width)}  ${v}`).join("\n")}\n`,
  );
  if (missing.length > 0) {
    process.stdout.write(`\nFAILED: ${missing.length} acknowledged submission(s) are not in the database.\n`);
    exitCode = 1;
  } else {
    const extra = storedIds.size - acknowledged.size;
    process.stdout.write(
      `\nEvery acknowledged submission is stored${extra > 0 ? ` (${extra} more were stored while their answer was cut off by the end of the run)` : ""}.\n`,
    );
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  rmSync(work, { recursive: true, force: true });
}
process.exitCode = exitCode;
