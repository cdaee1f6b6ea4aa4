/**
 * A small build as `npm run build` lays it out (client files with their
 * Brotli and gzip twins, site-manifest.json next to client/, the editor in
 * admin/), for tests of
 * the server and of publishing that need no real build.
 */
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { htmlFileOf } from "../../app/site/http.ts";
import { notFoundPaths } from "../../app/site/pages.ts";
import { copyFigures } from "../../server/copy-figures.ts";
import {
  adminDirOf,
  type BuiltRoutes,
  type FileEntry,
  inlineScriptHashes,
  manifestPath,
  type SiteManifest,
} from "../../server/site-manifest.ts";

/** A page whose body is `name`, with one inline script (so it has a CSP hash). */
export const fakePage = (name: string) =>
  `<!doctype html><html><head><script>window.page=${JSON.stringify(name)}</script></head><body>${name}</body></html>`;

/** A file and its Brotli and gzip twins at `file`; its manifest entry. */
function writeFile(file: string, body: string): FileEntry {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  writeFileSync(`${file}.gz`, gzipSync(body));
  return {
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 12)}"`,
    encodings: ["br", "gzip"],
    ...(file.endsWith(".html") ? { scriptHashes: inlineScriptHashes(body) } : {}),
  };
}

/**
 * Writes `files` (URL path → content) into `buildDir`/client and the manifest
 * beside it, and `admin` (path under /admin → content) as the build's editor
 * with a GitHub configuration; returns the manifest.
 */
export function writeBuild(
  buildDir: string,
  files: Record<string, string>,
  routes: BuiltRoutes,
  figures = copyFigures(),
  admin?: Record<string, string>,
): SiteManifest {
  const manifest: SiteManifest = { files: {}, analytics: false, figures, routes };
  for (const [path, body] of Object.entries(files))
    manifest.files[path] = writeFile(join(buildDir, "client", path), body);
  if (admin) {
    manifest.admin = { files: {}, config: { backend: { name: "github", repo: "owner/repo", branch: "main" } } };
    for (const [path, body] of Object.entries(admin)) {
      manifest.admin.files[path] = writeFile(join(adminDirOf(buildDir), path), body);
    }
  }
  writeFileSync(manifestPath(buildDir), JSON.stringify(manifest));
  return manifest;
}

/**
 * A whole site of a few pages, each showing `label` and its path, and its editor unless `editor` is
 * false: what publishing checks and serves.
 */
export function writeSite(
  buildDir: string,
  label: string,
  pages: readonly string[] = ["/", "/tarifs", "/en/fees"],
  editor = true,
) {
  const files: Record<string, string> = {};
  for (const path of [...pages, ...Object.values(notFoundPaths)])
    files[htmlFileOf(path)] = fakePage(`${label} ${path}`);
  const admin = editor ? { "/index.html": fakePage(`${label} editor`) } : undefined;
  return writeBuild(buildDir, files, { pages: [...pages], redirects: [] }, copyFigures(), admin);
}
