/**
 * The sentence for each code of the contact pipeline, in the visitor's
 * language: field errors, the error summary's heading, request errors.
 * Words come from app/content/contact-form.ts in one language (`FormWords`:
 * the browser gets them from the page's loader, the server from
 * `formWords`, words.ts); placeholders are filled by the site's one
 * formatter (app/content/fill.ts), given the form's own values.
 */
import type { ContactFormCopy } from "../content/contact-form.ts";
import { fill, type Plural, type Values } from "../content/fill.ts";
import type { Lang } from "../site/lang.ts";
import { type ContactErrorCode, type ContactField, type FieldErrorCode, limits } from "./rules.ts";

/** The form's words in one language. */
export type FormWords = { lang: Lang; copy: ContactFormCopy };

/** The form's bounds, for {nameMax} {messageMin} {messageMax} in its copy. */
const bounds = { nameMax: limits.nameMax, messageMin: limits.messageMin, messageMax: limits.messageMax };

/** A string of the form's copy, filled: the site's facts, the form's bounds, then `values` ({count}, {wait}). */
export const formText = (text: string | Plural, lang: Lang, values: Values = {}) =>
  fill(text, lang, { ...bounds, ...values });

/** The sentence for a field's error code: the field's own if it has one, else the general one. */
export function fieldErrorText({ lang, copy }: FormWords, field: ContactField, code: FieldErrorCode): string {
  return formText(copy.fields[field].errors?.[code] ?? copy.errors[code], lang);
}

/** "One field needs another look:" / "3 fields need another look:" */
export function summaryText({ lang, copy }: FormWords, count: number): string {
  return formText(copy.summary, lang, { count });
}

/** A line of the error summary: the field's name, then what is wrong ("Prénom : Indiquez votre prénom."). */
export function summaryLine(words: FormWords, field: ContactField, code: FieldErrorCode): string {
  const colon = words.lang === "fr" ? "\u00a0:" : ":";
  return `${words.copy.fields[field].label}${colon} ${fieldErrorText(words, field, code)}`;
}

/** The sentence for a request-level error; `retryAfterSeconds` fills {wait} for rate_limited. */
export function requestErrorText({ lang, copy }: FormWords, code: ContactErrorCode, retryAfterSeconds = 60): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = formText(copy.wait, lang, { count: minutes });
  return formText(copy.request[code], lang, { wait });
}
