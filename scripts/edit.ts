/**
 * `npm run edit`: the editor (Decap CMS) on the working copy, without any
 * network. Three local servers:
 *
 * - the editor's page, http://localhost:8080/ (`EDIT_PORT`), with the
 *   config.yml generated from the content schemas (scripts/cms/config.ts);
 * - decap-server, Decap's local backend (`EDIT_PROXY_PORT`, 8081): it reads
 *   and writes the files of the working copy (`CONTENT_ROOT`, this
 *   repository by default); a save changes the files, not git: commit them;
 * - the site's dev server, http://localhost:5173/ (`EDIT_DEV_PORT`), which
 *   shows a saved change at once and shows a broken file's problem instead.
 *   `EDIT_SITE=0` leaves it out (the editor's tests).
 *
 * The editor is built into build/admin on first use (`npm run build:admin`).
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { cmsConfig } from "./cms/config.ts";

const root = resolve(import.meta.dirname, "..");
const adminDir = join(root, "build/admin");
const port = Number(process.env.EDIT_PORT ?? 8080);
const proxyPort = Number(process.env.EDIT_PROXY_PORT ?? 8081);
const devPort = Number(process.env.EDIT_DEV_PORT ?? 5173);
const contentRoot = resolve(process.env.CONTENT_ROOT ?? root);
const withSite = process.env.EDIT_SITE !== "0";

if (!existsSync(join(adminDir, "index.html"))) {
  const built = spawnSync("npm", ["run", "build:admin"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const children: ChildProcess[] = [];
/** A server the editor needs (`essential`: the editor stops without it) or the dev site (it may stop alone). */
function start(command: string, args: string[], env: Record<string, string>, essential: boolean) {
  const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code) => {
    if (stopping) return;
    console.error(`${args.join(" ")} stopped (${code})${essential ? "; stopping the editor." : "."}`);
    if (essential) stop(1);
  });
  children.push(child);
}

start(
  process.execPath,
  [join(root, "node_modules/decap-server/dist/index.js")],
  {
    PORT: String(proxyPort),
    BIND_HOST: "127.0.0.1",
    MODE: "fs",
    GIT_REPO_DIRECTORY: contentRoot,
    LOG_LEVEL: "warn",
  },
  true,
);
if (withSite) {
  start(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(devPort)],
    {},
    false,
  );
}

const config = JSON.stringify(cmsConfig({ localBackendUrl: `http://localhost:${proxyPort}/api/v1` }), null, 2);
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
};

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  if (path === "/config.yml") {
    // JSON is YAML: the generated configuration, pointing at this run's local backend.
    response.writeHead(200, { "content-type": "text/yaml; charset=utf-8", "cache-control": "no-store" });
    response.end(config);
    return;
  }
  const file = normalize(join(adminDir, path === "/" ? "index.html" : path));
  if (!file.startsWith(adminDir)) {
    response.writeHead(404).end();
    return;
  }
  try {
    const body = await readFile(file);
    response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
server.listen(port, "127.0.0.1", () => {
  console.log(`Editor: http://localhost:${port}/  (files of ${contentRoot})`);
  if (withSite) console.log(`Site, with your changes: http://localhost:${devPort}/`);
});

let stopping = false;
function stop(code = 0) {
  stopping = true;
  server.close();
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());
