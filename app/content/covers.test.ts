/**
 * The illustrations: one per cover id, and every SVG stays small,
 * self-contained and free of text, scripts and styles (the CSP allows neither
 * in an image, and the covers are <img>s). That each article names a cover
 * that is there is the build's check (validate.ts).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { darkCover, darkPalette, inThemeColours } from "../../scripts/theme-illustrations.ts";
import { drawingNames } from "../assets/drawing-names.ts";
import { drawings } from "../assets/drawings.ts";
import { palette } from "../site/theme.ts";
import { frontMatterSchema } from "./articles.server.ts";
import { coverIds } from "./covers.ts";

const root = join(import.meta.dirname, "..");
const illustrationsDir = join(root, "assets", "illustrations");
const articlesDir = join(import.meta.dirname, "articles");

/** Relative luminance of an sRGB colour (WCAG 2.2), 0 for black to 1 for white. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Bytes per hand-written illustration. */
const BUDGET = 6 * 1024;

const svgFiles = readdirSync(illustrationsDir).filter((name) => name.endsWith(".svg"));
const articleFiles = readdirSync(articlesDir).filter((name) => name.endsWith(".md") && name !== "README.md");

describe("article covers", () => {
  it("has one illustration per cover id, and the pages' own illustrations", () => {
    const names = svgFiles.map((name) => name.replace(/\.svg$/, "")).sort();
    expect(names).toEqual([...coverIds, "hero", "practice", "path", "lost"].sort());
  });

  it.each(coverIds)("%s has its dark-theme version, up to date", (id) => {
    const light = readFileSync(join(illustrationsDir, `${id}.svg`), "utf8");
    const dark = readFileSync(join(illustrationsDir, "dark", `${id}.svg`), "utf8");
    expect(dark, "run node scripts/theme-illustrations.ts").toBe(darkCover(light));
    // The dark version keeps none of the light backgrounds.
    for (const colour of Object.keys(darkPalette)) expect(dark.toLowerCase()).not.toContain(`"${colour}"`);
  });

  it.each(drawingNames)("%s, shown as an image, has its light and dark versions in the palette, up to date", (name) => {
    const source = readFileSync(join(illustrationsDir, `${name}.svg`), "utf8");
    // The page lays it out at the drawing's own size.
    const [, width, height] = source.match(/ width="(\d+)" height="(\d+)"/) ?? [];
    expect([drawings[name].width, drawings[name].height]).toEqual([Number(width), Number(height)]);
    for (const theme of ["light", "dark"] as const) {
      const written = readFileSync(join(illustrationsDir, theme, `${name}.svg`), "utf8");
      expect(written, "run node scripts/theme-illustrations.ts").toBe(inThemeColours(source, theme));
      expect(written).toContain(`color="${palette[theme].primary}"`);
      // No class is left for a stylesheet the image never sees.
      expect(written).not.toContain("class=");
    }
  });

  it.each(coverIds)(
    "%s in the dark theme draws nothing brighter than the theme's own accent: no patch glares",
    (id) => {
      const dark = readFileSync(join(illustrationsDir, "dark", `${id}.svg`), "utf8");
      const brightest = luminance(palette.dark.primary);
      const glaring = [...dark.matchAll(/"(#[0-9a-fA-F]{6})"/g)]
        .map(([, colour]) => colour ?? "")
        .filter((colour) => luminance(colour) > brightest);
      expect(glaring).toEqual([]);
    },
  );

  it("rejects an unknown cover id in front matter", () => {
    const valid = matter(readFileSync(join(articlesDir, articleFiles[0] ?? ""), "utf8")).data;
    expect(frontMatterSchema.safeParse(valid).success).toBe(true);
    expect(frontMatterSchema.safeParse({ ...valid, cover: "sunset" }).success).toBe(false);
  });
});

describe.each(svgFiles)("illustration %s", (name) => {
  const source = readFileSync(join(illustrationsDir, name), "utf8");

  it(`is within its ${BUDGET}-byte budget`, () => {
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(BUDGET);
  });

  it("is a self-contained SVG with a viewBox, width and height", () => {
    expect(source).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" width="\d+" height="\d+"/,
    );
    expect(source).not.toMatch(/\b(?:href|xlink:href)=|url\((?!#)/);
  });

  it("holds no text, script, style or event handler", () => {
    expect(source).not.toMatch(/<(?:text|script|style|foreignObject)\b|\sstyle=|\son\w+=/i);
  });
});
