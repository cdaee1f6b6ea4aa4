/** What a first visit to a page downloads, in Brotli bytes, read from the build (budgets and `npm run bench`). */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

const sizeOf = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`) : statSync(file)).size;

export type PageWeight = { html: number; js: number; fonts: number; scripts: number };

export function pageWeight(staticDir: string, path: string): PageWeight {
  const htmlFile = join(staticDir, path === "/" ? "index.html" : `${path}/index.html`);
  const html = readFileSync(htmlFile, "utf8");
  const hrefs = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => join(staticDir, m[1] ?? ""));
  const scripts = [...new Set(hrefs(/<link rel="modulepreload" href="([^"]+)"/g))];
  const fonts = hrefs(/<link rel="preload" href="([^"]+\.woff2)"/g);
  return {
    html: sizeOf(htmlFile),
    js: scripts.reduce((sum, file) => sum + sizeOf(file), 0),
    fonts: fonts.reduce((sum, file) => sum + sizeOf(file), 0),
    scripts: scripts.length,
  };
}
