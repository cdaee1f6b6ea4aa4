/**
 * Short class names in the build (issue 26): Tailwind's class attributes are
 * about a quarter of a page's markup, and every page must fit in a new
 * connection's first 14,600 bytes. Each utility class the app's sources use
 * gets a name of one to three letters, the most used the shortest, in the
 * sources' class strings (server and browser bundles alike, so hydration and
 * every later render agree) and in the stylesheet.
 *
 * - A class string is a string literal or a template literal's text in a
 *   class context (a `className` attribute or property, or one whose name
 *   ends so, like `linkClassName`; the arguments of
 *   `cn()`, `clsx()`, the base and variant values of `cva()`), or, anywhere
 *   else in app/, a string whose every word is a utility and which cannot be
 *   an ordinary word (two words or more, or a `-`, `:`, `/`, `[`, `.` or
 *   digit in one): the class constants (`const linkClass = "…"`).
 * - Kept as written: classes the hand-written CSS (app/**.css) or the SVG
 *   illustrations name, so that they, the tests and the page script can
 *   rely on them.
 * - The map is a pure function of the sources: two builds of one commit are
 *   byte-identical, and the server and browser builds agree.
 *
 * The dev server keeps Tailwind's names (the plugin applies to builds only).
 */
import { globSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { compile } from "@tailwindcss/node";
import MagicString from "magic-string";
import { type Plugin, parseSync } from "vite";

const root = resolve(import.meta.dirname, "..");
const appDir = resolve(root, "app");

type Node = { type: string; start: number; end: number; [key: string]: unknown };
/** A string in the source: its text and where that text (without quotes) stands. */
type Text = {
  value: string;
  start: number;
  inClassContext: boolean;
  afterExpression?: boolean;
  beforeExpression?: boolean;
};

const classFunctions = new Set(["cn", "clsx"]);
/** `class`, `className`, `classNames`, and a component's own (`linkClassName`). */
const classProperty = /(?:^c|C)lass(?:Names?)?$/;

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

const nameOf = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === "Identifier" || node.type === "JSXIdentifier") return node.name as string;
  if (node.type === "Literal" && typeof node.value === "string") return node.value;
  return undefined;
};

const propertiesOf = (node: unknown): Node[] =>
  isNode(node) && node.type === "ObjectExpression" ? (node.properties as Node[]) : [];

/** Every string literal and template text of a module, with whether it stands where a class list goes. */
export function textsOf(filename: string, source: string): Text[] {
  const { program, errors } = parseSync(filename, source, { lang: filename.endsWith(".tsx") ? "tsx" : "ts" });
  if (errors.length > 0) throw new Error(`short-classes: ${filename} does not parse: ${errors[0]?.message}`);
  const texts: Text[] = [];
  const visit = (node: unknown, inClassContext: boolean): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, inClassContext);
      return;
    }
    if (!isNode(node)) return;
    switch (node.type) {
      case "Literal":
        // The text as written (escapes included): what stands at these offsets.
        if (typeof node.value === "string")
          texts.push({ value: (node.raw as string).slice(1, -1), start: node.start + 1, inClassContext });
        return;
      case "TemplateLiteral": {
        const quasis = node.quasis as Node[];
        quasis.forEach((quasi, i) => {
          const raw = (quasi.value as { raw: string }).raw;
          const [afterExpression, beforeExpression] = [i > 0, i < quasis.length - 1];
          texts.push({ value: raw, start: quasi.start + 1, inClassContext, afterExpression, beforeExpression });
        });
        visit(node.expressions, inClassContext);
        return;
      }
      case "JSXAttribute":
        visit(node.value, classProperty.test(nameOf(node.name) ?? ""));
        return;
      case "Property":
        // In a class context, an object is clsx's `{ "class": condition }`: the keys are classes.
        if (inClassContext) {
          visit(node.key, true);
          visit(node.value, false);
        } else visit(node.value, classProperty.test(nameOf(node.key) ?? ""));
        return;
      case "CallExpression": {
        const callee = nameOf(node.callee);
        visit(node.callee, false);
        if (callee === "cva") visitCva(node.arguments as Node[]);
        else visit(node.arguments, classFunctions.has(callee ?? ""));
        return;
      }
    }
    // Type annotations hold no runtime strings; every other node passes its context on.
    for (const [key, child] of Object.entries(node)) {
      if (key === "typeAnnotation" || key === "typeArguments" || key === "typeParameters") continue;
      if (typeof child === "object") visit(child, inClassContext);
    }
  };
  /**
   * cva(base, { variants: { name: { value: classes } }, compoundVariants, defaultVariants }): the variant
   * names and values chosen are not classes; a compound variant's `class` is, as any class property.
   */
  const visitCva = ([base, config]: Node[]) => {
    visit(base, true);
    for (const property of propertiesOf(config)) {
      if (nameOf(property.key) !== "variants") visit(property, false);
      else
        for (const variant of propertiesOf(property.value))
          for (const option of propertiesOf(variant.value)) visit(option.value, true);
    }
  };
  visit(program, false);
  return texts;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean);
/** A string that may be an ordinary word outside a class context is not taken for a class list. */
const looksLikeClasses = (list: string[]) => list.length > 1 || /[-:/[.\d]/.test(list[0] ?? "");

/** Which of a text's words are classes to rename (a word cut by a `${…}` in a template is left as is). */
function classWords(
  text: Text,
  utilities: { has(name: string): boolean },
  kept: ReadonlySet<string>,
): Array<{ word: string; at: number }> {
  const found = [...text.value.matchAll(/\S+/g)].map((m) => ({ word: m[0], at: m.index }));
  const cut = ({ word, at }: { word: string; at: number }) =>
    (text.afterExpression && at === 0) || (text.beforeExpression && at + word.length === text.value.length);
  const whole = found.filter((word) => !cut(word));
  if (text.inClassContext) return whole.filter(({ word }) => utilities.has(word));
  const list = whole.map(({ word }) => word);
  if (!looksLikeClasses(list) || !list.every((word) => utilities.has(word) || kept.has(word))) return [];
  return whole.filter(({ word }) => utilities.has(word));
}

/** A module the transform reads: the app's sources, without tests and declarations. */
const isAppSource = (file: string) =>
  file.startsWith(`${appDir}/`) && /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file);

const appSources = () =>
  globSync("**/*.{ts,tsx}", { cwd: appDir })
    .map((file) => resolve(appDir, file))
    .filter(isAppSource)
    .sort()
    .map((file) => ({ file, source: readFileSync(file, "utf8") }));

const escapedClass = /\.((?:[\w-]|\\.)+)/g;
const unescaped = (name: string) => name.replace(/\\(.)/g, "$1");

/** Classes the hand-written CSS and the SVG illustrations name: they keep their names. */
function keptClasses(): Set<string> {
  const kept = new Set<string>();
  for (const file of globSync("**/*.css", { cwd: appDir }).filter((f) => f !== "app.css")) {
    const css = readFileSync(resolve(appDir, file), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
    for (const [, name] of css.matchAll(escapedClass))
      if (!/^\d/.test(name as string)) kept.add(unescaped(name as string));
  }
  for (const file of globSync("**/*.svg", { cwd: appDir }))
    for (const [, list] of readFileSync(resolve(appDir, file), "utf8").matchAll(/\sclass="([^"]*)"/g))
      for (const word of words(list as string)) kept.add(word);
  return kept;
}

/** Short names in order: a…z, then two and three characters; none starts with "ad" (content blockers hide ad-like classes). */
function* shortNames(): Generator<string> {
  const first = "abcdefghijklmnopqrstuvwxyz";
  const next = `${first}0123456789`;
  for (const a of first) yield a;
  for (const a of first) for (const b of next) if (`${a}${b}` !== "ad") yield `${a}${b}`;
  for (const a of first) for (const b of next) if (`${a}${b}` !== "ad") for (const c of next) yield `${a}${b}${c}`;
}

/** Each renamed class and its short name, and the classes kept as written. */
export type ClassMap = { renamed: ReadonlyMap<string, string>; kept: ReadonlySet<string> };

/**
 * The renaming: every utility class the sources use, by how many class strings name it (the most named
 * first, then alphabetically), to a short name.
 */
export async function classMap(sources: ReadonlyArray<{ file: string; source: string }>): Promise<ClassMap> {
  const texts = sources.flatMap(({ file, source }) => textsOf(file, source));
  const candidates = [...new Set(texts.flatMap((text) => words(text.value)))];
  const tailwind = await compile(readFileSync(resolve(appDir, "app.css"), "utf8"), {
    base: appDir,
    onDependency: () => {},
  });
  const kept = keptClasses();
  const utilities = new Set(
    [...tailwind.build(candidates).matchAll(escapedClass)]
      .map(([, name]) => unescaped(name as string))
      .filter((name) => !/^\d/.test(name) && !kept.has(name)),
  );
  const uses = new Map<string, number>();
  for (const text of texts)
    for (const { word } of classWords(text, utilities, kept)) uses.set(word, (uses.get(word) ?? 0) + 1);
  const order = [...uses].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([name]) => name);
  const names = shortNames();
  return { renamed: new Map(order.map((name) => [name, names.next().value as string])), kept };
}

/** The class map of the app as its files are now: what the build uses, and the tests check against. */
export const appClassMap = (): Promise<ClassMap> => classMap(appSources());

/** A module with its class strings renamed, or undefined when it has none. */
export function renameInModule(filename: string, source: string, map: ClassMap) {
  const out = new MagicString(source);
  for (const text of textsOf(filename, source))
    for (const { word, at } of classWords(text, map.renamed, map.kept))
      out.overwrite(text.start + at, text.start + at + word.length, map.renamed.get(word) as string);
  return out.hasChanged()
    ? { code: out.toString(), map: out.generateMap({ hires: true, source: filename }) }
    : undefined;
}

/** A stylesheet with its class selectors renamed (strings and URLs hold no `.name` that is a utility). */
export const renameInCss = (css: string, map: ClassMap): string =>
  css.replace(escapedClass, (match, name: string) => {
    const short = map.renamed.get(unescaped(name));
    return short === undefined ? match : `.${short}`;
  });

/** The Vite plugin: the class map once per build, the sources and the inlined stylesheet renamed. */
export function shortClassNames(): Plugin[] {
  let map: Promise<ClassMap> | undefined;
  const load = () => {
    map ??= appClassMap();
    return map;
  };
  return [
    {
      name: "short-class-names",
      apply: "build",
      enforce: "pre",
      async transform(code, id) {
        const [file = ""] = id.split("?");
        return isAppSource(file) ? renameInModule(file, code, await load()) : undefined;
      },
    },
    {
      name: "short-class-names:css",
      apply: "build",
      enforce: "post",
      // The stylesheet reaches the server's bundle compiled, as `export default "…"` (app/root.tsx's `?inline`).
      async transform(code, id) {
        if (!id.startsWith(`${appDir}/app.css?`)) return undefined;
        const css = code.match(/^export default ("(?:[^"\\]|\\.)*");?\s*$/)?.[1];
        if (css === undefined) throw new Error(`short-classes: ${id} is not the string module it expected`);
        return { code: `export default ${JSON.stringify(renameInCss(JSON.parse(css), await load()))};`, map: null };
      },
    },
  ];
}
