import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferredScriptId, loaderDataFileOf } from "./defer-hydration.ts";

/** What React Router writes at the end of a pre-rendered page, its loader data in two stream chunks. */
const page = [
  "<html><head></head><body><main>Bonjour</main>",
  '<script>((storageKey, restoreKey) => {\n\twindow.scrolled = [storageKey, restoreKey];\n\tthrow new Error("no storage");\n})("positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};</script>',
  '<link rel="modulepreload" href="/assets/root.js"/>',
  '<script type="module" async="">import "/assets/root.js";</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\u003c");</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("\\"more\\"]\\n");</script>',
  "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--><!--/$-->",
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const { html, loaderData } = deferHydration(page, "/pma/index.html", "/assets/site-x.css");

  it("moves the loader data out of the page, whole and decoded, and leaves React's markers", () => {
    expect(loaderData).toBe('[{"_1":2},"loaderData",<"more"]\n');
    expect(html).not.toMatch(/<script>window\.__reactRouterContext\.streamController/);
    expect(html).toContain("<!--$--><!--$--><!--$--><!--/$--><!--/$--><!--/$-->");
  });

  it("names the data file and the whole stylesheet for the bootstrap, and keeps the module inert", () => {
    expect(loaderDataFileOf("/pma/index.html")).toBe("/pma/loader-data.json");
    expect(loaderDataFileOf("/index.html")).toBe("/loader-data.json");
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="${deferredScriptId}" data-loader-data="/pma/loader-data.json" data-stylesheet="/assets/site-x.css">import "/assets/root.js";</script>`,
    );
    expect(html).not.toContain("modulepreload");
  });

  it("runs React Router's inline scripts at the start of the bootstrap's, each in its own try, and leaves their elements empty", () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(scripts.slice(0, 2)).toEqual(["", ""]);
    const bootstrap = scripts.at(-1) ?? "";
    const window: Record<string, unknown> = { document: { getElementById: () => null } };
    window.window = window;
    runInNewContext(bootstrap, window);
    // The scroll script threw, as in a page without storage: the context was still set, as with two scripts.
    expect(window.scrolled).toEqual(["positions", null]);
    expect(window.__reactRouterContext).toEqual({ ssr: false });
    expect(bootstrap).toContain(deferredScriptId);
    // In the page, in that order: the module's text before the script that reads it.
    expect(html.indexOf(deferredScriptId)).toBeLessThan(html.indexOf(bootstrap));
  });

  it("returns a page without React Router's module script as it is", () => {
    expect(deferHydration("<html><body>x</body></html>", "/x/index.html")).toEqual({
      html: "<html><body>x</body></html>",
    });
  });
});
