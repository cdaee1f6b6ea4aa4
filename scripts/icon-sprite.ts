/**
 * Writes `app/assets/icons.svg`, the sprite of the icons the site draws
 * (app/assets/icon-names.ts), from Lucide's own drawings: one `<symbol>` per
 * icon, carrying Lucide's stroke style (`iconStroke`); the `<svg>` around each
 * `<use>` sets the size and fill (app/components/ui/icon.tsx). Also writes
 * each mask icon (`maskNames`) as its own filled `masks/<name>.svg`, for CSS masks.
 * Run it after changing either list; `icon-sprite.test.ts` fails while a file
 * is stale.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { iconNames, iconStroke, maskNames } from "../app/assets/icon-names.ts";

const assets = resolve(import.meta.dirname, "../app/assets");
export const spritePath = resolve(assets, "icons.svg");
export const maskPath = (name: string) => resolve(assets, "masks", `${name}.svg`);

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** `iconStroke` as SVG attributes (strokeWidth → stroke-width). */
const stroke = Object.entries(iconStroke)
  .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`)
  .join("");

/** Lucide's shapes for one icon, as SVG markup. */
async function shapes(name: string): Promise<string> {
  const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } };
  return module.__iconData.node
    .map(([tag, attributes]) => {
      const pairs = Object.entries(attributes).filter(([key]) => key !== "key");
      return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}/>`;
    })
    .join("");
}

export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconNames.map(async (name) => `<symbol id="${name}" viewBox="0 0 24 24"${stroke}>${await shapes(name)}</symbol>`),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

/** One icon filled and stroked in black, as a mask draws it (its opaque parts show the element's background). */
export async function iconMask(name: string): Promise<string> {
  const paint = stroke.replace('"currentColor"', '"#000"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#000"${paint}>${await shapes(name)}</svg>\n`;
}

if (import.meta.main) {
  await writeFile(spritePath, await iconSprite());
  for (const name of maskNames) await writeFile(maskPath(name), await iconMask(name));
}
