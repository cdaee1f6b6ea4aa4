import { constants, runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferHydration, deferredScriptId, loaderDataFileOf } from "./defer-hydration.ts";

/** What React Router writes at the end of a pre-rendered page, its loader data in two stream chunks. */
const page = [
  "<html><head></head><body><main>Bonjour</main>",
  '<script>((storageKey, restoreKey) => {\n\twindow.scrolled = [storageKey, restoreKey];\n\tthrow new Error("no storage");\n})("positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = new ReadableStream({ start(controller) { window.__reactRouterContext.streamController = controller; } }).pipeThrough(new TextEncoderStream());</script>',
  '<link rel="modulepreload" href="/assets/root-2.js"/>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport * as route0 from "/assets/root-2.js";\nimport * as route1 from "/assets/pma-3.js";\n  \n  window.__reactRouterRouteModules = {"root":route0,"pma-fr":route1};\n\nimport("/assets/entry.client-4.js");</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\",\\u003c");</script>',
  '<!--$--><script>window.__reactRouterContext.streamController.enqueue("\\"more\\"]\\n");</script>',
  "<!--$--><script>window.__reactRouterContext.streamController.close();</script><!--/$--><!--/$--><!--/$-->",
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const { html, loaderData, hydration } = deferHydration(page, "/pma/index.html", "/assets/site-x.css");
  const module = hydration?.code ?? "";

  it("moves the loader data out of the page, whole and decoded, and leaves React's markers", () => {
    expect(loaderData).toBe('[{"_1":2},"loaderData",<"more"]\n');
    expect(html).not.toMatch(/<script>window\.__reactRouterContext\.streamController/);
    expect(html).toContain("<!--$--><!--$--><!--$--><!--/$--><!--/$--><!--/$-->");
  });

  it("moves React Router's module script and context out of the page: a hashed file, and the page's routes", () => {
    expect(loaderDataFileOf("/pma/index.html")).toBe("/pma/loader-data.json");
    expect(loaderDataFileOf("/index.html")).toBe("/loader-data.json");
    expect(hydration?.href).toMatch(/^\/assets\/hydration-[\w-]{10}\.js$/);
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="${deferredScriptId}" data-loader-data="/pma/loader-data.json" data-module="${hydration?.href}" data-routes="root /assets/root-2.js pma-fr /assets/pma-3.js" data-stylesheet="/assets/site-x.css"></script>`,
    );
    for (const gone of [
      "/assets/manifest-1.js",
      "/assets/entry.client-4.js",
      "__reactRouterContext",
      '<link rel="modulepreload"',
    ])
      expect(html).not.toContain(gone);
  });

  it("gives every page the same hydration module", () => {
    const other = deferHydration(
      page.replace("Bonjour", "Hello").replaceAll("pma-3", "about-5").replace('"pma-fr"', '"about-en"'),
      "/en/about/index.html",
    );
    expect(other.hydration).toEqual(hydration);
    expect(other.html).toContain('data-routes="root /assets/root-2.js about-en /assets/about-5.js"');
  });

  it("stops the build when React Router's module script is not as it reads it", () => {
    const moreCode = page.replace('import("/assets/entry', 'window.x = 1;\nimport("/assets/entry');
    expect(() => deferHydration(moreCode, "/pma/index.html")).toThrow(/module script/);
  });

  it("sets React Router's context, feeds it the fetched loader data, loads the route modules, then the entry", async () => {
    // The files as modules Node can load, from data: addresses; they run in this test's realm, and say so.
    const log: string[] = [];
    const realm = globalThis as unknown as { hydrationLog?: string[] };
    realm.hydrationLog = log;
    const file = (name: string, exports = "") =>
      `data:text/javascript,globalThis.hydrationLog.push(%22${name}%22);${encodeURIComponent(exports)}`;
    const files: Record<string, string> = {
      "/assets/manifest-1.js": file("manifest"),
      "/assets/root-2.js": file("root", "export const id = 'root';"),
      "/assets/pma-3.js": file("pma", "export const id = 'pma';"),
      "/assets/entry.client-4.js": file("entry"),
    };
    const routes = html.match(/data-routes="([^"]*)"/)?.[1] ?? "";
    const inBrowser = (text: string) =>
      Object.entries(files).reduce((result, [path, address]) => result.replaceAll(path, address), text);
    const enqueued: string[] = [];
    let closed = false;
    class ReadableStream {
      constructor({ start }: { start: (controller: object) => void }) {
        start({ enqueue: (text: string) => enqueued.push(text), close: () => (closed = true) });
      }
      pipeThrough = () => this;
    }
    const window: Record<string, unknown> = { __loaderData: Promise.resolve("[1]") };
    const document = {
      getElementById: (id: string) => id === deferredScriptId && { getAttribute: () => inBrowser(routes) },
    };
    window.window = window;
    runInNewContext(inBrowser(module), Object.assign(window, { document, ReadableStream, TextEncoderStream: Object }), {
      importModuleDynamically: constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    await expect.poll(() => log.includes("entry")).toBe(true);
    delete realm.hydrationLog;
    expect(window.__reactRouterContext).toMatchObject({ ssr: false });
    expect(enqueued).toEqual(["[1]"]);
    expect(closed).toBe(true);
    const modules = window.__reactRouterRouteModules as Record<string, { id: string }>;
    expect(Object.keys(modules)).toEqual(["root", "pma-fr"]);
    expect([modules.root?.id, modules["pma-fr"]?.id]).toEqual(["root", "pma"]);
    expect(log.at(-1)).toBe("entry");
    expect(log.toSorted()).toEqual(["entry", "manifest", "pma", "root"]);
  });

  it("runs the scroll restoration's script at the start of the bootstrap's, in its own try, and leaves its element and the context's empty", () => {
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
    expect(scripts.slice(0, 2)).toEqual(["", ""]);
    const bootstrap = scripts.at(-1) ?? "";
    const window: Record<string, unknown> = { document: { getElementById: () => null } };
    window.window = window;
    runInNewContext(bootstrap, window);
    // The scroll script threw, as in a page without storage: the bootstrap still ran (and found no module element).
    expect(window.scrolled).toEqual(["positions", null]);
    expect(bootstrap).toContain(deferredScriptId);
    // In the page, in that order: the element naming the files before the script that reads it.
    expect(html.indexOf(deferredScriptId)).toBeLessThan(html.indexOf(bootstrap));
  });

  it("returns a page without React Router's module script as it is", () => {
    expect(deferHydration("<html><body>x</body></html>", "/x/index.html")).toEqual({
      html: "<html><body>x</body></html>",
    });
  });
});
