/** The favicon in every size browsers and home screens ask for, and the web manifests that list them. */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { siteName } from "../../app/lib/structured-data.ts";
import { site } from "../../app/site/config.ts";
import { icons, manifestPaths } from "../../app/site/head-files.ts";
import { type Lang, languages, locales } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import type { BuiltPage } from "./built-pages.ts";
import { brand, logo, sharp } from "./render.ts";

/** The favicon, drawn at `scale` of a square filled with the brand colour (maskable and Apple icons). */
async function iconOnSquare(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const mark = await sharp(Buffer.from(logo())).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: brand.primary } })
    .composite([{ input: mark, gravity: "center" }])
    .png()
    .toBuffer();
}

const iconPng = (size: number) =>
  sharp(Buffer.from(logo()), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** A Windows icon holding PNG images (supported by every browser since IE 9 and by Windows Vista on). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

export async function writeIcons(clientDir: string) {
  const out = (path: string, data: Buffer | string) => writeFileSync(join(clientDir, path), data);
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await iconPng(size) })));
  out(icons.svg, logo());
  out(icons.ico, ico(small));
  out(icons.png192, await iconPng(192));
  out(icons.png512, await iconPng(512));
  // Maskable: the mark inside the 80 % safe zone; Apple: iOS rounds the corners itself.
  out(icons.maskable512, await iconOnSquare(512, 0.8));
  out(icons.appleTouch, await iconOnSquare(180, 0.86));
}

export function writeManifests(clientDir: string, homes: Partial<Record<Lang, BuiltPage>>) {
  for (const lang of languages) {
    const manifest = {
      name: siteName(lang),
      short_name: site.practitioner,
      description: homes[lang]?.description,
      lang: locales[lang],
      start_url: pathOf("home", lang),
      scope: "/",
      display: "minimal-ui",
      background_color: brand.canvas,
      theme_color: brand.canvas,
      icons: [
        { src: icons.svg, sizes: "any", type: "image/svg+xml" },
        { src: icons.png192, sizes: "192x192", type: "image/png" },
        { src: icons.png512, sizes: "512x512", type: "image/png" },
        { src: icons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    };
    const file = join(clientDir, manifestPaths[lang]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}
