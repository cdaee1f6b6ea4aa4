/** The HTTP layer over a small fake build: routing, redirects, 404s, caching, encodings and security headers. */
import { createHash } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { site as practice } from "../app/site/config.ts";
import { articles } from "../app/site/pages.ts";
import { fakePage } from "../tests/support/fake-build.ts";
import { fakeSite, publishedArticle } from "../tests/support/fake-site.ts";
import { createApp } from "./app.ts";
import { createLogger } from "./log.ts";
import { inlineScriptHashes } from "./site-manifest.ts";

let app: ReturnType<typeof createApp>;
/** An article of the site, whichever the practitioner published first: its old address redirects. */
const anArticle = articles[0]?.fr ?? "";

beforeAll(() => {
  ({ app } = fakeSite());
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

  it("hash every inline script a browser may run, a module's too, and no JSON data block nor empty script", () => {
    const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    const page = [
      "<script>start()</script>",
      '<script type="application/ld+json">{"@type":"Person"}</script>',
      '<script type="module">import "/assets/root.js";</script>',
      '<script type="text/x-deferred-module" id="deferred-hydration" data-module="/assets/hydration.js"></script>',
      "<script></script>",
    ].join("");
    expect(inlineScriptHashes(page)).toEqual([sha("start()"), sha('import "/assets/root.js";')]);
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
