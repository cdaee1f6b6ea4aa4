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
import { shellCopy } from "../../app/content/shell.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, layoutShifts, phone, test, watchLayoutShifts } from "./fixtures.ts";

// The banner must show: no choice is stored beforehand.
test.use({ decided: false });

/** Where the proxy pauses in a page's HTML (both widgets show on a phone). */
const pauses: Record<string, (html: string, lang: Lang) => number> = {
  // Inside the banner's card, after its title row.
  "cookie banner": (html) => html.indexOf("</div>", html.indexOf("data-cookie-banner")),
  // Inside the bottom bar, after its first link.
  "bottom bar": (html, lang) => html.indexOf("</a>", html.indexOf(`aria-label="${shellCopy[lang].bottomBar.label}"`)),
};

/** Serves the site through the real server, sending `path` in two parts 600 ms apart, split at `at`. */
async function slowProxy(origin: string, path: string, at: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? "/", origin));
    response.writeHead(upstream.status, {
      "content-type": upstream.headers.get("content-type") ?? "application/octet-stream",
    });
    const body = Buffer.from(await upstream.arrayBuffer());
    if (request.url !== path) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, at));
    setTimeout(() => response.end(body.subarray(at)), 600);
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return server;
}

for (const lang of languages) {
  for (const [widget, pause] of Object.entries(pauses)) {
    test(`${lang}: the ${widget} is never painted half-built while the page arrives`, async ({ page, baseURL }) => {
      const path = pathOf("contact", lang);
      const html = await (await fetch(new URL(path, baseURL))).text();
      const index = pause(html, lang);
      expect(index, `a place to pause in ${path}`).toBeGreaterThan(0);
      const at = Buffer.byteLength(html.slice(0, index));
      const proxy = await slowProxy(baseURL ?? "", path, at);
      try {
        await page.setViewportSize(phone);
        await watchLayoutShifts(page);
        const { port } = proxy.address() as AddressInfo;
        await page.goto(`http://127.0.0.1:${port}${path}`);
        await expect(page.locator("[data-cookie-banner]")).toBeVisible();
        await page.waitForTimeout(300);
        expect(await layoutShifts(page)).toEqual([]);
      } finally {
        proxy.close();
      }
    });
  }
}
