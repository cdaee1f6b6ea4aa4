/**
 * html-validate over every page the build writes (`npm run build` first):
 * each HTML file under build/client, the not-found and thank-you pages
 * included, with the rules of .htmlvalidate.mjs, each rule it turns off
 * there with its reason, and without markers nothing reads. The classes
 * of every page and stylesheet under their short names (scripts/short-classes.ts),
 * and each page's inline CSS complete for its first paint in any browser
 * (scripts/critical-css.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { prerenderPaths } from "../app/site/pages.ts";
import { appClassMap } from "./short-classes.ts";

const root = resolve(import.meta.dirname, "..");
const clientDir = join(root, "build/client");
if (!existsSync(clientDir)) throw new Error("These tests check the build: run `npm run build` first (npm test does).");

const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort();

describe("the built pages", () => {
  it("are one HTML file per pre-rendered path, nothing else", () => {
    const expected = prerenderPaths().map((path) => join(path.slice(1), "index.html"));
    expect(htmlFiles).toEqual(expected.sort());
  });

  const validator = new HtmlValidate(new FileSystemConfigLoader());
  for (const file of htmlFiles) {
    it(`${file}: html-validate finds no error`, async () => {
      // The file's own path: html-validate finds .htmlvalidate.mjs from it.
      const report = await validator.validateString(readFileSync(join(clientDir, file), "utf8"), join(clientDir, file));
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`),
      );
      expect(errors).toEqual([]);
    });
  }

  it("carry no `data-discover` marker: only lazy route discovery reads it, and this site's is `initial`", () => {
    // Every <Link> says discover="none" (react-router.config.ts); the marker was 5–108 B on each page as sent.
    const marked = htmlFiles.filter((file) => readFileSync(join(clientDir, file), "utf8").includes("data-discover"));
    expect(marked).toEqual([]);
  });

  it("leave React Router's context and module script to one hydration module, cached across pages", () => {
    // The same on every page (decision 006): inline, they were about 200 B of each page as sent, and a hash in its CSP.
    const modules = new Set<string>();
    const inlined = htmlFiles.filter((file) => {
      const html = readFileSync(join(clientDir, file), "utf8");
      const module = html.match(/<script type="text\/x-deferred-module"[^>]*\bdata-module="([^"]+)"/)?.[1];
      if (module) modules.add(module);
      const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code).join("\n");
      return !module || /__reactRouterContext\s*=|\bimport\s*[("*]/.test(scripts);
    });
    expect(inlined).toEqual([]);
    expect([...modules]).toEqual([expect.stringMatching(/^\/assets\/hydration-[\w-]+\.js$/)]);
    expect(existsSync(join(clientDir, [...modules][0] ?? ""))).toBe(true);
  });

  it("draw their icons themselves: no `<use>` points at a file, which Lighthouse's model counts in the LCP", () => {
    const external = htmlFiles.filter((file) =>
      /<use\b[^>]*\bhref="[^"#]/.test(readFileSync(join(clientDir, file), "utf8")),
    );
    expect(external).toEqual([]);
  });

  it("carry no `<!-- -->` between two texts: the code writes each run of text as one string", () => {
    // React separates adjacent texts of an element with an empty comment, 8 B each, 11 on the home page once.
    // An article's body is her Markdown, rendered as she wrote it, so it is left out.
    const separated = htmlFiles.filter((file) =>
      withoutArticleBody(readFileSync(join(clientDir, file), "utf8")).includes("<!-- -->"),
    );
    expect(separated).toEqual([]);
  });
});

/** The page without the inside of its article body (`.prose-article`), if it has one. */
function withoutArticleBody(html: string): string {
  const open = html.match(/<div class="prose-article[^"]*">/);
  if (open?.index === undefined) return html;
  const start = open.index + open[0].length;
  let depth = 1;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = start;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + html.slice(tag.index);
  }
  return html;
}

describe("the built pages' classes", async () => {
  const { renamed } = await appClassMap();
  const stylesheets = readdirSync(join(clientDir, "assets")).filter((file) => file.endsWith(".css"));

  it("are the short names on every page: no class string was missed", () => {
    const missed = htmlFiles.flatMap((file) =>
      [...readFileSync(join(clientDir, file), "utf8").matchAll(/\sclass="([^"]*)"/g)]
        .flatMap(([, list = ""]) => list.split(/\s+/))
        .filter((name) => renamed.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect([...new Set(missed)]).toEqual([]);
  });

  it("are the short names in the stylesheet", () => {
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const file of stylesheets) {
      const css = readFileSync(join(clientDir, "assets", file), "utf8");
      expect(css, file).toContain(`.${renamed.get("flex")}{`);
      expect(css, file).not.toMatch(/\.flex\{/);
    }
  });
});

describe("the built pages' inline CSS", () => {
  const inlineCss = (file: string) =>
    readFileSync(join(clientDir, file), "utf8").match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";

  it("gives Tailwind's properties their initial values in every browser, without registering them", () => {
    const wrong = htmlFiles.flatMap((file) => {
      const css = inlineCss(file);
      if (css.includes("@property")) return [`${file}: registers a property`];
      const read = css.match(/var\(--tw-[\w-]+\)/);
      const everywhere = /@layer properties\{\*,:before,:after,::backdrop\{/.test(css);
      return read && !everywhere ? [`${file}: reads ${read[0]} with no initial value outside a @supports test`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it("declares every custom property it reads without a fallback: theme values are written inline", () => {
    const undeclared = htmlFiles.flatMap((file) => {
      const html = readFileSync(join(clientDir, file), "utf8");
      const declared = new Set([...html.matchAll(/--([\w-]+):/g)].map((m) => m[1]));
      const read = [...inlineCss(file).matchAll(/var\(--([\w-]+)\)/g)].map((m) => m[1] as string);
      return [...new Set(read)].filter((name) => !declared.has(name)).map((name) => `${file}: --${name}`);
    });
    expect(undeclared).toEqual([]);
  });
});
