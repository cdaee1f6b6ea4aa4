/**
 * Post-build rewrite of every pre-rendered page so that nothing but HTML and
 * the inlined CSS stands before the first paint (DESIGN.md §1, issue 8):
 *
 * - React Router's `<link rel="modulepreload">` tags go: Lighthouse charges
 *   every high-priority request that ends before the first paint to it.
 * - Its module script (static imports of the route modules, then the client
 *   entry) becomes inert (`type="text/x-deferred-module"`, id `deferred-hydration`).
 * - A small inline bootstrap runs it on the visitor's first interaction
 *   (pointer, touch, key, focus, scroll) or once the browser is idle well
 *   after `load`, whichever comes first. It holds nothing back: the page
 *   answers the visitor's first actions itself (the platform and the page
 *   script, app/components/shell/page-script.ts), React enhances once loaded.
 *
 * - React Router's loader data (the page's copy and the shell's, a second
 *   time after the HTML, 3 to 8 KB with Brotli) leaves the page for a file of
 *   its own next to it (`loader-data.json`), which the bootstrap fetches when
 *   it starts hydration, alongside the modules, and feeds to the stream React
 *   Router reads it from (issue 26: the page fits in the first round trip).
 * - When the page inlines only its critical CSS, the bootstrap loads the
 *   whole stylesheet first, runs the module once it is there, and applies
 *   it once React has hydrated.
 * - React Router's two classic inline scripts (`<ScrollRestoration>`'s and the
 *   context `<Scripts>` writes before its module) run, minified, at the start
 *   of the bootstrap's script, in their order, each in its own `try` as in its
 *   own script; their elements stay where React hydrates them, empty (an empty
 *   script neither runs nor needs a hash). Each inline script costs a sha256 in
 *   the page's Content-Security-Policy header (54 bytes), and the headers
 *   travel in the first round trip too (decision 006).
 *
 * The bootstrap re-inserts the module's text as an inline module script, so
 * the CSP hash of that text (computed from the page, like every inline
 * script) allows it.
 */

import { inlineScript, minifyScript } from "../app/lib/inline-script.ts";

export const deferredScriptId = "deferred-hydration";

/** Idle trigger: this long after `load`, then at the browser's next idle period. */
export const idleDelayMs = 6000;

const triggers = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];

declare global {
  interface Window {
    __reactRouterContext: { streamController: ReadableStreamDefaultController<string> };
  }
}

/**
 * Runs in the page, after the deferred module script (`id`). Without its loader data the page stays as
 * pre-rendered (links and forms work natively): no error page over it. The whole stylesheet is loaded
 * before the modules run, since a client navigation may show rules the page did not inline; it applies
 * once React has hydrated (`data-hydrated` on <html>, app/root.tsx). Until then the page's own rules
 * cover all it shows, and applying a stylesheet restyles the whole page (157–320 ms on a slow phone):
 * that belongs with hydration's own busy moment, not with the visitor's first taps (decision 002).
 */
export function startHydrationLater(id: string, events: string[], idleDelay: number): void {
  const d = document;
  const w = window;
  const code = d.getElementById(id);
  if (!code) return;
  const options = { capture: true, passive: true };
  const data = code.getAttribute("data-loader-data");
  const css = code.getAttribute("data-stylesheet");
  let started = false;
  const run = () => {
    const script = d.createElement("script");
    script.type = "module";
    script.textContent = code.textContent;
    d.body.appendChild(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    for (const event of events) w.removeEventListener(event, start, options);
    if (data)
      fetch(data)
        .then((response) => {
          if (!response.ok) throw response.status;
          return response.text();
        })
        .then(
          (text) => {
            const stream = w.__reactRouterContext.streamController;
            stream.enqueue(text);
            stream.close();
          },
          () => {},
        );
    if (!css) return run();
    const link = d.createElement("link");
    const root = d.documentElement;
    const apply = () => {
      if (root.dataset.hydrated) link.media = "all";
    };
    link.rel = "stylesheet";
    link.href = css;
    link.media = "print";
    link.onload = link.onerror = run;
    new MutationObserver(apply).observe(root, { attributeFilter: ["data-hydrated"] });
    d.head.appendChild(link);
  };
  for (const event of events) w.addEventListener(event, start, options);
  w.addEventListener("load", () => setTimeout(() => (w.requestIdleCallback || setTimeout)(start), idleDelay));
}

export const bootstrapScript = inlineScript(startHydrationLater, deferredScriptId, triggers, idleDelayMs);

/** <ScrollRestoration>'s script, then the context <Scripts> writes. */
const routerScripts = [
  { name: "scroll restoration", pattern: /<script>(\(\(storageKey, restoreKey\) => [\s\S]*?)<\/script>/ },
  { name: "router context", pattern: /<script>(window\.__reactRouterContext = [\s\S]*?)<\/script>/ },
];

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** React Router's `<Scripts>` streams the loader data as string literals (JSON), then closes the stream. */
const streamScript =
  /<script>window\.__reactRouterContext\.streamController\.(?:enqueue\(("(?:[^"\\]|\\.)*")\)|close\(\));<\/script>/g;

/** The loader data file of a pre-rendered page: "/pma/index.html" → "/pma/loader-data.json". */
export const loaderDataFileOf = (htmlFile: string) => htmlFile.replace(/index\.html$/, "loader-data.json");

/**
 * Returns the page with its hydration deferred and its loader data taken out (`htmlFile` is its path
 * under the site's root), loading `stylesheet` first if given (the whole one, when the page inlines
 * only its critical rules: scripts/critical-css.ts); pages without React Router's module script are
 * returned as they are.
 */
export function deferHydration(
  html: string,
  htmlFile: string,
  stylesheet?: string,
): { html: string; loaderData?: string } {
  if (!moduleScript.test(html)) return { html };
  const chunks = [...html.matchAll(streamScript)].flatMap(([, literal]) =>
    literal ? [JSON.parse(literal) as string] : [],
  );
  if (chunks.length === 0) throw new Error(`${htmlFile}: no loader data found in the page`);
  let page = html.replace(modulePreload, "").replace(streamScript, "");
  const moved: string[] = [];
  for (const { name, pattern } of routerScripts) {
    page = page.replace(pattern, (_, code: string) => {
      moved.push(`try{${minifyScript(code, name)}}catch{}`);
      return "<script></script>";
    });
  }
  return {
    html: page.replace(
      moduleScript,
      (_, body: string) =>
        `<script type="text/x-deferred-module" id="${deferredScriptId}" data-loader-data="${loaderDataFileOf(htmlFile)}"${stylesheet ? ` data-stylesheet="${stylesheet}"` : ""}>${body}</script><script>${[...moved, bootstrapScript].join(";")}</script>`,
    ),
    loaderData: chunks.join(""),
  };
}
