/**
 * Writes `app/assets/icons.svg`, the sprite of the icons the site draws
 * (app/assets/icon-names.ts), from Lucide's own drawings: one `<symbol>` per
 * icon, carrying Lucide's stroke style (`iconStroke`); the `<svg>` around each
 * `<use>` sets the size and fill (app/components/ui/icon.tsx). Run it after
 * adding an icon to the list; `icon-sprite.test.ts` fails while the sprite is
 * stale.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { iconNames, iconStroke } from "../app/assets/icon-names.ts";

export const spritePath = resolve(import.meta.dirname, "../app/assets/icons.svg");

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const escapeAttribute = (value: string | number) => String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/** `iconStroke` as SVG attributes (strokeWidth → stroke-width). */
const stroke = Object.entries(iconStroke)
  .map(([key, value]) => ` ${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}="${value}"`)
  .join("");

export async function iconSprite(): Promise<string> {
  const symbols = await Promise.all(
    iconNames.map(async (name) => {
      const module = (await import(`lucide-react/dist/esm/icons/${name}.mjs`)) as { __iconData: { node: IconNode } };
      const shapes = module.__iconData.node.map(([tag, attributes]) => {
        const pairs = Object.entries(attributes).filter(([key]) => key !== "key");
        return `<${tag}${pairs.map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`).join("")}/>`;
      });
      return `<symbol id="${name}" viewBox="0 0 24 24"${stroke}>${shapes.join("")}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.main) await writeFile(spritePath, await iconSprite());
