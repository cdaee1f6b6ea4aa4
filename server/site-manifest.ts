/** The build's manifest, shared by scripts/postbuild.ts (writer) and the server (reader). */
import { createHash } from "node:crypto";
import { dirname, join } from "node:path";
import { pagePaths, type Redirect, redirects } from "../app/site/pages.ts";
import type { CopyFigures } from "./copy-figures.ts";

export type FileEntry = {
  etag: string;
  /** Precompressed variants that exist next to the file (.br, .gz). */
  encodings: ("br" | "gzip")[];
  /** HTML only: CSP sources for each inline <script>. */
  scriptHashes?: string[];
};

export type SiteManifest = {
  files: Record<string, FileEntry>;
  /** Whether the build has an analytics id, so the CSP must allow its origin. */
  analytics: boolean;
  /** The figures the pre-rendered privacy notice states, checked by the server at start. */
  figures: CopyFigures;
  /**
   * The route table this build was made from: the server routes with it, not
   * with the table it was started with, so a published build can add an
   * article or change a redirect without a restart.
   */
  routes: BuiltRoutes;
  /**
   * The editor (Sveltia CMS) built with these pages, served at /admin/: its
   * files in `build/admin/` (URL path under /admin → entry), and its
   * configuration, to which the server adds the repository and branch.
   */
  admin?: { files: Record<string, FileEntry>; config: Record<string, unknown> };
};

export type BuiltRoutes = {
  /** Every path that shows a page (app/site/pages.ts `pagePaths`). */
  pages: string[];
  redirects: Redirect[];
};

/** The route table as the build records it. */
export const builtRoutes = (): BuiltRoutes => ({ pages: pagePaths(), redirects: redirects() });

/** Next to build/client, so it is never served. */
export const manifestPath = (buildDir: string) => join(buildDir, "site-manifest.json");
/** Next to build/client too: static hosts, which publish client/, never get the editor. */
export const adminDirOf = (buildDir: string) => join(buildDir, "admin");
export const buildDirOf = (staticDir: string) => dirname(staticDir);

const textTypes = /\.(html|js|mjs|css|svg|json|txt|xml|data|map|webmanifest)$/;
export const compressible = (path: string) => textTypes.test(path);

const inlineScript = /<script\b(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
/** JSON in a <script> (structured data) is a data block the browser never runs: no hash for it. */
const jsonBlock = /\btype="application\/(?:ld\+)?json"/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[2] ?? "";
    if (body.length === 0 || jsonBlock.test(match[1] ?? "")) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
