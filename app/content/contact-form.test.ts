/** The contact form's copy: same shape in both languages, no gaps, known placeholders, French typography. */
import { describe, expect, it } from "vitest";
import { formText } from "../contact/messages.ts";
import { contactErrorCodes, fieldErrorCodes, reasons } from "../contact/rules.ts";
import { languages } from "../site/lang.ts";
import { contactFormCopy } from "./contact-form.ts";
import { fill, isSitePlaceholder } from "./fill.ts";

function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  return ["kind", "id", "page", "external"].includes(key) ? value : typeof value;
}

function strings(value: unknown, path = ""): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const structural = /\.(kind|id|page|external)$/;
const ownPlaceholders = ["nameMax", "messageMin", "messageMax", "count", "wait"];

describe("contact form copy", () => {
  it("has the same structure in English as in French", () => {
    expect(shape(contactFormCopy.en)).toEqual(shape(contactFormCopy.fr));
  });

  it("covers every reason and every error code", () => {
    for (const lang of languages) {
      const copy = contactFormCopy[lang];
      expect(Object.keys(copy.fields.reason.options).sort()).toEqual([...reasons].sort());
      expect(Object.keys(copy.errors).sort()).toEqual([...fieldErrorCodes].sort());
      expect(Object.keys(copy.request).sort()).toEqual([...contactErrorCodes].sort());
    }
  });

  it("has the placeholder the issue asks for", () => {
    expect(contactFormCopy.fr.fields.message.placeholder).toBe("Décrivez brièvement votre situation et vos attentes");
  });

  it.each(languages)("%s: no empty text, only known placeholders", (lang) => {
    for (const [path, text] of strings(contactFormCopy[lang])) {
      if (structural.test(path)) continue;
      expect(text.trim(), `${lang}${path} is empty`).not.toBe("");
      const unknown = [...text.matchAll(/\{(\w+)\}/g)]
        .map((m) => m[1] ?? "")
        .filter((name) => !isSitePlaceholder(name) && !ownPlaceholders.includes(name));
      expect(unknown, `${lang}${path}`).toEqual([]);
      expect(formText(text, lang, { count: 2, wait: "x" }), `${lang}${path}`).not.toMatch(/\{\w+\}/);
    }
  });

  it("follows French typography", () => {
    for (const [path, text] of strings(contactFormCopy.fr)) {
      if (structural.test(path)) continue;
      const filled = fill(text, "fr");
      expect(filled, `fr${path}: straight apostrophe`).not.toMatch(/'/);
      expect(filled, `fr${path}: plain space before ; : ! ? »`).not.toMatch(/ [;:!?»]/);
      expect(filled, `fr${path}: plain space after «`).not.toMatch(/« /);
      expect(filled, `fr${path}: "quotes"`).not.toMatch(/"/);
    }
  });

  it("makes no therapeutic promise", () => {
    for (const lang of languages) {
      for (const [path, text] of strings(contactFormCopy[lang])) {
        expect(text, `${lang}${path}`).not.toMatch(/guéri|trait(er|ement)|soign|\bcure\b|\btreat(ing|ment)?\b/i);
      }
    }
  });
});
