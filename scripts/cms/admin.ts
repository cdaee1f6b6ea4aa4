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
import { join, relative, resolve, sep } from "node:path";
import { adminPolicy as editorPolicy } from "../../server/security-headers.ts";

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

/** Every file under `dir`, as paths relative to it with `/`. */
const filesIn = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));

/**
 * Every file the page may ask for: path under /admin/ (`index.html`,
 * `sveltia/dist/sveltia-cms.js`…) → the file on disk. `npm run edit` serves
 * them from here, and the build copies them into `build/admin/` for the
 * live site.
 */
export function adminFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const name of readdirSync(adminDir)) if (name !== "README.md") files.set(name, join(adminDir, name));
  for (const path of filesIn(sveltiaDir)) {
    if (sveltiaFiles.some((p) => p.test(path))) files.set(`sveltia/${path}`, join(sveltiaDir, path));
  }
  for (const [name, pattern] of Object.entries(moduleFiles)) {
    const dir = join(root, "node_modules", name);
    for (const path of filesIn(dir)) if (pattern.test(path)) files.set(`modules/${name}/${path}`, join(dir, path));
  }
  return files;
}

let listed: Map<string, string> | undefined;
/** The file on disk for a path under /admin/, or undefined: nothing but `adminFiles()`. */
export function adminFile(path: string): string | undefined {
  listed ??= adminFiles();
  return listed.get(path);
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

/** The page's Content-Security-Policy on this computer: nothing but the page itself (no GitHub). */
export const adminPolicy = () => editorPolicy(inlineScriptHashes(), false);
