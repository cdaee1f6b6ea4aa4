/**
 * Post-build rewrite of every pre-rendered page so that nothing but HTML and
 * the inlined CSS stands before the first paint (DESIGN.md §1, issue 8):
 *
 * - React Router's `<link rel="modulepreload">` tags go: Lighthouse charges
 *   every high-priority request that ends before the first paint to it.
 * - Its module script (static imports of the route modules, then the client
 *   entry) leaves the page for a hashed file, the hydration module, with the
 *   context React Router writes into every page before it: both are the same
 *   on every page but for the page's own route modules, so one cached file
 *   carries them for every page (decision 006). The element stays, empty and
 *   inert (`type="text/x-deferred-module"`, id `deferred-hydration`), where
 *   React hydrates it, naming the files the bootstrap loads and the page's
 *   route modules (`data-routes`).
 * - A small inline bootstrap runs that module on the visitor's first
 *   interaction (pointer, touch, key, focus, scroll) or once the browser is
 *   idle well after `load`, whichever comes first. It holds nothing back: the
 *   page answers the visitor's first actions itself (the platform and the page
 *   script, app/components/shell/page-script.ts), React enhances once loaded.
 * - React Router's loader data (the page's copy and the shell's, a second
 *   time after the HTML, 3 to 8 KB with Brotli) leaves the page for a file of
 *   its own next to it (`loader-data.json`), which the bootstrap fetches when
 *   it starts hydration, alongside the modules; the hydration module feeds it
 *   to the stream React Router reads it from (issue 26: the page fits in the
 *   first round trip).
 * - When the page inlines only its critical CSS, the bootstrap loads the
 *   whole stylesheet first (and the hydration module meanwhile), runs the
 *   module once the stylesheet is there, and applies it once React has
 *   hydrated.
 * - `<ScrollRestoration>`'s inline script runs, minified, at the start of the
 *   bootstrap's script, in its own `try` as in its own script; its element
 *   stays where React hydrates it, empty (an empty script neither runs nor
 *   needs a hash), as does the context's. Each inline script costs a sha256
 *   in the page's Content-Security-Policy header (54 bytes), and the headers
 *   travel in the first round trip too (decision 006).
 */

import { createHash } from "node:crypto";
import { inlineScript, minifyScript } from "../app/lib/inline-script.ts";

export const deferredScriptId = "deferred-hydration";

/** Idle trigger: this long after `load`, then at the browser's next idle period. */
export const idleDelayMs = 6000;

const triggers = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];

declare global {
  interface Window {
    __reactRouterContext: { streamController: ReadableStreamDefaultController<string> };
    /** The page's loader data, as the bootstrap fetched it when hydration started; the hydration module reads it. */
    __loaderData?: Promise<string>;
    __reactRouterRouteModules: Record<string, unknown>;
  }
}

/**
 * Runs in the page, after the element `id` that names the files hydration needs. Without its loader data
 * the page stays as pre-rendered (links and forms work natively): no error page over it. The whole stylesheet is loaded
 * before the modules run, since a client navigation may show rules the page did not inline; it applies
 * once React has hydrated (`data-hydrated` on <html>, app/root.tsx). Until then the page's own rules
 * cover all it shows, and applying a stylesheet restyles the whole page (157–320 ms on a slow phone):
 * that belongs with hydration's own busy moment, not with the visitor's first taps (decision 002).
 * The hydration module is asked for with the stylesheet, so that waiting for one does not delay the other.
 */
export function startHydrationLater(id: string, events: string[], idleDelay: number): void {
  const d = document;
  const w = window;
  const files = d.getElementById(id);
  if (!files) return;
  const options = { capture: true, passive: true };
  const data = files.getAttribute("data-loader-data");
  const module = files.getAttribute("data-module") as string;
  const css = files.getAttribute("data-stylesheet");
  let started = false;
  const run = () => {
    const script = d.createElement("script");
    script.type = "module";
    script.src = module;
    d.body.appendChild(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const event of events) w.removeEventListener(event, start, options);
    if (data) {
      const loaderData = fetch(data).then((response) => {
        if (!response.ok) throw response.status;
        return response.text();
      });
      loaderData.catch(() => {});
      w.__loaderData = loaderData;
    }
    if (!css) return run();
    const head = d.head;
    const preload = d.createElement("link");
    const link = d.createElement("link");
    const root = d.documentElement;
    const apply = () => {
      if (root.dataset.hydrated) link.media = "all";
    };
    preload.rel = "modulepreload";
    preload.href = module;
    head.appendChild(preload);
    link.rel = "stylesheet";
    link.href = css;
    link.media = "print";
    link.onload = link.onerror = run;
    new MutationObserver(apply).observe(root, { attributeFilter: ["data-hydrated"] });
    head.appendChild(link);
  };
  for (const event of events) w.addEventListener(event, start, options);
  w.addEventListener("load", () => setTimeout(() => (w.requestIdleCallback || setTimeout)(start), idleDelay));
}

export const bootstrapScript = inlineScript(startHydrationLater, deferredScriptId, triggers, idleDelayMs);

/**
 * Runs in the hydration module, once React Router's context is set: feeds the stream React Router reads
 * its loader data from (a fetch that failed leaves it open, and the page as pre-rendered), loads the
 * manifest and the page's route modules side by side (`data-routes` on the element `id`: each route's id
 * and module), then the client entry, as React Router's own module script would. `load` is `import()`,
 * written where the build's and the tests' transforms of this file cannot rewrite it.
 */
export function hydrate(id: string, manifest: string, entry: string, load: (url: string) => Promise<unknown>): void {
  const w = window;
  const stream = w.__reactRouterContext.streamController;
  w.__loaderData?.then(
    (text) => {
      stream.enqueue(text);
      stream.close();
    },
    () => {},
  );
  const routes = (document.getElementById(id)?.getAttribute("data-routes") ?? "").split(" ");
  const ids = routes.filter((_, i) => i % 2 === 0);
  Promise.all([load(manifest), ...routes.filter((_, i) => i % 2).map(load)]).then(([, ...modules]) => {
    w.__reactRouterRouteModules = Object.fromEntries(ids.map((route, i) => [route, modules[i]]));
    return load(entry);
  });
}

/** `<ScrollRestoration>`'s script, which stays inline; the context `<Scripts>` writes, which goes with the module. */
const scrollScript = /<script>(\(\(storageKey, restoreKey\) => [\s\S]*?)<\/script>/;
const contextScript = /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/;

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** React Router's `<Scripts>` streams the loader data as string literals (JSON), then closes the stream. */
const streamScript =
  /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/** The loader data file of a pre-rendered page: "/pma/index.html" → "/pma/loader-data.json". */
export const loaderDataFileOf = (htmlFile: string) => htmlFile.replace(/index\.html$/, "loader-data.json");

/** A file the build writes beside the pages: its path under the site's root, and its text. */
export type BuiltFile = { href: string; code: string };

/**
 * What React Router's module script loads: the manifest, each route's module (its id and file), then the
 * client entry. Any other shape (a React Router upgrade) stops the build rather than hydrate wrongly.
 */
function modulesOf(module: string): { manifest: string; routes: [string, string][]; entry: string } {
  const files = Object.fromEntries(
    [...module.matchAll(/^import \* as (route\d+) from "([^"\s]+)";$/gm)].map(([, name, file]) => [name, file]),
  );
  const names = [
    ...(module.match(/window\.__reactRouterRouteModules = \{(.*)\};/)?.[1] ?? "").matchAll(/"([^"\s]+)":(route\d+)/g),
  ].map(([, id = "", name = ""]) => [id, name]);
  const manifest = module.match(/^import "([^"\s]+)";$/m)?.[1] ?? "";
  const entry = module.match(/^import\("([^"\s]+)"\);$/m)?.[1] ?? "";
  const expected = [
    `import "${manifest}";`,
    ...Object.entries(files).map(([name, file]) => `import * as ${name} from "${file}";`),
    `window.__reactRouterRouteModules = {${names.map(([id, name]) => `"${id}":${name}`).join(",")}};`,
    `import("${entry}");`,
  ];
  if (
    module
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join("\n") !== expected.join("\n")
  )
    throw new Error(`React Router's module script is not as scripts/defer-hydration.ts reads it:\n${module}`);
  return { manifest, routes: names.map(([id = "", name = ""]) => [id, files[name] ?? ""]), entry };
}

/** React Router's context, then `hydrate`: the same for every page, named by its text. */
function hydrationModule(context: string, manifest: string, entry: string): BuiltFile {
  const call = [deferredScriptId, manifest, entry].map((arg) => JSON.stringify(arg)).join(",");
  const code = `${context};${minifyScript(`(${hydrate})(${call},(url)=>import(url))`, hydrate.name)}\n`;
  return { href: `/assets/hydration-${createHash("sha256").update(code).digest("base64url").slice(0, 10)}.js`, code };
}

/** One inline script of React Router's, minified, and the page with its element left empty. */
function takeScript(page: string, pattern: RegExp, name: string): { page: string; code: string } {
  const found = page.match(pattern)?.[1];
  if (found === undefined) throw new Error(`no ${name} script found in the page`);
  return { page: page.replace(pattern, "<script></script>"), code: minifyScript(found, name) };
}

/**
 * Returns the page with its hydration deferred, its loader data taken out (`htmlFile` is its path under
 * the site's root) and its hydration module, loading `stylesheet` first if given (the whole one, when the
 * page inlines only its critical rules: scripts/critical-css.ts); pages without React Router's module
 * script are returned as they are.
 */
export function deferHydration(
  html: string,
  htmlFile: string,
  stylesheet?: string,
): { html: string; loaderData?: string; hydration?: BuiltFile } {
  const module = html.match(moduleScript)?.[1];
  if (module === undefined) return { html };
  const chunks = [...html.matchAll(streamScript)].flatMap(([, literal]) =>
    literal ? [JSON.parse(literal) as string] : [],
  );
  if (chunks.length === 0) throw new Error(`${htmlFile}: no loader data found in the page`);
  const scroll = takeScript(
    html.replace(modulePreload, "").replace(streamScript, ""),
    scrollScript,
    "scroll restoration",
  );
  const context = takeScript(scroll.page, contextScript, "router context");
  const { manifest, routes, entry } = modulesOf(module);
  const hydration = hydrationModule(context.code, manifest, entry);
  return {
    html: context.page.replace(
      moduleScript,
      () =>
        `<script type="text/x-deferred-module" id="${deferredScriptId}" data-loader-data="${loaderDataFileOf(htmlFile)}" data-module="${hydration.href}" data-routes="${routes.flat().join(" ")}"${stylesheet ? ` data-stylesheet="${stylesheet}"` : ""}></script><script>try{${scroll.code}}catch{};${bootstrapScript}</script>`,
    ),
    loaderData: chunks.join(""),
    hydration,
  };
}
