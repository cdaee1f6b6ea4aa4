import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The app's layers, lowest first: each may import from the layers below it,
 * never from those above (tests are exempt). app/site holds the facts,
 * app/content the words (and the formatter that fills them with facts),
 * app/lib the helpers that put both on a page, then components and routes.
 */
const layers = ["site", "content", "lib", "components", "routes"] as const;

const sources = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(dir, file));

/**
 * The app folders a module imports code from, as layer names. Not counted:
 * `import type` (erased, no runtime edge) and JSON data files (the files the
 * editor writes, app/content/data/, are data beneath every layer: app/site
 * reads the practice's facts there).
 */
const importedLayers = (file: string): string[] =>
  [
    ...readFileSync(file, "utf8").matchAll(/^import (?!type )[^;]*?from "((?:\.\.?\/)+)(\w+)\/[^"]*(?<!\.json)"/gms),
  ].flatMap(([, dots, folder]) => {
    const depth = file.split("/").length - 2; // app/<layer>/…/file.ts → folders below app/
    const ups = (dots?.match(/\.\./g) ?? []).length;
    return ups === depth ? [folder ?? ""] : [];
  });

describe("layers", () => {
  for (const [rank, layer] of layers.entries()) {
    it(`app/${layer} imports nothing from the layers above it`, () => {
      const above = layers.slice(rank + 1) as readonly string[];
      const offenders = sources(`app/${layer}`).flatMap((file) =>
        importedLayers(file)
          .filter((folder) => above.includes(folder))
          .map((folder) => `${file} → app/${folder}`),
      );
      expect(offenders).toEqual([]);
    });
  }
});
