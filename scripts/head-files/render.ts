/**
 * sharp, with the brand fonts installed for its SVG and text renderers, and
 * what every generated image shares (colours, logo, XML escaping). Fonts come
 * from the installed @fontsource packages: their WOFF2 files are unpacked to
 * TrueType for fontconfig, which must be set up before sharp is first loaded.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import wawoff2 from "wawoff2";
import { palette } from "../../app/site/theme.ts";

const require = createRequire(import.meta.url);

const fontFiles = {
  serif: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  sans: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

/** Unpacks the brand fonts and points fontconfig at them; must run before sharp is first loaded. */
async function setUpFonts(): Promise<Record<keyof typeof fontFiles, string>> {
  const dir = mkdtempSync(join(tmpdir(), "head-fonts-"));
  const files = {} as Record<keyof typeof fontFiles, string>;
  for (const [key, file] of Object.entries(fontFiles) as [keyof typeof fontFiles, string][]) {
    const ttf = join(dir, `${key}.ttf`);
    writeFileSync(ttf, await wawoff2.decompress(readFileSync(require.resolve(file))));
    files[key] = ttf;
  }
  const conf = join(dir, "fonts.conf");
  writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
  return files;
}

export const fonts = await setUpFonts();
export const { default: sharp } = await import("sharp");

/** The light theme's brand colours, drawn on the sharing images and icons. */
export const brand = palette.light;

/** The favicon's drawing, the source of every icon (app/root.tsx links it under a hashed name). */
export const logo = () => readFileSync("app/assets/favicon.svg", "utf8");

export const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
