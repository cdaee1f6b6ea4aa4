/**
 * Writes the dark-theme versions of the article covers,
 * app/assets/illustrations/dark/<id>.svg: the same drawing with its cream and
 * pale backgrounds turned to the dark theme's tones, so a cover does not glare
 * on the dark page. The pages pick one or the other with
 * <source media="(prefers-color-scheme: dark)"> (an SVG shown as an image
 * cannot carry a style, the CSP forbids it). covers.test.ts checks that the
 * dark files match their light ones; after editing a cover, run:
 *
 *   node scripts/make-dark-covers.ts
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { coverIds } from "../app/content/covers.ts";

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

export const illustrationsDir = join(import.meta.dirname, "..", "app", "assets", "illustrations");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(join(illustrationsDir, "dark"), { recursive: true });
  for (const id of coverIds) {
    const light = readFileSync(join(illustrationsDir, `${id}.svg`), "utf8");
    writeFileSync(join(illustrationsDir, "dark", `${id}.svg`), darkCover(light));
    console.log(`wrote dark/${id}.svg`);
  }
}
