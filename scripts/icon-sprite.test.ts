import { glob, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames, maskNames } from "../app/assets/icon-names.ts";
import { iconMask, iconSprite, maskPath, spritePath } from "./icon-sprite.ts";

/** The text of every file of app/ that `pattern` matches, end to end. */
async function appFiles(pattern: string): Promise<string> {
  const app = resolve(import.meta.dirname, "../app");
  let text = "";
  for await (const file of glob(pattern, { cwd: app })) text += await readFile(resolve(app, file), "utf8");
  return text;
}

describe("the icon sprite", () => {
  it("is the one icon-sprite.ts writes from the list (run `node scripts/icon-sprite.ts` after changing it)", async () => {
    expect(await readFile(spritePath, "utf8")).toBe(await iconSprite());
  });

  it.each(maskNames)("%s.svg, a mask icon, is the one icon-sprite.ts writes", async (name) => {
    expect(await readFile(maskPath(name), "utf8")).toBe(await iconMask(name));
  });

  it("holds only icons a component draws: every visitor downloads it", async () => {
    const source = await appFiles("**/*.tsx");
    const unused = iconNames.filter((name) => !source.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });

  it("has mask icons only where a stylesheet draws them", async () => {
    const styles = await appFiles("**/*.css");
    const drawn = (name: string) => new RegExp(`url\\(["']?[^)"']*/masks/${name}\\.svg`).test(styles);
    expect(maskNames.filter((name) => !drawn(name))).toEqual([]);
  });
});
