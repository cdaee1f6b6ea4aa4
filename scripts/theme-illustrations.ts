/**
 * Writes the illustrations' versions for each theme, for the drawings a page
 * shows as an `<img>` (an SVG shown as an image cannot carry a style, the CSP
 * forbids it, nor take the page's colours):
 * - the article covers' dark versions, app/assets/illustrations/dark/<id>.svg:
 *   the same drawing with its cream and pale backgrounds turned to the dark
 *   theme's tones, so a cover does not glare on the dark page;
 * - the drawings made in the theme's colours (`text-primary`, `text-accent`
 *   groups drawn in `currentColor`) that pages show as images
 *   (app/assets/drawing-names.ts): each in the light and the dark palette,
 *   `light/<name>.svg` and `dark/<name>.svg`.
 * The pages pick one or the other with
 * <source media="(prefers-color-scheme: dark)">. covers.test.ts checks that
 * the written files match their sources; after editing one, run:
 *
 *   node scripts/theme-illustrations.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { drawingNames } from "../app/assets/drawing-names.ts";
import { coverIds } from "../app/content/covers.ts";
import { palette } from "../app/site/theme.ts";

/** Light colours of the covers → the dark theme's (near app/site/theme.ts: canvas, surface, primary-soft…). */
export const darkPalette: Record<string, string> = {
  "#f6efe4": "#1b2426",
  "#efe3d3": "#222d2f",
  "#f3e2d2": "#2a3335",
  "#fbf8f3": "#1f2a2c",
  "#f3ede4": "#222d2f",
  "#e6d8c4": "#2b3638",
  "#d9c7ae": "#344042",
  "#e3efed": "#1f3634",
  "#c9e0dc": "#2a4644",
  "#fbe3cf": "#3a3230",
  // The suns, the lit doorway, the phone's screen and the conference's slide: soft, not bright, on a dark card.
  "#f1c9ae": "#9c7460",
  "#9cc3bd": "#4f7d77",
};

export function darkCover(svg: string): string {
  return svg.replace(/"(#[0-9a-fA-F]{6})"/g, (match, colour: string) => {
    const dark = darkPalette[colour.toLowerCase()];
    return dark ? `"${dark}"` : match;
  });
}

/** A drawing in the theme's colours with each `class="text-<colour>"` turned into that colour of the theme's palette. */
export function inThemeColours(svg: string, theme: keyof typeof palette): string {
  return svg.replace(/ class="text-([a-z-]+)"/g, (_, token: string) => {
    const colour = palette[theme][token as keyof (typeof palette)["light"]];
    if (!colour) throw new Error(`text-${token} is not a colour of the palette (app/site/theme.ts)`);
    return ` color="${colour}"`;
  });
}

export const illustrationsDir = join(import.meta.dirname, "..", "app", "assets", "illustrations");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = (folder: "light" | "dark", name: string, svg: string) => {
    mkdirSync(join(illustrationsDir, folder), { recursive: true });
    writeFileSync(join(illustrationsDir, folder, `${name}.svg`), svg);
    console.log(`wrote ${folder}/${name}.svg`);
  };
  const source = (name: string) => readFileSync(join(illustrationsDir, `${name}.svg`), "utf8");
  for (const id of coverIds) write("dark", id, darkCover(source(id)));
  for (const name of drawingNames) {
    write("light", name, inThemeColours(source(name), "light"));
    write("dark", name, inThemeColours(source(name), "dark"));
  }
}
