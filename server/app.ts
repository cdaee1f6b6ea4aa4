/** The HTTP application: security headers, health check, contact API, the editor, redirects and the pre-rendered site. */
import { type Context, Hono } from "hono";
import { htmlFileOf, immutableCache, isHashedAsset, revalidateCache, withoutTrailingSlash } from "../app/site/http.ts";
import { langOfPath } from "../app/site/lang.ts";
import { findRedirect, notFoundPaths, withQuery } from "../app/site/pages.ts";
import type { Logger } from "./log.ts";
import { adminHeaders, defaultPolicy, pagePolicy, securityHeaders } from "./security-headers.ts";
import { pickEncoding, type StaticFile, type StaticSite } from "./static-site.ts";

export type EditorTarget = { repository: string; branch: string };

/** The editor's configuration from the build, pointed at the repository and branch the server publishes. */
export const editorConfig = (config: Record<string, unknown>, { repository, branch }: EditorTarget) => ({
  ...config,
  backend: { ...(config.backend as Record<string, unknown>), repo: repository, branch },
});

/** A file of the site's own: a page's policy allows its inline scripts. */
const pageHeaders = (file: StaticFile, site: StaticSite): Record<string, string> =>
  file.scriptHashes ? { "Content-Security-Policy": pagePolicy(file.scriptHashes, site.analytics) } : {};

/** A file from memory, with its ETag (304 when it matches), in the best encoding the client accepts. */
function send(
  c: Context,
  file: StaticFile,
  status: 200 | 404,
  cacheControl: string,
  extra: Record<string, string>,
): Response {
  const headers: Record<string, string> = {
    "Content-Type": file.type,
    "Cache-Control": cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
    ...extra,
  };
  if (status === 200 && c.req.header("If-None-Match") === file.etag) return c.body(null, 304, headers);
  const encoding = pickEncoding(file, c.req.header("Accept-Encoding"));
  const body = (encoding && file.variants[encoding]) || file.body;
  if (encoding) headers["Content-Encoding"] = encoding;
  headers["Content-Length"] = String(body.length);
  if (c.req.method === "HEAD") return c.body(null, status, headers);
  return c.body(new Uint8Array(body), status, headers);
}

/** Configuration for static hosts, written into the build but never served. */
const staticHostFiles = new Set(["/_headers", "/_redirects"]);

/**
 * `site` gives the build to serve: each request is answered from the build it
 * returns when the request starts, so a published build replaces the previous
 * one between two requests (server/publish/).
 */
export function createApp({
  site: current,
  log,
  api,
  editor,
}: {
  site: () => StaticSite | undefined;
  log: Logger;
  api?: Hono;
  /** The GitHub repository and branch the editor at /admin/ edits; without them there is no /admin/. */
  editor?: EditorTarget;
}) {
  const app = new Hono();

  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders)) c.header(name, value);
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", defaultPolicy);
  });

  app.onError((error, c) => {
    log.error("request.failed", { path: c.req.path, message: error.message });
    return c.text("Internal Server Error", 500);
  });

  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, { "Cache-Control": "no-store" }));

  if (api) app.route("/", api);

  // The editor built with the pages served (build/admin/): its own headers, never the pages'.
  if (editor) {
    app.on(["GET", "HEAD"], ["/admin", "/admin/*"], (c) => {
      const files = current()?.admin;
      const headers = adminHeaders(files?.get("/index.html")?.scriptHashes ?? []);
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      const path = c.req.path;
      if (path === "/admin") return c.redirect("/admin/", 301);
      if (!files) return c.text("Not found", 404);
      if (path === "/admin/config.yml") {
        // JSON is YAML. Read again on each visit: a published build may change the collections.
        return c.body(JSON.stringify(editorConfig(files.config, editor)), 200, {
          "Content-Type": "application/yaml",
          "Cache-Control": "no-store",
        });
      }
      const file = path === "/admin/" ? files.get("/index.html") : files.get(path.slice("/admin".length));
      if (!file || path === "/admin/index.html") return c.text("Not found", 404);
      return send(c, file, 200, revalidateCache, {});
    });
  }

  app.on(["GET", "HEAD"], "*", (c) => {
    const path = c.req.path;
    const search = new URL(c.req.url).search;
    const site = current();
    // The build's own redirects; this server's route table only while nothing is built.
    const redirect = findRedirect(path, site?.redirects);
    if (redirect) return c.redirect(withQuery(redirect.to, search), redirect.status);

    if (!site) {
      return c.text("The site is not built yet: run `npm run build`, then start the server again.", 503);
    }

    const canonical = withoutTrailingSlash(path);
    if (site.pages.has(canonical)) {
      // One canonical spelling: no trailing slash.
      if (canonical !== path) return c.redirect(withQuery(canonical, search), 301);
      const page = site.get(htmlFileOf(path));
      if (page) return send(c, page, 200, revalidateCache, pageHeaders(page, site));
    }

    // Assets and client-navigation data; HTML only ever through the route table.
    const file = path.endsWith(".html") || staticHostFiles.has(path) ? undefined : site.get(path);
    if (file)
      return send(c, file, 200, isHashedAsset(path) ? immutableCache : revalidateCache, pageHeaders(file, site));

    const notFound = site.get(htmlFileOf(notFoundPaths[langOfPath(path)]));
    if (!notFound) return c.text("Not found", 404);
    return send(c, notFound, 404, revalidateCache, pageHeaders(notFound, site));
  });

  return app;
}
