/**
 * Per-page critical CSS (issue 26), computed by beasties (the maintained
 * fork of Google's critters): a page keeps inline only the rules of the
 * stylesheet that match its own elements, at every width and in both themes
 * (a media query is kept around its matching rules), and the whole
 * stylesheet becomes one hashed file, cached across pages, that the
 * hydration bootstrap loads (scripts/defer-hydration.ts) before any client
 * navigation can need another page's rules. A <noscript> link serves
 * browsers without scripts.
 *
 * Nothing a visitor can reach on the page before then may miss a rule:
 * beasties already matches a selector without its pseudo-classes (hover,
 * focus, an open popover), and a rule for a state a script or an
 * interaction puts on an element the page has (the stored consent, the brand
 * faces, an open menu, an invalid field) counts as matching too: its state
 * attributes are left out of the selector before it is matched. The brand
 * faces' @font-face rules for Latin letters stay inline whole (used under
 * <html data-fonts>, which the head script sets); their Latin Extended
 * faces, which French and English text does not use, come with the whole
 * stylesheet.
 */
import { createHash } from "node:crypto";
import Beasties from "beasties";

/** Attributes that change after the HTML was rendered: head and page scripts, interactions, hydration. */
const stateAttribute = String.raw`\[(?:data-(?:consent|fonts|past|reopened|hidden)|hidden|open|aria-[a-z]+)(?:[~|^$*]?=[^\]]*)?\]`;
/** Pseudo-classes the page's HTML decides; every other one is a state (hover, focus, an open popover) or a pseudo-element. */
const structural = new Set(["root", "first-child", "last-child", "only-child", "nth-child", "nth-last-child", "empty"]);
const functional = new Set(["is", "where", "not", "has"]);
const dateInputs = ["date", "datetime-local", "month", "week", "time"].map((type) => `input[type=${type}]`);
/**
 * The elements a form control's pseudo-element can exist on: Tailwind's reset styles them all, and a
 * page without such a control (a date, a number, a file input, a placeholder) needs none of its rules.
 */
const controlPseudoElements: ReadonlyArray<[RegExp, string]> = [
  [/^-webkit-(?:datetime-edit|date-and-time-value|calendar-picker-indicator)/, `:is(${dateInputs})`],
  [/^-webkit-(?:inner|outer)-spin-button$/, `:is(input[type=number],${dateInputs})`],
  [/^-webkit-search-/, "input[type=search]"],
  [/^file-selector-button$/, "input[type=file]"],
  [/^placeholder$/, "[placeholder]"],
];
/** Where a dropped part stands for a whole compound selector, it becomes `*`. */
const compoundStart = /(^|[\s>+~(,])$/;

/**
 * A selector as it matches the page's elements in any state: state attributes and state pseudo-classes
 * out, pseudo-elements out (their element is what matters; for a form control's, the controls that have
 * it), `:not()` and `:has()` out when what they test is a state. The rest (`:is()`, `:where()`,
 * structural pseudo-classes) is kept for css-select.
 */
export function withoutState(selector: string): string {
  let out = "";
  let i = 0;
  const drop = () => {
    if (compoundStart.test(out)) out += "*";
  };
  while (i < selector.length) {
    const char = selector[i] as string;
    if (char === "\\") {
      out += selector.slice(i, i + 2);
      i += 2;
      continue;
    }
    if (char === ".") {
      // A class with escapes (Tailwind's `[&>svg]:block`), matched as the attribute beasties parsed
      // without decoding its entities (`[&amp;&gt;svg]:block`).
      const [name = ""] = selector.slice(i + 1).match(/^(?:[\w-]|\\.)+/) ?? [];
      out += name.includes("\\") ? `[class~=${JSON.stringify(htmlEncoded(name.replace(/\\(.)/g, "$1")))}]` : `.${name}`;
      i += name.length + 1;
      continue;
    }
    if (char === "[") {
      const end = selector.indexOf("]", i);
      const attribute = selector.slice(i, end + 1);
      if (new RegExp(`^${stateAttribute}$`).test(attribute)) drop();
      else out += attribute;
      i = end + 1;
      continue;
    }
    if (char === ":") {
      const [pseudo = "", name = ""] = selector.slice(i).match(/^::?(-?[a-z][\w-]*)/i) ?? [];
      i += pseudo.length;
      let argument: string | undefined;
      if (selector[i] === "(") {
        let depth = 0;
        const begin = i;
        do {
          if (selector[i] === "\\") i++;
          else if (selector[i] === "(") depth++;
          else if (selector[i] === ")") depth--;
          i++;
        } while (depth > 0 && i < selector.length);
        argument = selector.slice(begin + 1, i - 1);
      }
      const control = pseudo.startsWith("::") && controlPseudoElements.find(([pattern]) => pattern.test(name));
      if (control) out += control[1];
      else if (pseudo.startsWith("::") || !(structural.has(name) || functional.has(name))) drop();
      else if (argument === undefined || !functional.has(name))
        out += selector.slice(i - pseudo.length - (argument === undefined ? 0 : argument.length + 2), i);
      else {
        const inner = withoutState(argument);
        if ((name === "not" || name === "has") && inner !== argument) drop();
        else out += `:${name}(${inner})`;
      }
      continue;
    }
    out += char;
    i++;
  }
  // beasties matches below <html>: a rule for <html> itself (its state out) matches any page.
  return /^(?:html|:root)$/.test(out.trim()) ? "*" : out.trim();
}

const htmlEncoded = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

class PageBeasties extends Beasties {
  readonly sheets: ReadonlyMap<string, string>;
  constructor(sheets: ReadonlyMap<string, string>) {
    super({ keyframes: "all", logLevel: "warn", reduceInlineStyles: false, path: "/" });
    this.sheets = sheets;
  }
  override readFile(filename: string): string {
    const sheet = this.sheets.get(filename);
    if (sheet === undefined) throw new Error(`critical-css: no stylesheet ${filename}`);
    return sheet;
  }
  /**
   * Replaces beasties' own normalisation (beasties 0.5 calls this method before it matches a selector),
   * which drops every pseudo-class with its argument: `:where(.space-y-4 > :not(:last-child))`, all of a
   * Tailwind utility, would never match.
   */
  normalizeCssSelector(selector: string): string {
    return withoutState(selector);
  }
}

const inlineStyle = /<style>([\s\S]*?)<\/style>/;
const fontFaces = /@font-face\{[^}]*\}/g;

/** Whether a @font-face rule's `unicode-range` (all of Unicode without one) includes a character. */
export function faceCovers(face: string, character: string): boolean {
  const range = face.match(/unicode-range:([^;}]*)/)?.[1];
  if (range === undefined) return true;
  const code = character.codePointAt(0) ?? 0;
  return range.split(",").some((part) => {
    const [first = "", last = first] = part.trim().replace(/^U\+/i, "").split("-");
    const low = Number.parseInt(first.replace(/\?/g, "0"), 16);
    const high = Number.parseInt(last.replace(/\?/g, "F"), 16);
    return low <= code && code <= high;
  });
}

export type Stylesheet = { href: string; css: string };

/** The stylesheet the build inlined whole into a page, as a hashed asset; undefined for a page without one. */
export function stylesheetOf(html: string): Stylesheet | undefined {
  const css = html.match(inlineStyle)?.[1];
  if (!css) return undefined;
  return { href: `/assets/site-${createHash("sha256").update(css).digest("base64url").slice(0, 10)}.css`, css };
}

const customDeclaration = /(?<=[{;])--([\w-]+):[^;{}]*(?:;|(?=\}))/g;
const customRegistration = /@property --([\w-]+)\{[^}]*\}/g;

/**
 * The critical rules without the custom properties nothing on the page reads (Tailwind declares and
 * registers each of its own, `--tw-*`, and the theme's, for every page): a custom property only acts
 * through `var()`, in these rules or in the page's inline styles. Until nothing more goes; a rule left
 * empty goes too, and a layer left empty stays named (`@layer theme;`), so the layers keep their order
 * when the whole stylesheet arrives.
 */
export function withoutUnreadProperties(css: string, html: string): string {
  let pruned = css;
  for (;;) {
    const read = new Set([...`${pruned}${html}`.matchAll(/var\(\s*--([\w-]+)/g)].map((m) => m[1]));
    const next = pruned
      .replace(customRegistration, (rule, name: string) => (read.has(name) ? rule : ""))
      .replace(customDeclaration, (declaration, name: string) => (read.has(name) ? declaration : ""))
      .replace(/;\}/g, "}")
      .replace(/(?<=^|[{}])[^{}@;"']+\{\}/g, "")
      .replace(/@layer ([\w-]+)\{\}/g, "@layer $1;");
    if (next === pruned) return pruned;
    pruned = next;
  }
}

/**
 * The critical rules with Tailwind's own custom properties declared, not registered. Tailwind registers
 * each `--tw-*` property (`@property`, with its initial value) and, for browsers without `@property`
 * (Safari before 16.4), declares the same initial values on every element behind an `@supports` test.
 * Inline, those declarations alone serve every browser: a registration only adds typed interpolation,
 * and nothing on these pages transitions a `--tw-*` property itself (they transition `translate`,
 * colours, opacity); the whole stylesheet registers them once it has loaded.
 */
export function withUnregisteredProperties(css: string): string {
  const fallback = css.match(/@layer properties\{@supports [^{]*\{([^{}]*\{[^{}]*\})\}\}/);
  if (!fallback) return css;
  return css.replace(fallback[0], () => `@layer properties{${fallback[1]}}`).replace(customRegistration, "");
}

/** The page with only its critical rules inline, and a <noscript> link to the whole stylesheet. */
export async function inlineCriticalCss(html: string, sheet: Stylesheet): Promise<string> {
  const beasties = new PageBeasties(new Map([[sheet.href, sheet.css]]));
  const processed = await beasties.process(html.replace(inlineStyle, `<link rel="stylesheet" href="${sheet.href}">`));
  const critical = withUnregisteredProperties(
    withoutUnreadProperties(processed.match(inlineStyle)?.[1] ?? "", html.replace(inlineStyle, "")),
  );
  const faces = (sheet.css.match(fontFaces) ?? []).filter((face) => faceCovers(face, "é")).join("");
  // Only the <style> is taken from beasties' output: the rest of the page stays byte for byte as React wrote it.
  return html.replace(
    inlineStyle,
    () => `<style>${faces}${critical}</style><noscript><link rel="stylesheet" href="${sheet.href}"></noscript>`,
  );
}
