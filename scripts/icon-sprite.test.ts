import { glob, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames, maskNames } from "../app/assets/icon-names.ts";
import { iconMask, iconSprite, maskPath, spritePath } from "./icon-sprite.ts";

describe("the icon sprite", () => {
  it("is the one icon-sprite.ts writes from the list (run `node scripts/icon-sprite.ts` after changing it)", async () => {
    expect(await readFile(spritePath, "utf8")).toBe(await iconSprite());
  });

  it.each(maskNames)("%s.svg, a mask icon, is the one icon-sprite.ts writes", async (name) => {
    expect(await readFile(maskPath(name), "utf8")).toBe(await iconMask(name));
  });

  it("holds only icons a component draws: every visitor downloads it", async () => {
    const app = resolve(import.meta.dirname, "../app");
    let source = "";
    for await (const file of glob("**/*.tsx", { cwd: app })) source += await readFile(resolve(app, file), "utf8");
    const unused = iconNames.filter((name) => !source.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });

  it("has mask icons only where a stylesheet draws them", async () => {
    const app = resolve(import.meta.dirname, "../app");
    let styles = "";
    for await (const file of glob("**/*.css", { cwd: app })) styles += await readFile(resolve(app, file), "utf8");
    const drawn = (name: string) => new RegExp(`url\\(["']?[^)"']*/masks/${name}\\.svg`).test(styles);
    expect(maskNames.filter((name) => !drawn(name))).toEqual([]);
  });
});
