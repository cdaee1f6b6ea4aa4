/**
 * Writes `app/assets/icon-shapes.json`, the shapes of the icons the site
 * draws (app/assets/icon-names.ts), from Lucide's own drawings merged by
 * SVGO into as few paths as draw the same: `<Icon name>`
 * (app/components/ui/icon.tsx) puts them inside each `<svg>`, which carries
 * Lucide's frame and stroke. Also writes each mask icon (`maskNames`) as its
 * own filled `masks/<name>.svg`, for CSS masks. Run it after changing either
 * list; `lucide-icons.test.ts` fails while a file is stale.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { optimize } from "svgo";
import { iconNames, iconStroke, maskNames } from "../app/assets/icon-names.ts";

const assets = resolve(import.meta.dirname, "../app/assets");
export const shapesPath = resolve(assets, "icon-shapes.json");
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

/**
 * One icon's shapes as SVGO's defaults leave them in Lucide's frame and
 * stroke: paths that share their attributes merged into one. Not fewer
 * decimals: Lucide draws a dot as a 0.01-unit line with round caps
 * (`h.01`), which two decimals would turn into a closed path that draws nothing.
 */
async function mergedShapes(name: string): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none"${stroke}>${await shapes(name)}</svg>`;
  const { data } = optimize(svg, { multipass: true });
  const inner = /^<svg[^>]*>(.*)<\/svg>$/s.exec(data)?.[1];
  if (!inner) throw new Error(`SVGO returned no shapes for ${name}: ${data}`);
  return inner;
}

export async function iconShapes(): Promise<string> {
  const entries = await Promise.all(iconNames.map(async (name) => [name, await mergedShapes(name)] as const));
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}

/** One icon filled and stroked in black, as a mask draws it (its opaque parts show the element's background). */
export async function iconMask(name: string): Promise<string> {
  const paint = stroke.replace('"currentColor"', '"#000"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#000"${paint}>${await shapes(name)}</svg>\n`;
}

if (import.meta.main) {
  await writeFile(shapesPath, await iconShapes());
  for (const name of maskNames) await writeFile(maskPath(name), await iconMask(name));
}
