/**
 * A page that reaches the browser in pieces (a slow or lossy connection, or
 * just Brotli decoded chunk by chunk) is painted as it arrives. The widgets
 * fixed to the window must not be painted half-built: the cookie banner would
 * then grow upwards, and the bottom bar's buttons slide sideways, once the
 * rest arrives; Lighthouse counted such a shift now and then (CLS 0.026 to
 * 0.055). Here a proxy in front of the real server holds the page back in
 * the middle of one of them.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { shellCopy } from "../../app/content/shell.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";

/** Where the proxy pauses, and the window width where that widget shows. */
const cuts: Record<string, { width: number; cut: (lang: Lang) => (html: string) => number }> = {
  // Inside the banner's card, after its title row.
  "cookie banner": { width: 390, cut: () => (html) => html.indexOf("</div>", html.indexOf("data-cookie-banner")) },
  // Inside the bottom bar, after its first link.
  "bottom bar": {
    width: 390,
    cut: (lang) => (html) => html.indexOf("</a>", html.indexOf(`aria-label="${shellCopy[lang].bottomBar.label}"`)),
  },
};

/** Serves the site through the real server, sending `path` in two parts 600 ms apart, split at `cut`. */
async function slowProxy(origin: string, path: string, cut: (html: string) => number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", origin));
    const type = upstream.headers.get("content-type") ?? "application/octet-stream";
    response.writeHead(upstream.status, { "content-type": type });
    if (request.url !== path) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const at = cut(html);
    if (at < 0) throw new Error(`no place to pause in ${path}`);
    response.write(html.slice(0, at));
    setTimeout(() => response.end(html.slice(at)), 600);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return server;
}

for (const lang of languages) {
  for (const [widget, { width, cut }] of Object.entries(cuts)) {
    test(`${lang}: the ${widget} is never painted half-built while the page arrives`, async ({ page, baseURL }) => {
      const path = pathOf("contact", lang);
      const proxy = await slowProxy(baseURL ?? "", path, cut(lang));
      try {
        await page.setViewportSize({ width, height: 844 });
        await page.addInitScript(() => {
          const w = window as unknown as { __shifts: string[] };
          w.__shifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Node }[] }[]) {
              const nodes = (entry.sources ?? []).map((s) =>
                s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
              );
              w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(" | ")}`);
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        const { port } = proxy.address() as AddressInfo;
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await expect(page.locator("[data-cookie-banner]")).toBeVisible();
        await page.waitForTimeout(300);
        const shifts = await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
        expect(shifts).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
}
