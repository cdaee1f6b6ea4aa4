/**
 * The contact form as data, for a variant and a language: each field's id,
 * name, label, hint, error, `aria-describedby` and control attributes, the
 * error summary, the hidden fields. The React form (app/components/contact/)
 * and the server's no-JavaScript page (server/contact/page.ts) both render
 * this model, so they cannot disagree on what a field is called, says or
 * points to; server/contact/page.test.ts holds them to it.
 */
import type { Lang } from "../site/lang.ts";
import { type PageId, pathOf } from "../site/pages.ts";
import { type FormWords, fieldErrorText, formText, summaryLine } from "./messages.ts";
import {
  type ContactField,
  type FieldErrors,
  type FieldInput,
  fieldInputs,
  fieldsOf,
  honeypotField,
  reasons,
  type Variant,
} from "./rules.ts";

/**
 * Fixed ids: a page holds one contact form at most (its section is the
 * `#contact-form` anchor that links point to), so the ids need no prefix and
 * are the same with and without JavaScript.
 */
export const formIds = {
  section: "contact-form",
  heading: "contact-form-heading",
  required: "contact-required",
} as const;

export const fieldId = (field: ContactField | typeof honeypotField) => `contact-${field}`;
const hintId = (field: ContactField) => `contact-${field}-hint`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const noteId = (field: ContactField) => `contact-${field}-note`;

/** Attributes of the control, as React names them (the server's page writes them in lower case). */
export type ControlAttributes = {
  type?: FieldInput["type"] | "checkbox";
  autoComplete?: string;
  inputMode?: FieldInput["inputMode"];
  minLength?: number;
  maxLength?: number;
  required: boolean;
  placeholder?: string;
  rows?: number;
  /** Addresses are neither words to check nor sentences to capitalise. */
  spellCheck?: false;
  autoCapitalize?: "off";
};

type Text = { id: string; text: string };

export type FieldModel = {
  name: ContactField;
  id: string;
  kind: FieldInput["kind"];
  /** The field's name, for its label and the error summary. */
  label: string;
  /** Said after the label, e.g. "(optional)". */
  optional?: string;
  hint?: Text;
  /** Said under the control (the message field's health note). */
  note?: Text;
  error?: Text;
  /** Hint, note and error ids, in reading order; undefined when there are none. */
  describedBy?: string;
  control: ControlAttributes;
  /** Select: the options, the empty "choose" one first. */
  options?: readonly { value: string; label: string }[];
  /** Checkbox: its label is a sentence with a link to the privacy notice. */
  consent?: { before: string; link: string; href: string; after: string };
};

export function fieldModel(
  variant: Variant,
  words: FormWords,
  name: ContactField,
  errors: FieldErrors = {},
): FieldModel {
  const { lang, copy } = words;
  const fieldCopy = copy.fields[name];
  const input: FieldInput = fieldInputs[name];
  const code = errors[name];
  const hint = fieldCopy.hint ? { id: hintId(name), text: formText(fieldCopy.hint, lang) } : undefined;
  const note = name === "message" ? { id: noteId(name), text: formText(copy.healthNote, lang) } : undefined;
  const error = code ? { id: errorId(name), text: fieldErrorText(words, name, code) } : undefined;
  const email = input.type === "email";
  const model: FieldModel = {
    name,
    id: fieldId(name),
    kind: input.kind,
    label: fieldCopy.label,
    hint,
    note,
    error,
    describedBy: [hint?.id, note?.id, error?.id].filter(Boolean).join(" ") || undefined,
    control: {
      type: input.kind === "checkbox" ? "checkbox" : input.type,
      autoComplete: input.autoComplete,
      inputMode: input.inputMode,
      minLength: input.minLength,
      maxLength: input.maxLength,
      required: input.required,
      spellCheck: email ? false : undefined,
      autoCapitalize: email ? "off" : undefined,
    },
  };
  if (name === "phone") model.optional = copy.fields.phone.optional;
  if (name === "message") {
    model.control.placeholder = copy.fields.message.placeholder;
    model.control.rows = variant === "full" ? 7 : 5;
  }
  if (name === "reason") {
    const { choose, options } = copy.fields.reason;
    model.options = [{ value: "", label: choose }, ...reasons.map((r) => ({ value: r, label: options[r] }))];
  }
  if (name === "consent") {
    const { before, link, after } = copy.fields.consent;
    model.consent = { before: formText(before, lang), link, href: pathOf("privacy", lang), after };
  }
  return model;
}

/** Every field of a variant, in the form's order, with the errors given. */
export const fieldModels = (variant: Variant, words: FormWords, errors: FieldErrors = {}): FieldModel[] =>
  fieldsOf(variant).map((name) => fieldModel(variant, words, name, errors));

/** The error summary's links, in the form's order: each leads to its field. */
export const summaryItems = (variant: Variant, words: FormWords, errors: FieldErrors) =>
  fieldsOf(variant).flatMap((name) => {
    const code = errors[name];
    return code ? [{ name, href: `#${fieldId(name)}`, text: summaryLine(words, name, code) }] : [];
  });

/** The hidden anti-robot field: labelled for the rare reader who meets it, out of sight and out of the tab order. */
export const honeypot = ({ copy }: FormWords) => ({
  id: fieldId(honeypotField),
  name: honeypotField,
  label: copy.honeypot,
});

/** What the form sends besides the visitor's fields (read back by `readMeta`, request.ts). */
export function hiddenFields(meta: { variant: Variant; lang: Lang; page?: PageId; key?: string }) {
  const fields = [
    { name: "variant", value: meta.variant },
    { name: "lang", value: meta.lang },
    ...(meta.page ? [{ name: "page", value: meta.page }] : []),
  ];
  return meta.key === undefined ? fields : [...fields, { name: "key", value: meta.key }];
}
