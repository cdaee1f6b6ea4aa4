import { describe, expect, it } from "vitest";
import { appClassMap, type ClassMap, renameInCss, renameInModule } from "./short-classes.ts";

const map: ClassMap = {
  renamed: new Map([
    ["flex", "a"],
    ["hidden", "b"],
    ["font-bold", "c"],
    ["outline", "d"],
    ["underline", "e"],
    ["md:grid-cols-2", "f"],
    ["group", "g"],
    ["grid", "h"],
    ["text-ink", "i"],
  ]),
  kept: new Set(["text-primary", "prose-article"]),
};

const renamed = (source: string) => renameInModule("example.tsx", source, map)?.code ?? source;

describe("class strings in a module", () => {
  it("are renamed in className, cn() and clsx-style objects, not the conditions", () => {
    expect(renamed(`<div className="flex underline" />`)).toBe(`<div className="a e" />`);
    expect(renamed(`cn("flex", open && "hidden", { "font-bold": bold })`)).toBe(`cn("a", open && "b", { "c": bold })`);
    expect(renamed(`<a linkClassName="underline" />`)).toBe(`<a linkClassName="e" />`);
    expect(renamed(`cn("\\u2019 flex")`)).toBe(`cn("\\u2019 a")`);
  });

  it("in cva(), are the base and the variants' values, not the variant names or defaults", () => {
    const source = `cva("flex", { variants: { look: { outline: "outline underline" } }, compoundVariants: [{ look: "outline", class: "hidden" }], defaultVariants: { look: "outline" } })`;
    expect(renamed(source)).toBe(
      `cva("a", { variants: { look: { outline: "d e" } }, compoundVariants: [{ look: "outline", class: "b" }], defaultVariants: { look: "outline" } })`,
    );
  });

  it("outside a class context, only a string that cannot be an ordinary word", () => {
    expect(renamed(`const link = "flex underline";`)).toBe(`const link = "a e";`);
    expect(renamed(`<input type="hidden" role="grid" />`)).toBe(`<input type="hidden" role="grid" />`);
    expect(renamed(`const position = "flex";`)).toBe(`const position = "flex";`);
    expect(renamed(`const label = "flex des mots";`)).toBe(`const label = "flex des mots";`);
  });

  it("keeps the classes the hand-written CSS names, and renames the rest of their string", () => {
    expect(renamed(`const link = "text-primary underline";`)).toBe(`const link = "text-primary e";`);
    expect(renamed(`<p className="prose-article flex" />`)).toBe(`<p className="prose-article a" />`);
  });

  it("leaves a word a template cuts, and reaches elements inside calls and objects", () => {
    // biome-ignore-start lint/suspicious/noTemplateCurlyInString: module sources with template literals
    expect(renamed("<i className={`flex-${n} flex ${tone}`} />")).toBe("<i className={`flex-${n} a ${tone}`} />");
    expect(renamed("const menu = `flex underline ${current}`;")).toBe("const menu = `a e ${current}`;");
    // biome-ignore-end lint/suspicious/noTemplateCurlyInString: module sources with template literals
    expect(renamed(`[{ icon: <I className="flex" /> }].map((x) => x)`)).toBe(
      `[{ icon: <I className="a" /> }].map((x) => x)`,
    );
  });
});

describe("class selectors in the stylesheet", () => {
  it("are renamed, escaped or inside :where(), and nothing else is", () => {
    const css = `.flex{display:flex}.md\\:grid-cols-2:hover{x:y}:where(.group):hover .underline{margin:.5rem}.text-primary{color:red}@font-face{src:url(/assets/inter.woff2)}`;
    expect(renameInCss(css, map)).toBe(
      `.a{display:flex}.f:hover{x:y}:where(.g):hover .e{margin:.5rem}.text-primary{color:red}@font-face{src:url(/assets/inter.woff2)}`,
    );
  });
});

describe("the app's class map", async () => {
  const { renamed: names, kept } = await appClassMap();

  it("gives each class its own short name, the same on every build", async () => {
    const short = [...names.values()];
    expect(new Set(short).size).toBe(short.length);
    expect(short.filter((name) => !/^[a-z][a-z0-9]{0,2}$/.test(name) || name.startsWith("ad"))).toEqual([]);
    expect([...(await appClassMap()).renamed]).toEqual([...names]);
  });

  it("leaves the classes the hand-written CSS and the illustrations name", () => {
    expect(kept.size).toBeGreaterThan(0);
    expect([...kept].filter((name) => names.has(name))).toEqual([]);
  });
});
