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
 * The bootstrap re-inserts the module's text as an inline module script, so
 * the CSP hash of that text (computed from the page, like every inline
 * script) allows it.
 */

export const deferredScriptId = "deferred-hydration";

/** Idle trigger: this long after `load`, then at the browser's next idle period. */
export const idleDelayMs = 6000;

const triggers = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "scroll", "wheel"];

export const bootstrapScript = `(()=>{
var d=document,w=window,code=d.getElementById(${JSON.stringify(deferredScriptId)});
if(!code)return;
var events=${JSON.stringify(triggers)},opts={capture:true,passive:true},started=false;
function start(){
if(started)return;started=true;
events.forEach(function(e){w.removeEventListener(e,start,opts)});
var s=d.createElement("script");s.type="module";s.textContent=code.textContent;d.body.appendChild(s);
}
events.forEach(function(e){w.addEventListener(e,start,opts)});
w.addEventListener("load",function(){setTimeout(function(){(w.requestIdleCallback||setTimeout)(start)},${idleDelayMs})});
})();`;

const modulePreload = /<link rel="modulepreload" href="[^"]*"\/>/g;
const moduleScript = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Returns the page with its hydration deferred; pages without React Router's module script are returned as is. */
export function deferHydration(html: string): string {
  if (!moduleScript.test(html)) return html;
  return html
    .replace(modulePreload, "")
    .replace(
      moduleScript,
      (_, body: string) =>
        `<script type="text/x-deferred-module" id="${deferredScriptId}">${body}</script><script>${bootstrapScript}</script>`,
    );
}
