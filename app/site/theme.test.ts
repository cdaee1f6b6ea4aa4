import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { palette, paletteCss } from "./theme.ts";

describe("palette", () => {
  it("has the same tokens in the light and the dark theme", () => {
    expect(Object.keys(palette.dark).sort()).toEqual(Object.keys(palette.light).sort());
  });

  it("defines every colour the stylesheet's @theme maps to a variable", () => {
    const css = readFileSync("app/app.css", "utf8");
    const used = [...css.matchAll(/--color-[\w-]+:\s*var\(--([\w-]+)\)/g)].map((m) => m[1]);
    expect(used.length).toBeGreaterThan(0);
    expect(used.filter((name) => !(name && name in palette.light))).toEqual([]);
  });

  it("writes both themes as CSS variables for pages outside the stylesheet", () => {
    expect(paletteCss).toContain(`--canvas:${palette.light.canvas}`);
    expect(paletteCss).toMatch(
      new RegExp(`prefers-color-scheme:dark\\)\\{:root\\{[^}]*--canvas:${palette.dark.canvas}`),
    );
  });
});
