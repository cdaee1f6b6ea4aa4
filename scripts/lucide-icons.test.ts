import { glob, readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { iconNames, maskNames } from "../app/assets/icon-names.ts";
import { iconMask, iconShapes, maskPath, shapesPath } from "./lucide-icons.ts";

/** The text of every file of app/ that `pattern` matches, end to end. */
async function appFiles(pattern: string): Promise<string> {
  const app = resolve(import.meta.dirname, "../app");
  let text = "";
  for await (const file of glob(pattern, { cwd: app })) text += await readFile(resolve(app, file), "utf8");
  return text;
}

describe("the Lucide icons", () => {
  it("are the shapes lucide-icons.ts writes from the list (run `node scripts/lucide-icons.ts` after changing it)", async () => {
    expect(await readFile(shapesPath, "utf8")).toBe(await iconShapes());
  });

  it("keep Lucide's dots: a 0.01-unit line with round caps, which a closed path would not draw", async () => {
    const paths = Object.values<string>(JSON.parse(await iconShapes())).join("");
    expect(paths).toMatch(/h\.01/);
    const number = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
    const moveThenClose = new RegExp(String.raw`[Mm]\s*${number}[\s,]*${number}\s*[Zz]`);
    expect(paths, "a move then a close: a dot lost").not.toMatch(moveThenClose);
  });

  it.each(maskNames)("%s.svg, a mask icon, is the one lucide-icons.ts writes", async (name) => {
    expect(await readFile(maskPath(name), "utf8")).toBe(await iconMask(name));
  });

  it("are only icons a component draws: the JavaScript of every page carries them", async () => {
    const source = await appFiles("**/*.tsx");
    const unused = iconNames.filter((name) => !source.includes(`"${name}"`));
    expect(unused).toEqual([]);
  });

  it("have mask icons only where a stylesheet draws them", async () => {
    const styles = await appFiles("**/*.css");
    const drawn = (name: string) => new RegExp(`url\\(["']?[^)"']*/masks/${name}\\.svg`).test(styles);
    expect(maskNames.filter((name) => !drawn(name))).toEqual([]);
  });
});
