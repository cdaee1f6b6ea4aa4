/**
 * After `react-router build`: inline only each page's critical CSS, defer its hydration and move its
 * loader data and its module script to files of their own (rewrite-page.ts), write the sharing
 * images, feeds, icons and web manifests (head-files.ts), sitemap.xml and robots.txt, precompress every
 * text file (Brotli and gzip) and, for static hosts, _redirects and _headers; build/nginx.conf for nginx
 * (scripts/nginx.ts); copy the editor's page into build/admin/ (scripts/cms/admin.ts);
 * and write build/site-manifest.json, which the server loads at start: each
 * file's ETag and encodings, for each HTML page the sha256 of its inline
 * scripts, so that the Content-Security-Policy can forbid every other one, and
 * the route table the pages were rendered from.
 */
import { createHash } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { copyFigures } from "../server/copy-figures.ts";
import {
  adminDirOf,
  builtRoutes,
  compressible,
  type FileEntry,
  inlineScriptHashes,
  manifestPath,
  type SiteManifest,
} from "../server/site-manifest.ts";
import { adminFiles } from "./cms/admin.ts";
import { cmsConfig } from "./cms/config.ts";
import { loaderDataFileOf } from "./defer-hydration.ts";
import { writeHeadFiles } from "./head-files.ts";
import { nginxConfig } from "./nginx.ts";
import { cacheDirOf, precompressor } from "./precompress.ts";
import { rewritePage } from "./rewrite-page.ts";
import { lastModified, robotsTxt, sitemapXml } from "./sitemap.ts";
import { headersFile, redirectsFile } from "./static-host.ts";

const clientDir = "build/client";

function* walk(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* walk(full);
    else yield full;
  }
}

const articlesModified = await writeHeadFiles(clientDir);
writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(lastModified(articlesModified)));
writeFileSync(join(clientDir, "robots.txt"), robotsTxt());

const manifest: SiteManifest = {
  files: {},
  analytics: Boolean(process.env.VITE_ANALYTICS_ID),
  figures: copyFigures(),
  routes: builtRoutes(),
};
let raw = 0;
let brotliTotal = 0;

const urlPathOf = (file: string) => `/${relative(clientDir, file).split(sep).join("/")}`;

// Pages first: their loader data files are then compressed and listed with the rest.
for (const file of [...walk(clientDir)].filter((name) => name.endsWith(".html"))) {
  const { html, loaderData, hydration, stylesheet } = await rewritePage(readFileSync(file, "utf8"), urlPathOf(file));
  writeFileSync(file, html);
  if (loaderData !== undefined) writeFileSync(join(clientDir, loaderDataFileOf(urlPathOf(file))), loaderData);
  if (hydration) writeFileSync(join(clientDir, hydration.href), hydration.code);
  if (stylesheet) writeFileSync(join(clientDir, stylesheet.href), stylesheet.css);
}

const precompressed = precompressor(cacheDirOf(process.cwd()));

/** `file`'s manifest entry, once its Brotli and gzip twins are written beside it (text files over 512 bytes). */
async function describe(file: string, urlPath: string): Promise<FileEntry> {
  const body = readFileSync(file);
  const encodings: ("br" | "gzip")[] = [];
  if (compressible(urlPath) && body.length > 512) {
    const { br, gz } = await precompressed.twins(body);
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    encodings.push("br", "gzip");
    raw += body.length;
    brotliTotal += br.length;
  }
  return {
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    encodings,
    ...(urlPath.endsWith(".html") ? { scriptHashes: inlineScriptHashes(body.toString("utf8")) } : {}),
  };
}

/** The manifest entries of `files` (url path → file), in their order: files compress side by side. */
const describeAll = async (files: [string, string][]): Promise<Record<string, FileEntry>> =>
  Object.fromEntries(
    await Promise.all(files.map(async ([urlPath, file]) => [urlPath, await describe(file, urlPath)] as const)),
  );

manifest.files = await describeAll(
  [...walk(clientDir)]
    .filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"))
    .map((file) => [urlPathOf(file), file]),
);

// The editor, with the pages it edits (docs/editing.md, "The editor online, from any browser"): served at /admin/ by the server, not
// by static hosts, so it lives beside client/. Its configuration waits for the server's repository and branch.
const adminDir = adminDirOf("build");
rmSync(adminDir, { recursive: true, force: true });
const admin: [string, string][] = [];
for (const [path, source] of adminFiles()) {
  const file = join(adminDir, path);
  mkdirSync(dirname(file), { recursive: true });
  copyFileSync(source, file);
  admin.push([`/${path}`, file]);
}
manifest.admin = { files: await describeAll(admin), config: cmsConfig() };
precompressed.prune();

writeFileSync(manifestPath("build"), JSON.stringify(manifest));
// For static hosts; our own server never serves these (see server/app.ts).
writeFileSync(join(clientDir, "_redirects"), redirectsFile());
writeFileSync(join(clientDir, "_headers"), headersFile(manifest));
// For nginx in front (or instead) of the Node server: next to the manifest, never served.
writeFileSync(
  "build/nginx.conf",
  nginxConfig(manifest, {
    root: process.env.NGINX_ROOT ?? resolve(clientDir),
    listen: process.env.NGINX_LISTEN ?? "80",
    upstream: process.env.NGINX_UPSTREAM ?? "127.0.0.1:3000",
  }),
);
console.log(
  `postbuild: ${Object.keys(manifest.files).length} files, text ${(raw / 1024).toFixed(0)} KiB → ${(brotliTotal / 1024).toFixed(0)} KiB with Brotli`,
);
