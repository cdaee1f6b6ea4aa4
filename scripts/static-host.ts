/**
 * `_redirects` and `_headers` for static hosts that read them (Netlify,
 * Cloudflare Pages), so that the site behaves as with our own server:
 * the same redirects, 404 pages and security headers, from the same sources.
 */
import {
  hashedAssetPrefix,
  htmlFileOf,
  immutableCache,
  pathOfHtmlFile,
  withoutTrailingSlash,
} from "../app/site/http.ts";
import { languages } from "../app/site/lang.ts";
import { notFoundPaths, redirects } from "../app/site/pages.ts";
import { pagePolicy, securityHeaders } from "../server/security-headers.ts";
import type { SiteManifest } from "../server/site-manifest.ts";

/**
 * The request's query string (?utm_source=…) needs no rule: Netlify passes it
 * on to the target of a 301 or 302, and Cloudflare Pages keeps it whenever the
 * target has none of its own, as our server does (withQuery in app/site/pages.ts).
 */
export function redirectsFile(): string {
  const lines = redirects().flatMap(({ from, to, status }) => [
    `${from} ${to} ${status}`,
    `${withoutTrailingSlash(from)} ${to} ${status}`,
  ]);
  // Unknown paths: the not-found page of their language, with a 404 status (English first: more specific).
  const notFound = [...languages]
    .reverse()
    .map((lang) => `${lang === "en" ? "/en/*" : "/*"} ${htmlFileOf(notFoundPaths[lang])} 404`);
  return `${[...lines, ...notFound].join("\n")}\n`;
}

export function headersFile(manifest: SiteManifest): string {
  const block = (path: string, headers: Record<string, string>) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  const pages = Object.entries(manifest.files)
    .filter(([path, entry]) => path.endsWith("/index.html") && entry.scriptHashes)
    .map(([path, entry]) =>
      block(pathOfHtmlFile(path), {
        "Content-Security-Policy": pagePolicy(entry.scriptHashes ?? [], manifest.analytics),
      }),
    );
  return `${[
    block("/*", securityHeaders),
    block(`${hashedAssetPrefix}*`, { "Cache-Control": immutableCache }),
    ...pages,
  ].join("\n")}\n`;
}
