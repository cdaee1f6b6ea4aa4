/**
 * `node scripts/compare-screens.ts BEFORE_DIR`: screenshots of a few pages
 * served from an earlier build (BEFORE_DIR, e.g. a copy of build/client made
 * before a change) and from build/client, at 390 and 1280 px in both themes,
 * compared pixel for pixel: the first paint (no interaction, so no module
 * and, with per-page CSS, only the inlined rules), then with the menu dialog,
 * the « Infos pratiques » popover and the consent preferences open while
 * the whole stylesheet is held back (only what the page inlined can style
 * them). Prints one line per screenshot that differs and writes both images
 * to /tmp/compare-screens. PAGES=/a,/b picks the pages. Prints figures, not a test: a change that means
 * to alter the look is expected to show here.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import { chromium, type Page } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.ts";
import { startServer } from "../tests/support/process.ts";

const before = process.argv[2];
if (!before) throw new Error("usage: node scripts/compare-screens.ts BEFORE_STATIC_DIR");
const paths = process.env.PAGES?.split(",") ?? [
  "/",
  "/en",
  "/pma",
  "/tarifs",
  "/contact",
  "/en/news/your-first-psychotherapy-session",
];
const out = "/tmp/compare-screens";
mkdirSync(out, { recursive: true });

const dataDir = (name: string) => `/tmp/compare-screens-data-${name}`;
const servers = await Promise.all(
  [before, "build/client"].map((dir) =>
    startServer({
      env: { STATIC_DIR: dir, LOG_LEVEL: "error", DATA_DIR: dataDir(dir === before ? "before" : "after") },
      output: "inherit",
    }),
  ),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });

type Shot = { name: string; open?: (page: Page) => Promise<void> };
const shots: Shot[] = [
  { name: "first-paint" },
  { name: "menu", open: (page) => page.getByRole("button", { name: /menu/i }).first().click() },
  { name: "practical", open: (page) => page.locator("[data-practical-menu] > [popovertarget]").click() },
  {
    name: "preferences",
    open: (page) =>
      page
        .locator("[data-cookie-banner] button")
        .filter({ hasText: /préférences|preferences/i })
        .click(),
  },
];

let differing = 0;
let compared = 0;
try {
  for (const path of paths)
    for (const width of [390, 1280])
      for (const colorScheme of ["light", "dark"] as const)
        for (const shot of shots) {
          const images: Buffer[] = [];
          for (const server of servers) {
            const context = await browser.newContext({
              viewport: { width, height: 900 },
              colorScheme,
              reducedMotion: "reduce",
            });
            const page = await context.newPage();
            page.setDefaultTimeout(3000);
            // Neither build's modules nor the whole stylesheet: what the HTML alone shows.
            await page.route(/\.js$|\/assets\/site-[^/]+\.css$/, (route) => route.abort());
            await page.goto(server.url + path, { waitUntil: "load" });
            let shown = true;
            if (shot.open) {
              try {
                await shot.open(page);
                await page.waitForTimeout(300);
              } catch {
                shown = false;
              }
            }
            if (shown)
              images.push(await page.screenshot({ fullPage: !shot.open, animations: "disabled", timeout: 60_000 }));
            await context.close();
          }
          if (images.length < 2) continue;
          compared++;
          const [a, b] = images as [Buffer, Buffer];
          if (!a.equals(b)) {
            differing++;
            const name = `${path.replace(/\W+/g, "_")}-${width}-${colorScheme}-${shot.name}`;
            writeFileSync(`${out}/${name}-before.png`, a);
            writeFileSync(`${out}/${name}-after.png`, b);
            console.log(`differs: ${path} ${width}px ${colorScheme} ${shot.name}`);
          }
        }
  console.log(`${compared} screenshots compared, ${differing} differ`);
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.stop()));
}
