/**
 * The HTTP behaviour of the deployed site, checked against a running server:
 * the Node server and the generated nginx config must pass the same list
 * (routes, aliases, redirects, 404 pages, headers, each page's CSP,
 * encodings, caching, the editor at /admin/). Returns the failures, empty when all is well.
 */

import { request } from "node:http";
import { htmlFileOf, immutableCache, isHashedAsset, revalidateCache } from "../app/site/http.ts";
import { notFoundPaths, pagePaths, pages, redirects } from "../app/site/pages.ts";
import type { EditorTarget } from "./app.ts";
import { signatureHeader, signatureOf } from "./publish/signature.ts";
import { webhookBodyLimit, webhookPath } from "./publish/webhook.ts";
import { adminPolicy, defaultPolicy, pagePolicy, securityHeaders } from "./security-headers.ts";
import type { SiteManifest } from "./site-manifest.ts";

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body comes back as sent on the wire (no decompression). */
export function rawRequest(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, base),
      { method: options.method ?? "GET", headers: { Connection: "close", ...options.headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

export async function httpChecks(
  base: string,
  manifest: SiteManifest,
  readFile: (path: string) => Buffer,
  /** The publishing webhook's secret, when the server behind `base` has one. */
  webhookSecret?: string,
  /** The repository and branch of the editor at /admin/, when the server behind `base` serves it. */
  editor?: EditorTarget,
): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const header = (r: RawResponse, name: string) => {
    const v = r.headers[name.toLowerCase()];
    return Array.isArray(v) ? v.join(", ") : v;
  };
  const checkSecurity = (r: RawResponse, path: string, csp: string) => {
    for (const [name, value] of Object.entries(securityHeaders)) {
      check(header(r, name) === value, `${path}: ${name} is ${header(r, name)}`);
    }
    check(header(r, "content-security-policy") === csp, `${path}: CSP is ${header(r, "content-security-policy")}`);
  };
  const policyOf = (file: string) => pagePolicy(manifest.files[file]?.scriptHashes ?? [], manifest.analytics);

  // Every page, alias and article, in both languages, with its own file and CSP.
  for (const path of pagePaths()) {
    const file = htmlFileOf(path);
    const r = await rawRequest(base, path);
    check(r.status === 200, `${path}: status ${r.status}`);
    check(
      /^text\/html; charset=utf-8$/i.test(header(r, "content-type") ?? ""),
      `${path}: type ${header(r, "content-type")}`,
    );
    check(r.body.equals(readFile(file)), `${path}: not the body of ${file}`);
    check(header(r, "cache-control") === revalidateCache, `${path}: cache-control ${header(r, "cache-control")}`);
    checkSecurity(r, path, policyOf(file));
  }

  // Trailing slash: one canonical spelling.
  const slash = await rawRequest(base, `${pages.about.fr}/`);
  check(slash.status === 301 && header(slash, "location")?.endsWith(pages.about.fr) === true, "trailing slash");

  // Redirects of old URLs, with and without the slash.
  for (const r of redirects()) {
    for (const from of [r.from, r.from.replace(/\/$/, "")]) {
      const res = await rawRequest(base, from);
      check(res.status === r.status, `${from}: status ${res.status}, expected ${r.status}`);
      const location = header(res, "location") ?? "";
      check(location === r.to || location.endsWith(r.to), `${from}: location ${location}`);
    }
  }

  // Unknown paths: the not-found page of the path's language, status 404, its CSP.
  for (const [path, lang] of [
    ["/nulle-part", "fr"],
    ["/en/nowhere", "en"],
    ["/actualites/inconnu", "fr"],
    ["/qui-suis-je/index.html", "fr"],
    ["/en/about/index.html", "en"],
    ["/_headers", "fr"],
    ["/_redirects", "fr"],
    [notFoundPaths.en, "en"],
  ] as const) {
    const file = htmlFileOf(notFoundPaths[lang]);
    const r = await rawRequest(base, path);
    check(r.status === 404, `${path}: status ${r.status}`);
    check(r.body.equals(readFile(file)), `${path}: not the ${lang} not-found page`);
    checkSecurity(r, path, policyOf(file));
  }

  // Encodings: the prebuilt files, as the client accepts them.
  const page = pages.about.fr;
  const pageFile = htmlFileOf(page);
  for (const [accept, encoding, suffix] of [
    ["gzip, deflate, br", "br", ".br"],
    ["gzip", "gzip", ".gz"],
    ["br;q=0, gzip", "gzip", ".gz"],
    ["identity", undefined, ""],
  ] as const) {
    const r = await rawRequest(base, page, { headers: { "Accept-Encoding": accept } });
    check(
      header(r, "content-encoding") === encoding,
      `${page} with ${accept}: encoding ${header(r, "content-encoding")}`,
    );
    check(r.body.equals(readFile(`${pageFile}${suffix}`)), `${page} with ${accept}: not the prebuilt file`);
    check(/accept-encoding/i.test(header(r, "vary") ?? ""), `${page} with ${accept}: no Vary`);
  }

  // Hashed assets: immutable, typed, precompressed; their twins are never served directly.
  const asset = Object.keys(manifest.files).find((p) => isHashedAsset(p) && p.endsWith(".js")) ?? "";
  const a = await rawRequest(base, asset, { headers: { "Accept-Encoding": "br" } });
  check(a.status === 200, `${asset}: status ${a.status}`);
  check(header(a, "cache-control") === immutableCache, `${asset}: cache ${header(a, "cache-control")}`);
  check(/^text\/javascript/.test(header(a, "content-type") ?? ""), `${asset}: type ${header(a, "content-type")}`);
  check(header(a, "content-encoding") === "br", `${asset}: encoding ${header(a, "content-encoding")}`);
  checkSecurity(a, asset, defaultPolicy);
  check((await rawRequest(base, `${asset}.br`)).status === 404, `${asset}.br is served`);

  // Revalidation with ETags.
  const first = await rawRequest(base, page);
  const etag = header(first, "etag") ?? "";
  check(etag !== "", `${page}: no ETag`);
  const again = await rawRequest(base, page, { headers: { "If-None-Match": etag } });
  check(again.status === 304, `${page}: If-None-Match gives ${again.status}`);

  // Files of the site other than pages and assets.
  const robots = await rawRequest(base, "/robots.txt");
  check(robots.status === 200 && header(robots, "cache-control") === revalidateCache, "/robots.txt");

  // The dynamic part: health check and the contact endpoint answer (through the proxy for nginx).
  const health = await rawRequest(base, "/healthz");
  check(health.status === 200 && health.body.toString().includes("ok"), `/healthz: ${health.status}`);
  const contact = await rawRequest(base, "/api/contact", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  check(
    contact.status === 422 && contact.body.toString().includes("validation_failed"),
    `/api/contact: ${contact.status}`,
  );
  if (webhookSecret) {
    // A delivery near the webhook's size limit reaches Node, which checks its signature.
    const body = JSON.stringify({ zen: "x".repeat(webhookBodyLimit - 100) });
    const hook = await rawRequest(base, webhookPath, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-GitHub-Event": "ping",
        [signatureHeader]: signatureOf(webhookSecret, body),
      },
      body,
    });
    check(hook.status === 200 && hook.body.toString().includes("pong"), `${webhookPath}: ${hook.status}`);
  }

  if (editor) {
    check(manifest.admin !== undefined, "the build has no editor (build/admin/)");
    // The editor: its page, its files precompressed, its configuration, with its own policy and never indexed.
    const adminCsp = adminPolicy(manifest.admin?.files["/index.html"]?.scriptHashes ?? [], true);
    const checkAdmin = (r: RawResponse, path: string) => {
      checkSecurity(r, path, adminCsp);
      check(header(r, "x-robots-tag") === "noindex, nofollow", `${path}: X-Robots-Tag ${header(r, "x-robots-tag")}`);
    };
    const page = await rawRequest(base, "/admin/");
    check(page.status === 200 && page.body.toString().includes('name="robots" content="noindex'), "/admin/");
    checkAdmin(page, "/admin/");
    const bare = await rawRequest(base, "/admin");
    check(bare.status === 301 && header(bare, "location")?.endsWith("/admin/") === true, "/admin: no redirect");
    checkAdmin(bare, "/admin");
    const script = "/sveltia/dist/sveltia-cms.js";
    const bundle = await rawRequest(base, `/admin${script}`, { headers: { "Accept-Encoding": "br" } });
    check(bundle.status === 200 && header(bundle, "content-encoding") === "br", `/admin${script}: ${bundle.status}`);
    checkAdmin(bundle, `/admin${script}`);
    const config = await rawRequest(base, "/admin/config.yml");
    const backend = JSON.parse(config.body.toString() || "{}").backend;
    check(
      backend?.name === "github" && backend.repo === editor.repository && backend.branch === editor.branch,
      `/admin/config.yml: backend ${JSON.stringify(backend)}`,
    );
    checkAdmin(config, "/admin/config.yml");
    for (const path of ["/admin/index.html", "/admin/README.md", "/admin/sveltia/dist/sveltia-cms.js.map"]) {
      const r = await rawRequest(base, path);
      check(r.status === 404, `${path}: status ${r.status}`);
      checkAdmin(r, path);
    }
  }
  return failures;
}
