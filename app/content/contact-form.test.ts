/** The contact form's copy as the form gets it: same shape in both languages, no gaps, known placeholders (its French typography: copy.test.ts). */
import { describe, expect, it } from "vitest";
import { formText } from "../contact/messages.ts";
import { contactErrorCodes, fieldErrorCodes, reasons } from "../contact/rules.ts";
import { languages } from "../site/lang.ts";
import { contactFormCopy } from "./contact-form.ts";
import { isSitePlaceholder } from "./fill.ts";
import { shape } from "./schema.ts";

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
});
