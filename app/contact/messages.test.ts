/** The sentences of the contact pipeline's codes, in both languages. */
import { describe, expect, it } from "vitest";
import { languages } from "../site/lang.ts";
import { fieldErrorText, requestErrorText, summaryText } from "./messages.ts";
import { type ContactField, contactErrorCodes, type FieldErrorCode } from "./rules.ts";
import { validateContact } from "./schema.ts";
import { formWords } from "./words.ts";

describe("messages in both languages", () => {
  const codes: [ContactField, FieldErrorCode][] = [
    ["firstName", "required"],
    ["firstName", "too_long"],
    ["lastName", "invalid_characters"],
    ["name", "required"],
    ["email", "invalid_email"],
    ["phone", "invalid_phone"],
    ["reason", "invalid_reason"],
    ["message", "too_short"],
    ["message", "too_long"],
    ["consent", "consent_required"],
  ];

  it.each(codes)("%s/%s has a French and an English sentence, different and filled", (field, code) => {
    const fr = fieldErrorText(formWords("fr"), field, code);
    const en = fieldErrorText(formWords("en"), field, code);
    expect(fr).not.toBe(en);
    for (const text of [fr, en]) {
      expect(text.length).toBeGreaterThan(5);
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it("fills the bounds in each language's number format", () => {
    expect(fieldErrorText(formWords("fr"), "message", "too_long")).toContain("5\u202f000");
    expect(fieldErrorText(formWords("en"), "message", "too_long")).toContain("5,000");
    expect(fieldErrorText(formWords("fr"), "message", "too_short")).toContain("10 caractères");
    expect(fieldErrorText(formWords("en"), "firstName", "too_long")).toContain("100 characters");
  });

  it("has a sentence for every request error, and a plural-aware summary", () => {
    for (const lang of languages) {
      for (const code of contactErrorCodes) expect(requestErrorText(formWords(lang), code)).not.toMatch(/\{\w+\}/);
    }
    expect(requestErrorText(formWords("fr"), "rate_limited", 540)).toContain("9 minutes");
    expect(requestErrorText(formWords("en"), "rate_limited", 30)).toContain("a minute");
    expect(summaryText(formWords("fr"), 1)).toBe("Un champ est à vérifier\u00a0:");
    expect(summaryText(formWords("en"), 3)).toBe("3 fields need another look:");
  });

  it("gives field errors from a real validation in the visitor's language", () => {
    const result = validateContact("short", {
      name: "Sam",
      email: "nope",
      message: "Hello there, some support.",
      consent: true,
    });
    const errors = result.ok ? {} : result.errors;
    expect(fieldErrorText(formWords("fr"), "email", errors.email as FieldErrorCode)).toMatch(/adresse e-mail/);
    expect(fieldErrorText(formWords("en"), "email", errors.email as FieldErrorCode)).toMatch(/email address/);
  });
});
