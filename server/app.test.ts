/** The HTTP layer over a small fake build: routing, redirects, 404s, caching, encodings and security headers. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { site as practice } from "../app/site/config.ts";
import { htmlFileOf } from "../app/site/http.ts";
import { articles } from "../app/site/pages.ts";
import { fakePage, writeBuild } from "../tests/support/fake-build.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./log.ts";
import { builtRoutes, inlineScriptHashes } from "./site-manifest.ts";
import { loadStaticSite } from "./static-site.ts";

let app: ReturnType<typeof createApp>;
/** The same build with the editor at /admin/, for a repository and branch. */
let withEditor: ReturnType<typeof createApp>;
const editor = { repository: "cabinet/site", branch: "publie" };
const editorPage = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow" /><script type="importmap">{"imports":{}}</script><script defer src="sveltia/dist/sveltia-cms.js"></script></head><body></body></html>`;
const publishedArticle = "/actualites/un-article-publie-depuis";
/** An article of the site, whichever the practitioner published first: its old address redirects. */
const anArticle = articles[0]?.fr ?? "";

beforeAll(() => {
  const buildDir = mkdtempSync(join(tmpdir(), "site-build-"));
  const staticDir = join(buildDir, "client");
  const files: Record<string, string> = {
    "/index.html": fakePage("home"),
    "/qui-suis-je/index.html": fakePage("about"),
    "/pour-qui/adulte/index.html": fakePage("adult alias"),
    "/en/about/index.html": fakePage("about en"),
    "/404/index.html": fakePage("not found"),
    "/en/404/index.html": fakePage("not found en"),
    "/assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(2000))})`,
    "/qui-suis-je.data": "[]",
    "/_.data": "[]",
    "/_headers": "/*\n  X-Test: 1",
    // An article this server's own route table does not know: published after it started.
    [htmlFileOf(publishedArticle)]: fakePage("published article"),
  };
  const routes = builtRoutes();
  writeBuild(
    buildDir,
    files,
    {
      pages: [...routes.pages, publishedArticle],
      redirects: [...routes.redirects, { from: "/ancien-article/", to: publishedArticle, status: 301 }],
    },
    undefined,
    { "/index.html": editorPage, "/sveltia/dist/sveltia-cms.js": `window.CMS=${JSON.stringify("x".repeat(2000))}` },
  );
  const built = loadStaticSite(staticDir);
  app = createApp({ site: () => built, log: createLogger("silent") });
  withEditor = createApp({ site: () => built, log: createLogger("silent"), editor });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("pages", () => {
  it("serves each page, alias and language from its pre-rendered file", async () => {
    for (const [path, name] of [
      ["/", "home"],
      ["/qui-suis-je", "about"],
      ["/pour-qui/adulte", "adult alias"],
      ["/en/about", "about en"],
    ]) {
      const response = await get(path ?? "/");
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(`<body>${name}</body>`);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("cache-control")).toBe("no-cache");
    }
  });

  it("answers 404 with the not-found page in the path's language", async () => {
    const fr = await get("/nulle-part");
    expect(fr.status).toBe(404);
    expect(await fr.text()).toContain("not found</body>");
    const en = await get("/en/nowhere");
    expect(en.status).toBe(404);
    expect(await en.text()).toContain("not found en</body>");
    // Pre-rendered files are reachable only through the route table.
    expect((await get("/404")).status).toBe(404);
    expect((await get("/index.html")).status).toBe(404);
    // Static-host configuration files are not served.
    expect((await get("/_headers")).status).toBe(404);
  });

  it("routes with the build's own route table: a page and a redirect the server did not know at start", async () => {
    const article = await get(publishedArticle);
    expect(article.status).toBe(200);
    expect(await article.text()).toContain("<body>published article</body>");
    expect((await get(`${publishedArticle}/`)).headers.get("location")).toBe(publishedArticle);
    const old = await get("/ancien-article/");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(publishedArticle);
  });

  it("redirects a trailing slash to the canonical path", async () => {
    const response = await get("/qui-suis-je/");
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/qui-suis-je");
  });

  it("redirects the old site's URLs", async () => {
    const article = await get(`/${anArticle}/`);
    expect(article.status).toBe(301);
    expect(article.headers.get("location")).toBe(`/actualites/${anArticle}`);
    const booking = await get("/tag/rendez-vous/");
    expect(booking.status).toBe(302);
    expect(booking.headers.get("location")).toBe(practice.bookingUrl);
  });

  it("keeps the query string of old URLs and of trailing-slash paths", async () => {
    const article = await get(`/${anArticle}/?utm_source=newsletter&utm=1`);
    expect(article.status).toBe(301);
    expect(article.headers.get("location")).toBe(`/actualites/${anArticle}?utm_source=newsletter&utm=1`);
    const therapies = await get("/therapies-proposees?utm=1");
    expect(therapies.headers.get("location")).toBe("/therapies?utm=1");
    const slash = await get("/qui-suis-je/?utm=1");
    expect(slash.headers.get("location")).toBe("/qui-suis-je?utm=1");
  });
});

describe("caching and encodings", () => {
  it("sends Brotli, then gzip, then identity, as the client accepts", async () => {
    const br = await get("/qui-suis-je", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const gzip = await get("/qui-suis-je", { "Accept-Encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const none = await get("/qui-suis-je", { "Accept-Encoding": "br;q=0" });
    expect(none.headers.get("content-encoding")).toBeNull();
    expect(await none.text()).toContain("about");
  });

  it("honours every way of writing a refusal or a preference in Accept-Encoding", async () => {
    const encodingFor = async (accept: string) =>
      (await get("/qui-suis-je", { "Accept-Encoding": accept })).headers.get("content-encoding");
    expect(await encodingFor("br;q=0.0, gzip")).toBe("gzip");
    expect(await encodingFor("br; q=0.000, gzip;q=0.5")).toBe("gzip");
    expect(await encodingFor("BR;Q=0, GZIP")).toBe("gzip");
    expect(await encodingFor("br;q=0.2, gzip;q=0.8")).toBe("gzip");
    expect(await encodingFor("gzip;q=0, br;q=0.")).toBeNull();
    expect(await encodingFor("*")).toBe("br");
    expect(await encodingFor("*;q=0")).toBeNull();
    expect(await encodingFor("gzip;q=nonsense")).toBeNull();
    expect(await encodingFor("identity")).toBeNull();
  });

  it("caches hashed assets for a year and revalidates the rest with ETags", async () => {
    const asset = await get("/assets/app-abc123.js");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(asset.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    const data = await get("/qui-suis-je.data");
    expect(data.headers.get("cache-control")).toBe("no-cache");
    // The home page's navigation data.
    expect((await get("/_.data")).status).toBe(200);
    const etag = (await get("/")).headers.get("etag") ?? "";
    expect(etag).toMatch(/^".+"$/);
    const revalidated = await get("/", { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("answers HEAD without a body", async () => {
    const response = await app.request("/", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(0);
  });
});

describe("security headers", () => {
  it("allow exactly the page's own inline scripts, nothing else inline", async () => {
    const response = await get("/qui-suis-je");
    const csp = response.headers.get("content-security-policy") ?? "";
    const [hash] = inlineScriptHashes(fakePage("about"));
    expect(csp).toContain(`script-src 'self' ${hash}`);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    for (const directive of [
      "default-src 'none'",
      "base-uri 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain("googletagmanager");
  });

  it("are on every response, including errors and redirects", async () => {
    for (const path of ["/", "/nulle-part", "/therapies-proposees/", "/assets/app-abc123.js", "/healthz"]) {
      const headers = (await get(path)).headers;
      expect(headers.get("strict-transport-security")).toMatch(/max-age=(\d{8,})/);
      expect(Number(/max-age=(\d+)/.exec(headers.get("strict-transport-security") ?? "")?.[1])).toBeGreaterThanOrEqual(
        15_768_000,
      );
      expect(headers.get("x-content-type-options")).toBe("nosniff");
      expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("x-frame-options")).toBe("DENY");
      // docs/decisions/001-first-paint-before-javascript.md, "No Cross-Origin-Opener-Policy header": COOP would cost a fresh tab a renderer process before the first paint.
      expect(headers.get("cross-origin-opener-policy")).toBeNull();
      expect(headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(headers.get("permissions-policy")).toContain("camera=()");
      expect(headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(headers.get("set-cookie")).toBeNull();
    }
  });
});

describe("the editor at /admin/", () => {
  const fromEditor = (path: string, headers: Record<string, string> = {}) => withEditor.request(path, { headers });

  it("serves the build's editor with its own policy (its import map by hash, GitHub's API), never indexed", async () => {
    const response = await fromEditor("/admin/");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(editorPage);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${inlineScriptHashes(editorPage)[0]};`);
    expect(csp).toContain("connect-src 'self' data: blob: https://api.github.com https://www.githubstatus.com;");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*/);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const bundle = await fromEditor("/admin/sveltia/dist/sveltia-cms.js", { "Accept-Encoding": "br" });
    expect(bundle.headers.get("content-encoding")).toBe("br");
    expect(bundle.headers.get("content-security-policy")).toBe(csp);
    expect(bundle.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("is configured for the repository and branch the server publishes", async () => {
    const response = await fromEditor("/admin/config.yml");
    expect(response.headers.get("content-type")).toBe("application/yaml");
    expect((await response.json()).backend).toEqual({ name: "github", repo: editor.repository, branch: editor.branch });
  });

  it("redirects /admin to /admin/ and serves nothing else, with its headers on every answer", async () => {
    const bare = await fromEditor("/admin");
    expect(bare.status).toBe(301);
    expect(bare.headers.get("location")).toBe("/admin/");
    for (const path of ["/admin/index.html", "/admin/README.md", "/admin/nothing.js"]) {
      const response = await fromEditor(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    }
    // A way out of the folder is a path outside /admin/: the site's not-found page.
    expect((await fromEditor("/admin/%2e%2e/site-manifest.json")).status).toBe(404);
  });

  it("does not exist without a repository: the site's not-found page", async () => {
    const response = await get("/admin/");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("not found");
    expect(response.headers.get("x-robots-tag")).toBeNull();
  });

  it("changes nothing in the headers of the public pages, assets, redirects and errors", async () => {
    const headersOf = async (target: typeof app, path: string) => {
      const response = await target.request(path, { headers: { "Accept-Encoding": "br, gzip" } });
      return { status: response.status, headers: [...response.headers].filter(([name]) => name !== "date") };
    };
    for (const path of [
      "/",
      "/qui-suis-je",
      "/en/about",
      "/assets/app-abc123.js",
      "/nulle-part",
      "/therapies-proposees/",
      "/healthz",
      "/administration",
    ]) {
      expect(await headersOf(withEditor, path), path).toEqual(await headersOf(app, path));
    }
  });
});

describe("operations", () => {
  it("answers the health check", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("says clearly when the site has not been built", async () => {
    const unbuilt = createApp({ site: () => undefined, log: createLogger("silent") });
    const response = await unbuilt.request("/");
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("npm run build");
  });
});
