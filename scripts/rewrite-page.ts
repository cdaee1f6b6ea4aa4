/**
 * What the build does to each pre-rendered page after React Router wrote it
 * (scripts/postbuild.ts; scripts/reproducible-build.test.ts does the same):
 * only its critical CSS inline (critical-css.ts), then its hydration deferred,
 * its loader data moved to a file of its own and React Router's module script
 * to one hashed file every page shares (defer-hydration.ts).
 */
import { inlineCriticalCss, type Stylesheet, stylesheetOf } from "./critical-css.ts";
import { type BuiltFile, deferHydration } from "./defer-hydration.ts";

export type RewrittenPage = { html: string; loaderData?: string; hydration?: BuiltFile; stylesheet?: Stylesheet };

/** `htmlFile` is the page's path under the site's root, e.g. "/pma/index.html". */
export async function rewritePage(html: string, htmlFile: string): Promise<RewrittenPage> {
  const stylesheet = stylesheetOf(html);
  const styled = stylesheet ? await inlineCriticalCss(html, stylesheet) : html;
  return { ...deferHydration(styled, htmlFile, stylesheet?.href), stylesheet };
}
