/** The editor at /admin/: served from the build it belongs to, with its own policy, and nothing changed for the public pages. */
import { beforeAll, describe, expect, it } from "vitest";
import { editor, editorPage, fakeSite } from "../tests/support/fake-site.ts";
import type { createApp } from "./app.ts";
import { inlineScriptHashes } from "./site-manifest.ts";

let app: ReturnType<typeof createApp>;
let withEditor: ReturnType<typeof createApp>;

beforeAll(() => {
  ({ app, withEditor } = fakeSite());
});

const get = (path: string) => app.request(path);

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
