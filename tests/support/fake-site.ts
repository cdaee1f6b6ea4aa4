/**
 * The server's app over a small fake build (tests/support/fake-build.ts): a
 * few pages, an alias, the not-found pages, a hashed asset, an article
 * published after the server started, and the editor in admin/. `app` serves
 * the site alone, `withEditor` the same build with the editor at /admin/.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { htmlFileOf } from "../../app/site/http.ts";
import { createApp } from "../../server/app.ts";
import { createLogger } from "../../server/log.ts";
import { builtRoutes } from "../../server/site-manifest.ts";
import { loadStaticSite } from "../../server/static-site.ts";
import { fakePage, writeBuild } from "./fake-build.ts";

export const editor = { repository: "cabinet/site", branch: "publie" };
export const editorPage = `<!doctype html><html><head><meta name="robots" content="noindex, nofollow" /><script type="importmap">{"imports":{}}</script><script defer src="sveltia/dist/sveltia-cms.js"></script></head><body></body></html>`;
/** An article this server's own route table does not know: published after it started. */
export const publishedArticle = "/actualites/un-article-publie-depuis";

export function fakeSite() {
  const buildDir = mkdtempSync(join(tmpdir(), "site-build-"));
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
  const built = loadStaticSite(join(buildDir, "client"));
  return {
    app: createApp({ site: () => built, log: createLogger("silent") }),
    withEditor: createApp({ site: () => built, log: createLogger("silent"), editor }),
  };
}
