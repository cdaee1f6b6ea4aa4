/**
 * The pre-rendered site, loaded into memory at start (a few megabytes): each
 * file with its precompressed variants, ETag and, for pages, CSP hashes.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { Redirect } from "../app/site/pages.ts";
import type { CopyFigures } from "./copy-figures.ts";
import { adminDirOf, buildDirOf, type FileEntry, manifestPath, type SiteManifest } from "./site-manifest.ts";

/** Media type per extension; the nginx config is generated from the same table. */
export const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
  // React Router's single-fetch payloads for client navigations.
  ".data": "text/x-script; charset=utf-8",
};

export type StaticFile = FileEntry & {
  type: string;
  body: Buffer;
  variants: Partial<Record<"br" | "gzip", Buffer>>;
};

export type StaticSite = {
  get(urlPath: string): StaticFile | undefined;
  analytics: boolean;
  /** Figures the built copy states (server/copy-figures.ts). */
  figures?: CopyFigures;
  /** Every path, in its canonical spelling, that shows a page of this build. */
  pages: ReadonlySet<string>;
  /** This build's redirects of old URLs. */
  redirects: readonly Redirect[];
  /** The editor built with these pages (build/admin/), if the build has one. */
  admin?: EditorFiles;
};

export type EditorFiles = {
  /** A file by its path under /admin (`/index.html`, `/sveltia/dist/sveltia-cms.js`…). */
  get(path: string): StaticFile | undefined;
  /** Its configuration, without the repository and branch. */
  config: Record<string, unknown>;
};

/**
 * The build whose client files are in `staticDir`, or undefined if there is
 * none; throws if its manifest lacks what this server needs (a build made by
 * older code: build it again).
 */
export function loadStaticSite(staticDir: string): StaticSite | undefined {
  const path = manifestPath(buildDirOf(staticDir));
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, "utf8")) as SiteManifest;
  if (!manifest.routes) throw new Error(`${path} has no route table: build the site again (npm run build)`);
  const files = loadFiles(staticDir, manifest.files);
  const { admin } = manifest;
  const adminFiles = admin && loadFiles(adminDirOf(buildDirOf(staticDir)), admin.files);
  return {
    get: (urlPath) => files.get(urlPath),
    analytics: manifest.analytics,
    figures: manifest.figures,
    pages: new Set(manifest.routes.pages),
    redirects: manifest.routes.redirects,
    ...(admin && adminFiles ? { admin: { get: (path) => adminFiles.get(path), config: admin.config } } : {}),
  };
}

/** The files a manifest lists under `dir`, with their precompressed twins, into memory. */
function loadFiles(dir: string, entries: Record<string, FileEntry>): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const [urlPath, entry] of Object.entries(entries)) {
    const file = join(dir, urlPath);
    const variants: StaticFile["variants"] = {};
    if (entry.encodings.includes("br")) variants.br = readFileSync(`${file}.br`);
    if (entry.encodings.includes("gzip")) variants.gzip = readFileSync(`${file}.gz`);
    files.set(urlPath, {
      ...entry,
      type: contentTypes[extname(urlPath)] ?? "application/octet-stream",
      body: readFileSync(file),
      variants,
    });
  }
  return files;
}

/** Each coding of an Accept-Encoding header with its weight (RFC 9110 §12.5.3); a malformed weight counts as 0. */
export function acceptedEncodings(header: string | undefined): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.split(";").map((p) => p.trim());
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value = ""] = param.split("=").map((p) => p.trim());
      if (key?.toLowerCase() === "q") q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value) ? Number(value) : 0;
    }
    weights.set(name.toLowerCase(), q);
  }
  return weights;
}

/** The best encoding the client accepts among those we have (a q of 0, however written, refuses). */
export function pickEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const weights = acceptedEncodings(acceptEncoding);
  const weight = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const candidates = (["br", "gzip"] as const).filter((name) => file.variants[name] && weight(name) > 0);
  // Brotli first when the client likes both equally.
  return candidates.sort((a, b) => weight(b) - weight(a))[0];
}
