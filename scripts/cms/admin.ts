/**
 * What the editor's page (admin/) is made of, wherever it is served: its
 * own files, the configuration beside them (config.yml, generated), and
 * Sveltia CMS's files from the pinned npm package under sveltia/, as they
 * are: no build step, so no build can delete them. Libraries Sveltia would
 * load from unpkg.com come from its own dependencies under modules/ (the
 * page's import map). Relative URLs only, so the same folder works at
 * /admin/ on this computer and on the live site.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, normalize, resolve, sep } from "node:path";

const root = resolve(import.meta.dirname, "../..");
export const adminDir = join(root, "admin");
export const sveltiaDir = join(root, "node_modules/@sveltia/cms");

/** The package's files the page uses: the script and its lazy chunks, the locales, the fonts, its version. */
const sveltiaFiles = [
  /^dist\/[\w./-]+\.js$/,
  /^locales\/[\w-]+\.json$/,
  /^npm\/assets\/[\w.-]+\.woff2$/,
  /^package\.json$/,
];
/** Sveltia's dependencies the import map points to, by package name: their browser builds. */
export const moduleFiles: Record<string, RegExp> = {
  immutable: /^dist\/immutable\.es\.js$/,
  exifr: /^dist\/lite\.esm\.mjs$/,
  svgo: /^dist\/svgo\.browser\.js$/,
  turndown: /^lib\/turndown\.browser\.es\.js$/,
};

const inside = (dir: string, path: string) => {
  const file = normalize(join(dir, path));
  return file.startsWith(dir + sep) ? file : undefined;
};

/** The file on disk for a path under /admin/ (`index.html`, `sveltia/dist/sveltia-cms.js`…), or undefined. */
export function adminFile(path: string): string | undefined {
  const [top = "", ...rest] = path.split("/");
  const below = rest.join("/");
  if (top === "sveltia") return sveltiaFiles.some((p) => p.test(below)) ? inside(sveltiaDir, below) : undefined;
  if (top === "modules") {
    const [name = "", ...file] = rest;
    const pattern = moduleFiles[name];
    return pattern?.test(file.join("/")) ? inside(join(root, "node_modules", name), file.join("/")) : undefined;
  }
  return !below && path !== "README.md" && readdirSync(adminDir).includes(path) ? join(adminDir, path) : undefined;
}

/** The sha256 sources of the page's inline scripts (its import map), for the policy's `script-src`. */
export function inlineScriptHashes(html = readFileSync(join(adminDir, "index.html"), "utf8")): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash("sha256")
        .update(code ?? "")
        .digest("base64")}'`,
  );
}

/**
 * The page's Content-Security-Policy on this computer: nothing but the page
 * itself. Scripts are files, and the import map is allowed by its hash;
 * Sveltia sets inline styles, shows pictures as data: and blob: URLs, and
 * decodes uploads in workers. Online, GitHub's API and sign-in are to be
 * added to `connect-src`.
 */
export const adminPolicy = () =>
  [
    "default-src 'none'",
    `script-src 'self' ${inlineScriptHashes().join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "connect-src 'self' data: blob:",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
