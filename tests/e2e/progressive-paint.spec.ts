/**
 * A page that reaches the browser in pieces (a slow or lossy connection, or
 * just Brotli decoded chunk by chunk) is painted as it arrives. The widgets
 * fixed to the window must not be painted half-built: the cookie banner would
 * then grow upwards, and the bottom bar's buttons slide sideways, once the
 * rest arrives; Lighthouse counted such a shift now and then (CLS 0.026 to
 * 0.055). Nor must the header (its menu slides left as the links after it
 * arrive) or the page's content (a centred row of buttons moves as the next
 * one arrives). Here a proxy in front of the real server holds the page back
 * in the middle of one of them.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { shellCopy } from "../../app/content/shell.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";
import { desktop, expect, layoutShifts, phone, test, watchLayoutShifts } from "./fixtures.ts";

// The banner must show: no choice is stored beforehand.
test.use({ decided: false });

/** Where the first `tag` after `from` ends, or -1 when there is none. */
const endOf = (html: string, tag: string, from: number) => {
  const at = html.indexOf(tag, from);
  return at < 0 ? -1 : at + tag.length;
};

type Pause = { page: PageId; at: (html: string, lang: Lang) => number[]; viewport: typeof phone };

/**
 * Where the proxy pauses in a page's HTML, and at which width that part shows. Some pause a second
 * time soon after: Chromium counts no layout shift in a frame where a scroll bar appeared, so what
 * moves must arrive before the rest of the page makes it scroll.
 */
const pauses: Record<string, Pause> = {
  // Inside the banner's card, after its title row.
  "cookie banner": {
    page: "contact",
    at: (html) => [html.indexOf("</div>", html.indexOf("data-cookie-banner"))],
    viewport: phone,
  },
  // Inside the bottom bar, between its first link's icon and label.
  "bottom bar": {
    page: "contact",
    at: (html, lang) => [endOf(html, "</svg>", html.indexOf(`aria-label="${shellCopy[lang].bottomBar.label}"`))],
    viewport: phone,
  },
  // Inside the header's menu, after its first link: the links after it, and the header's buttons, still to come.
  header: {
    page: "contact",
    at: (html, lang) => [
      html.indexOf("</a>", html.indexOf(`aria-label="${shellCopy[lang].header.mainNav}"`)),
      html.indexOf("<main"),
    ],
    viewport: desktop,
  },
  // Between the two buttons of the home page's opening, a centred row.
  "home page's opening": {
    page: "home",
    at: (html) => {
      const first = html.indexOf("</a>", html.indexOf('data-section="hero"'));
      return [first, html.indexOf("</a>", first + 4)];
    },
    viewport: desktop,
  },
};

/** Serves the site through the real server, sending `path` in parts 600 ms apart, split at `cuts` (bytes). */
async function slowProxy(origin: string, path: string, cuts: number[]): Promise<Server> {
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
    let from = 0;
    for (const cut of cuts) {
      response.write(body.subarray(from, cut));
      from = cut;
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    response.end(body.subarray(from));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return server;
}

for (const lang of languages) {
  for (const [part, { page: key, at: pause, viewport }] of Object.entries(pauses)) {
    test(`${lang}: the ${part} is never painted half-built while the page arrives`, async ({ page, baseURL }) => {
      const path = pathOf(key, lang);
      const html = await (await fetch(new URL(path, baseURL))).text();
      const indexes = pause(html, lang);
      for (const index of indexes) expect(index, `a place to pause in ${path}`).toBeGreaterThan(0);
      const proxy = await slowProxy(
        baseURL ?? "",
        path,
        indexes.map((index) => Buffer.byteLength(html.slice(0, index))),
      );
      try {
        await page.setViewportSize(viewport);
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
