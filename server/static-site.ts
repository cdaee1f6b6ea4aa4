/**
 * The pre-rendered site, loaded into memory at start (a few megabytes): each
 * file with its precompressed variants, ETag and, for pages, CSP hashes.
 */
import { existsSync, readFileSync } from "node:fs";
import { extname, join } from "node:path";
import type { CopyFigures } from "./copy-figures.ts";
import { buildDirOf, type FileEntry, manifestPath, type SiteManifest } from "./site-manifest.ts";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
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
};

export function loadStaticSite(staticDir: string): StaticSite | undefined {
  const path = manifestPath(buildDirOf(staticDir));
  if (!existsSync(path)) return undefined;
  const manifest = JSON.parse(readFileSync(path, "utf8")) as SiteManifest;
  const files = new Map<string, StaticFile>();
  for (const [urlPath, entry] of Object.entries(manifest.files)) {
    const file = join(staticDir, urlPath);
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
  return { get: (urlPath) => files.get(urlPath), analytics: manifest.analytics, figures: manifest.figures };
}

/** The best encoding the client accepts among those we have. */
export function pickEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = (acceptEncoding ?? "")
    .split(",")
    .map((part) => part.trim().split(";"))
    .filter(([, q]) => q?.trim() !== "q=0")
    .map(([name]) => name?.trim());
  if (file.variants.br && accepted.includes("br")) return "br";
  if (file.variants.gzip && accepted.includes("gzip")) return "gzip";
  return undefined;
}
