/** What a first visit to a page downloads, in Brotli bytes, read from the build (budgets and `npm run bench`). */

import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { htmlFileOf } from "../app/site/http.ts";

const sizeOf = (file: string) => (existsSync(`${file}.br`) ? statSync(`${file}.br`) : statSync(file)).size;

export type PageWeight = { html: number; js: number; fonts: number; scripts: number };

/** The element naming the hydration module and the page's route modules (scripts/defer-hydration.ts). */
const hydrationElement = /<script type="text\/x-deferred-module"[^>]*>/;
/** The files the hydration module names: React Router's manifest and client entry. */
const namedFiles = /[`"'](\/assets\/[^`"'\s]+\.js)[`"']/g;
/** Static imports inside a built chunk (`import{…}from"./x.js"`, `import"./x.js"`); dynamic ones load later. */
const chunkImports = /\bimport\s*(?:[\w$*{}\s,]*?\bfrom\s*)?"(\.\/[^"]+\.js)"/g;

/** The JavaScript files a page loads when it hydrates: the hydration module, what it loads, their static imports. */
export function pageScripts(staticDir: string, html: string): string[] {
  const element = html.match(hydrationElement)?.[0] ?? "";
  const module = element.match(/\bdata-module="([^"]+)"/)?.[1];
  if (module === undefined) return [];
  const moduleFile = join(staticDir, module);
  const routes = (element.match(/\bdata-routes="([^"]*)"/)?.[1] ?? "").split(" ").filter((_, i) => i % 2);
  const named = [...readFileSync(moduleFile, "utf8").matchAll(namedFiles)].map((m) => m[1] ?? "");
  const queue = [...named, ...routes].map((path) => join(staticDir, path));
  const seen = new Set<string>([moduleFile]);
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
