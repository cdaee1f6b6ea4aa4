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
 *   whole stylesheet first, and runs the module once it is there.
 *
 * The bootstrap re-inserts the module's text as an inline module script, so
 * the CSP hash of that text (computed from the page, like every inline
 * script) allows it.
 */

export const deferredScriptId = "deferred-hydration";

/** Idle trigger: this long after `load`, then at the browser's next idle period. */
export const idleDelayMs = 6000;

const triggers = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];

/**
 * Without its loader data the page stays as pre-rendered (links and forms work natively): no error
 * page over it. The whole stylesheet comes before the modules: a client navigation may show rules the
 * page did not inline.
 */
export const bootstrapScript = `(()=>{
var d=document,w=window,code=d.getElementById(${JSON.stringify(deferredScriptId)});
if(!code)return;
var events=${JSON.stringify(triggers)},opts={capture:true,passive:true},started=false,data=code.getAttribute("data-loader-data"),css=code.getAttribute("data-stylesheet");
function run(){var s=d.createElement("script");s.type="module";s.textContent=code.textContent;d.body.appendChild(s)}
function start(){
if(started)return;started=true;
events.forEach(function(e){w.removeEventListener(e,start,opts)});
if(data)fetch(data).then(function(r){if(!r.ok)throw r.status;return r.text()}).then(function(t){var c=w.__reactRouterContext.streamController;c.enqueue(t);c.close()},function(){});
if(!css)return run();
var l=d.createElement("link");l.rel="stylesheet";l.href=css;l.onload=l.onerror=run;d.head.appendChild(l);
}
events.forEach(function(e){w.addEventListener(e,start,opts)});
w.addEventListener("load",function(){setTimeout(function(){(w.requestIdleCallback||setTimeout)(start)},${idleDelayMs})});
})();`;

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
  return {
    html: html
      .replace(modulePreload, "")
      .replace(streamScript, "")
      .replace(
        moduleScript,
        (_, body: string) =>
          `<script type="text/x-deferred-module" id="${deferredScriptId}" data-loader-data="${loaderDataFileOf(htmlFile)}"${stylesheet ? ` data-stylesheet="${stylesheet}"` : ""}>${body}</script><script>${bootstrapScript}</script>`,
      ),
    loaderData: chunks.join(""),
  };
}
