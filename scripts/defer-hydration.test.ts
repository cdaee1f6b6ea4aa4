import { describe, expect, it } from "vitest";
import { deferHydration, deferredScriptId, loaderDataFileOf } from "./defer-hydration.ts";

/** What React Router writes at the end of a pre-rendered page, its loader data in two stream chunks. */
const page = [
  "<html><head></head><body><main>Bonjour</main>",
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

  it("returns a page without React Router's module script as it is", () => {
    expect(deferHydration("<html><body>x</body></html>", "/x/index.html")).toEqual({
      html: "<html><body>x</body></html>",
    });
  });
});
