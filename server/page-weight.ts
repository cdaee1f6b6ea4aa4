/** What a first visit to a page downloads, in Brotli bytes, read from the build (budgets and `npm run bench`). */

import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { htmlFileOf } from "../app/site/http.ts";

const sizeOf = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`) : statSync(file)).size;

export type PageWeight = { html: number; js: number; fonts: number; scripts: number };

/** Every specifier the page's deferred module script loads: its static imports and the client entry. */
const moduleScript = /<script type="(?:module|text\/x-deferred-module)"[^>]*>([\s\S]*?)<\/script>/;
const pageImports = /\bimport\s*(?:\(\s*)?(?:[^"'()]*?\bfrom\s*)?"(\/assets\/[^"]+\.js)"/g;
/** Static imports inside a built chunk (`import{…}from"./x.js"`, `import"./x.js"`); dynamic ones load later. */
const chunkImports = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?"(\.\/[^"]+\.js)"/g;

/** The JavaScript files a page loads when it hydrates, following static imports. */
export function pageScripts(staticDir: string, html: string): string[] {
  const body = html.match(moduleScript)?.[1] ?? "";
  const queue = [...body.matchAll(pageImports)].map((m) => join(staticDir, m[1] ?? ""));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, "utf8");
    for (const m of code.matchAll(chunkImports)) queue.push(join(dirname(file), posix.normalize(m[1] ?? "")));
  }
  return [...seen];
}

export function pageWeight(staticDir: string, path: string): PageWeight {
  const htmlFile = join(staticDir, htmlFileOf(path));
  const html = readFileSync(htmlFile, "utf8");
  const scripts = pageScripts(staticDir, html);
  const fonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map((m) =>
    join(staticDir, m[1] ?? ""),
  );
  return {
    html: sizeOf(htmlFile),
    js: scripts.reduce((sum, file) => sum + sizeOf(file), 0),
    fonts: fonts.reduce((sum, file) => sum + sizeOf(file), 0),
    scripts: scripts.length,
  };
}
