/** The sentences of the contact pipeline's codes, in both languages. */
import { describe, expect, it } from "vitest";
import { type Lang, languages, locales } from "../site/lang.ts";
import { type FormWords, fieldErrorText, requestErrorText, summaryText } from "./messages.ts";
import { type ContactField, contactErrorCodes, type FieldErrorCode, limits } from "./rules.ts";
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

  /** The form's words with a few sentences of this test's own, so that what it checks is the code, not the copy. */
  const fixture = (lang: Lang): FormWords => {
    const { copy } = formWords(lang);
    const { fields } = copy;
    return {
      lang,
      copy: {
        ...copy,
        fields: {
          ...fields,
          firstName: { ...fields.firstName, errors: { ...fields.firstName.errors, too_long: "max {nameMax}" } },
          email: { ...fields.email, errors: { ...fields.email.errors, invalid_email: "bad address" } },
          message: {
            ...fields.message,
            errors: { ...fields.message.errors, too_short: "min {messageMin}", too_long: "max {messageMax}" },
          },
        },
        summary: { one: "{count} field", other: "{count} fields" },
        wait: { one: "{count} minute", other: "{count} minutes" },
        request: { ...copy.request, rate_limited: "wait {wait}" },
      },
    };
  };
  const number = (n: number, lang: Lang) => new Intl.NumberFormat(locales[lang]).format(n);

  it.each(languages)("fills the bounds in the language's number format (%s)", (lang) => {
    expect(fieldErrorText(fixture(lang), "message", "too_long")).toBe(`max ${number(limits.messageMax, lang)}`);
    expect(fieldErrorText(fixture(lang), "message", "too_short")).toBe(`min ${number(limits.messageMin, lang)}`);
    expect(fieldErrorText(fixture(lang), "firstName", "too_long")).toBe(`max ${number(limits.nameMax, lang)}`);
  });

  it("has a sentence for every request error, and a plural-aware summary and wait", () => {
    for (const lang of languages) {
      for (const code of contactErrorCodes) expect(requestErrorText(formWords(lang), code)).not.toMatch(/\{\w+\}/);
    }
    expect(requestErrorText(fixture("fr"), "rate_limited", 540)).toBe("wait 9 minutes");
    expect(requestErrorText(fixture("en"), "rate_limited", 30)).toBe("wait 1 minute");
    // French puts 0 and 1 with the singular, English only 1.
    expect(summaryText(fixture("fr"), 1)).toBe("1 field");
    expect(summaryText(fixture("fr"), 0)).toBe("0 field");
    expect(summaryText(fixture("en"), 0)).toBe("0 fields");
    expect(summaryText(fixture("en"), 3)).toBe("3 fields");
  });

  it("gives field errors from a real validation in the visitor's language", () => {
    const result = validateContact("short", {
      name: "Sam",
      email: "nope",
      message: "Hello there, some support.",
      consent: true,
    });
    const errors = result.ok ? {} : result.errors;
    expect(errors.email).toBe("invalid_email");
    for (const lang of languages) expect(fieldErrorText(fixture(lang), "email", "invalid_email")).toBe("bad address");
  });
});
