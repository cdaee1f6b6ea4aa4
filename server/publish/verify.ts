/**
 * The check of a finished build before the site switches to it: the server
 * can load it (its manifest, every file the manifest lists, with their
 * precompressed twins), every page of the route table it was built from is
 * rendered, the not-found pages and the editor are there, and the figures
 * its privacy notice states are the ones this server applies. The content
 * itself was checked by the build, which refuses invalid content before
 * rendering anything.
 */
import { join } from "node:path";
import { htmlFileOf } from "../../app/site/http.ts";
import { notFoundPaths } from "../../app/site/pages.ts";
import { checkCopyFigures } from "../copy-figures.ts";
import type { ServerEnv } from "../env.ts";
import { manifestPath } from "../site-manifest.ts";
import { loadStaticSite, type StaticSite } from "../static-site.ts";

export type Checked = { ok: true; site: StaticSite } | { ok: false; problems: string[] };

/** Checks the build in `buildDir` (its `client/` and `site-manifest.json`). */
export function checkBuild(buildDir: string, env: Pick<ServerEnv, "MESSAGE_RETENTION_DAYS">): Checked {
  let site: StaticSite | undefined;
  try {
    site = loadStaticSite(join(buildDir, "client"));
  } catch (error) {
    return { ok: false, problems: [`The build cannot be loaded: ${(error as Error).message}`] };
  }
  if (!site) return { ok: false, problems: [`The build wrote no ${manifestPath(buildDir)}`] };
  const problems: string[] = [];
  if (!site.pages.has("/")) problems.push("The build's route table has no home page");
  // Publishing follows the editor's saves: a build without it would leave her no way to fix anything.
  if (!site.admin) problems.push("The build has no editor (build/admin/)");
  for (const path of [...site.pages, ...Object.values(notFoundPaths)]) {
    const file = htmlFileOf(path);
    if (!site.get(file)?.body.length) problems.push(`${path}: not rendered (${file} missing or empty)`);
  }
  try {
    checkCopyFigures(env, site.figures);
  } catch (error) {
    problems.push((error as Error).message);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, site };
}
