/**
 * The editor's page works offline with the pinned Sveltia CMS: every file it
 * names is served, its font sheet stands in for Sveltia's CDN fonts, its
 * import map answers the libraries Sveltia would fetch from unpkg.com, and
 * nothing outside admin/ and those package files is served.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adminDir, adminFile, adminPolicy, inlineScriptHashes, moduleFiles, sveltiaDir } from "./admin.ts";

const page = readFileSync(join(adminDir, "index.html"), "utf8");
const bundle = readFileSync(join(sveltiaDir, "dist/sveltia-cms.js"), "utf8");
const served = (path: string) => {
  const file = adminFile(path);
  return Boolean(file && existsSync(file));
};

describe("the editor's page", () => {
  it("serves every file the page and its font sheet name, relative to the page", () => {
    const named = [...page.matchAll(/(?:src|href)="([^"]+)"/g)]
      .map(([, url]) => url ?? "")
      .filter((u) => !u.startsWith("data:"));
    const fonts = [...readFileSync(join(adminDir, "fonts.css"), "utf8").matchAll(/url\("([^"]+)"\)/g)].map(
      ([, url]) => url ?? "",
    );
    expect(named).toEqual(["fonts.css", "setup.js", "sveltia/dist/sveltia-cms.js", "fields.js"]);
    expect(fonts.length).toBe(3);
    for (const path of [...named, ...fonts]) expect(served(path), path).toBe(true);
  });

  it("stands its font sheet in for Sveltia's, whose fonts come from a CDN: same style id", () => {
    const style = /hash:`(svelte-\w+)`,code:`[^`]*?font-family:'Material Symbols Outlined'/.exec(bundle);
    expect(style?.[1]).toBeDefined();
    expect(page).toContain(`<link id="${style?.[1]}" rel="stylesheet" href="fonts.css" />`);
  });

  it("maps every library Sveltia loads from unpkg.com for what the site uses to its installed copy", () => {
    const { dependencies } = JSON.parse(readFileSync(join(sveltiaDir, "package.json"), "utf8"));
    const map = JSON.parse(/<script type="importmap">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? "{}").imports;
    const names = Object.keys(moduleFiles);
    expect(map).toEqual(
      Object.fromEntries(
        names.map((name) => [
          `https://unpkg.com/${name}@${dependencies[name].replace(/^\D/, "")}/`,
          `./modules/${name}/`,
        ]),
      ),
    );
    const loaded = [...bundle.matchAll(/\(`([\w-]+)`,`([^`?]+)`\)/g)].filter(([, name]) => names.includes(name ?? ""));
    expect(loaded.map(([, name]) => name).sort()).toEqual([...names].sort());
    for (const [, name, file] of loaded) expect(served(`modules/${name}/${file}`), `${name}/${file}`).toBe(true);
  });

  it("serves the French words and the version number Sveltia asks its CDN for", () => {
    expect(served("sveltia/locales/fr.json")).toBe(true);
    expect(served("sveltia/package.json")).toBe(true);
    expect(bundle).toContain("https://unpkg.com/@sveltia/cms");
  });

  it("serves nothing else: no other package file, no file outside, not its README", () => {
    for (const path of [
      "README.md",
      "../package.json",
      "sveltia/../../../package.json",
      "sveltia/schema/sveltia-cms.json",
      "modules/immutable/package.json",
      "modules/yaml/dist/index.js",
      "modules/../../.env",
    ]) {
      expect(adminFile(path), path).toBeUndefined();
    }
  });

  it("allows its one inline script, the import map, by its hash, and reaches nothing outside", () => {
    const policy = adminPolicy();
    const hashes = inlineScriptHashes();
    expect(hashes.length).toBe(1);
    expect(policy).toContain(`script-src 'self' ${hashes[0]}`);
    expect(policy).not.toMatch(/https?:|unsafe-eval|\*/);
  });
});
