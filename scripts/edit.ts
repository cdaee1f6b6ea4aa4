/**
 * `npm run edit`: the editor (Sveltia CMS) on this computer, without any
 * network. Two local servers:
 *
 * - the editor, http://localhost:8080/admin/ (`EDIT_PORT`): its page
 *   (admin/), its configuration generated from the content schemas
 *   (scripts/cms/config.ts) and Sveltia's files from node_modules. In
 *   Chrome or Edge, « Travailler avec un dépôt local » opens this project's
 *   folder and the editor reads and writes its files directly; a save
 *   changes the files, not git: commit them;
 * - the site's dev server, http://localhost:5173/ (`EDIT_DEV_PORT`), which
 *   shows a saved change at once and tells a broken file's problem.
 *   `EDIT_SITE=0` leaves it out (the editor's tests).
 *
 * Nothing is built: `npm run build` while the editor runs cannot affect it.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createServer } from "node:http";
import { basename, extname, join, resolve } from "node:path";
import { adminFile, adminPolicy } from "./cms/admin.ts";
import { cmsConfig } from "./cms/config.ts";

const root = resolve(import.meta.dirname, "..");
const port = Number(process.env.EDIT_PORT ?? 8080);
const devPort = Number(process.env.EDIT_DEV_PORT ?? 5173);
const withSite = process.env.EDIT_SITE !== "0";

// The sign-in page asks her to choose the folder of "<repo>": this one's name.
const config = `${JSON.stringify(cmsConfig({ repo: `local/${basename(root)}` }), null, 2)}\n`;
const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".mjs": "text/javascript; charset=utf-8",
  ".woff2": "font/woff2",
};
const headers = { "content-security-policy": adminPolicy(), "x-content-type-options": "nosniff" };

const server = createServer(async (request, response) => {
  const path = new URL(request.url ?? "/", "http://localhost").pathname;
  if (path === "/" || path === "/admin") {
    response.writeHead(302, { location: "/admin/" }).end();
    return;
  }
  if (path === "/admin/config.yml") {
    // JSON is YAML.
    response.writeHead(200, { ...headers, "content-type": "application/yaml", "cache-control": "no-store" });
    response.end(config);
    return;
  }
  const file = path.startsWith("/admin/") ? adminFile(path.slice("/admin/".length) || "index.html") : undefined;
  try {
    if (!file) throw new Error("not an editor file");
    const body = await readFile(file);
    response.writeHead(200, { ...headers, "content-type": types[extname(file)] ?? "application/octet-stream" });
    response.end(body);
  } catch {
    response.writeHead(404, headers).end();
  }
});

let stopping = false;
let site: ChildProcess | undefined;
if (withSite) {
  site = spawn(
    process.execPath,
    [join(root, "node_modules/@react-router/dev/bin.cjs"), "dev", "--port", String(devPort)],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  // The site may stop alone (a broken file it cannot load): the editor goes on.
  site.on("exit", (code) => {
    if (!stopping) console.error(`Le site de prévisualisation s’est arrêté (${code}) ; l’éditeur continue.`);
  });
}

server.listen(port, "127.0.0.1", () => {
  console.log(`Éditeur : http://localhost:${port}/admin/ (Chrome ou Edge)`);
  if (withSite) console.log(`Site, avec vos modifications : http://localhost:${devPort}/`);
});

function stop() {
  stopping = true;
  server.close();
  site?.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
