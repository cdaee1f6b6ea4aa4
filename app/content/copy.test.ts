/**
 * Checks over all page copy and the words the pages share (« Textes
 * communs »): both languages have the same structure (a missing translation
 * fails), every placeholder is known, nothing is empty, and French follows
 * French typography. The contact form's and the credentials' own
 * placeholders are checked by their schemas (validate.test.ts) and
 * contact-form.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageIds } from "../site/pages.ts";
import { consentCopy } from "./consent.ts";
import { contactFormCopy } from "./contact-form.ts";
import { credentialsCopy } from "./credentials.ts";
import { fill, isSitePlaceholder } from "./fill.ts";
import { pageNames } from "./page-names.ts";
import { shellCopy } from "./shell.ts";
import { testimonials } from "./testimonials.ts";

const pageModules = import.meta.glob<{ default: { fr: unknown; en: unknown } }>("./pages/*.ts", { eager: true });
const copies = Object.fromEntries(
  Object.entries(pageModules).map(([file, module]) => [file.replace(/^\.\/pages\/|\.ts$/g, ""), module.default]),
);
const all = { ...copies, shell: shellCopy, pageNames, consent: consentCopy };
/** Copy with placeholders of its own, which its code fills. */
const withOwnPlaceholders = { contactForm: contactFormCopy, credentials: credentialsCopy };

/** The shape of a value: keys, array lengths, and the values of `kind`, `id`, `page`, `external`, `price` keys. */
function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  if (["kind", "id", "page", "external", "price", "anchor"].includes(key)) return value;
  return typeof value;
}

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const structural = /\.(kind|id|page|external|price|anchor)$/;
// Placeholders that components fill themselves.
const componentPlaceholders = ["n", "total", "minutes"];

describe("page copy", () => {
  it("exists for every page that renders copy", () => {
    for (const id of pageIds) {
      expect(copies, `missing app/content/pages/${id}.ts`).toHaveProperty(id);
    }
  });

  it.each(Object.entries({ ...all, ...withOwnPlaceholders }))(
    "%s: the English copy has the same structure as the French",
    (_, copy) => {
      const { fr, en } = copy as { fr: unknown; en: unknown };
      expect(shape(en)).toEqual(shape(fr));
    },
  );

  it.each(Object.entries(all))("%s: no empty text, only known placeholders", (_, copy) => {
    for (const lang of ["fr", "en"] as const) {
      for (const [path, text] of strings((copy as Record<string, unknown>)[lang])) {
        if (structural.test(path)) continue;
        expect(text.trim(), `${lang}${path} is empty`).not.toBe("");
        const unknown = [...text.matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1] ?? "")
          .filter((name) => !isSitePlaceholder(name) && !componentPlaceholders.includes(name));
        expect(unknown, `${lang}${path}`).toEqual([]);
      }
    }
  });

  it.each(Object.entries({ ...all, ...withOwnPlaceholders }))("%s: French typography", (_, copy) => {
    for (const [path, text] of strings((copy as { fr: unknown }).fr)) {
      if (structural.test(path)) continue;
      const filled = fill(text, "fr");
      expect(filled, `fr${path}: straight apostrophe`).not.toMatch(/'/);
      expect(filled, `fr${path}: plain space before ; : ! ? »`).not.toMatch(/ [;:!?»]/);
      expect(filled, `fr${path}: plain space after «`).not.toMatch(/« /);
      expect(filled, `fr${path}: "quotes" instead of « »`).not.toMatch(/"/);
    }
  });

  it("has unique page titles", () => {
    const titles = Object.values(copies).flatMap((c) => {
      const { fr, en } = c as Record<"fr" | "en", { meta?: { title: string } }>;
      return [fr.meta && fill(fr.meta.title, "fr"), en.meta && fill(en.meta.title, "en")].filter(Boolean);
    });
    expect(new Set(titles).size).toBe(titles.length);
  });

  it("has no lorem ipsum, TODO or placeholder wording", () => {
    const text = JSON.stringify(all).toLowerCase();
    for (const marker of ["lorem", "ipsum", "todo", "tbd", "xxx", "placeholder"]) expect(text).not.toContain(marker);
  });
});

describe("testimonials", () => {
  it("are ten, rated 5, dated, in both languages", () => {
    expect(testimonials).toHaveLength(10);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.name).toMatch(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.text.fr.length).toBeGreaterThan(20);
      expect(t.text.en.length).toBeGreaterThan(20);
    }
  });
});
