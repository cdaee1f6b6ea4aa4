/**
 * All page copy and the words the pages share (« Textes communs »), as the
 * pages get them: both languages have the same structure, every placeholder
 * is known, nothing is empty, and the French is typeset as French typography
 * asks, whatever the practitioner typed (app/site/typography.ts). The
 * contact form's and the credentials' own placeholders are checked by their
 * schemas (validate.test.ts) and contact-form.test.ts.
 */
import { describe, expect, it } from "vitest";
import { pageIds } from "../site/pages.ts";
import { consentCopy } from "./consent.ts";
import { contactFormCopy } from "./contact-form.ts";
import { credentialsCopy } from "./credentials.ts";
import { fill, isSitePlaceholder } from "./fill.ts";
import images from "./images.ts";
import { pageNames } from "./page-names.ts";
import { componentPlaceholders, shape, structuralKeys } from "./schema.ts";
import { shellCopy } from "./shell.ts";
import { testimonials } from "./testimonials.ts";

const pageModules = import.meta.glob<{ default: { fr: unknown; en: unknown } }>("./pages/*.ts", { eager: true });
const copies = Object.fromEntries(
  Object.entries(pageModules).map(([file, module]) => [file.replace(/^\.\/pages\/|\.ts$/g, ""), module.default]),
);
const all = { ...copies, shell: shellCopy, pageNames, consent: consentCopy, images };
/** Copy with placeholders of its own, which its code fills. */
const withOwnPlaceholders = {
  contactForm: contactFormCopy,
  credentials: credentialsCopy,
  testimonials: { fr: testimonials.map((t) => t.text.fr), en: testimonials.map((t) => t.text.en) },
};

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const structural = new RegExp(`\\.(${structuralKeys.join("|")})$`);

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

  it.each(Object.entries({ ...all, ...withOwnPlaceholders }))(
    "%s: French typography, as the pages show it",
    (_, copy) => {
      for (const [path, text] of strings((copy as { fr: unknown }).fr)) {
        if (structural.test(path)) continue;
        const filled = fill(text, "fr").replace(/https?:\/\/\S+/g, "");
        expect(filled, `fr${path}: straight apostrophe`).not.toMatch(/'/);
        expect(filled, `fr${path}: plain space before ; : ! ? »`).not.toMatch(/ [;:!?»]/);
        expect(filled, `fr${path}: plain space after «`).not.toMatch(/« /);
        expect(filled, `fr${path}: "quotes" instead of « »`).not.toMatch(/"/);
      }
    },
  );
});

describe("testimonials", () => {
  it("are rated 5, dated, in both languages", () => {
    expect(testimonials.length).toBeGreaterThan(0);
    for (const t of testimonials) {
      expect(t.rating).toBe(5);
      expect(t.name).toMatch(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u);
      expect(t.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(t.text.fr.length).toBeGreaterThan(20);
      expect(t.text.en.length).toBeGreaterThan(20);
    }
  });
});
