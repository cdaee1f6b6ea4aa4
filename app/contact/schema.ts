/**
 * The contact form's validation, shared by the browser and the server. The
 * schemas yield stable error codes (the zod issue message IS the code);
 * messages.ts turns each code into French or English. Only the form and the
 * server import this module: the copy and the confirmation page import the
 * plain facts of rules.ts, so they never ship zod.
 */
// zod/mini: the same engine as zod 4 with a tree-shakable API, a fraction of the bytes in the browser.
import * as z from "zod/mini";
import {
  cleanLine,
  cleanText,
  controlChars,
  disguiseChars,
  messageControlChars,
  normalizeEmail,
  normalizePhone,
  wellFormed,
} from "./normalize.ts";
import {
  type ContactField,
  type FieldErrorCode,
  type FieldErrors,
  fieldErrorCodes,
  fieldsOf,
  limits,
  reasons,
  type Variant,
} from "./rules.ts";

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "required" : "invalid";

const personName = () =>
  z.string({ error: typeError }).check(
    z.overwrite(cleanLine),
    z.minLength(1, "required"),
    z.maxLength(limits.nameMax, "too_long"),
    z.refine((s) => wellFormed(s) && !controlChars.test(s) && !disguiseChars.test(s), "invalid_characters"),
  );

const email = z.pipe(
  z.string({ error: typeError }).check(
    z.overwrite((s) => s.trim()),
    z.minLength(1, "required"),
    z.maxLength(limits.emailMax, "too_long"),
  ),
  z.transform((s: string, ctx) => {
    const address = normalizeEmail(s);
    if (address) return address;
    ctx.issues.push({ code: "custom", message: "invalid_email", input: s });
    return z.NEVER;
  }),
);

const phone = z.pipe(
  // null (JSON) and absent both mean "not given".
  z.transform((v: unknown) => (v === null ? undefined : v)),
  z.optional(
    z.pipe(
      z.string({ error: () => "invalid" }).check(
        z.overwrite((s) => s.trim()),
        z.maxLength(limits.phoneMax, "too_long"),
      ),
      z.transform((s: string, ctx) => {
        if (s === "") return undefined;
        const e164 = normalizePhone(s);
        if (e164) return e164;
        ctx.issues.push({ code: "custom", message: "invalid_phone", input: s });
        return z.NEVER;
      }),
    ),
  ),
);

const message = z.string({ error: typeError }).check(
  z.overwrite(cleanText),
  z.minLength(1, "required"),
  z.minLength(limits.messageMin, "too_short"),
  z.maxLength(limits.messageMax, "too_long"),
  z.refine((s) => wellFormed(s) && !messageControlChars.test(s), "invalid_characters"),
);

const reason = z.enum(reasons, {
  error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid_reason"),
});

const consent = z.literal(true, { error: "consent_required" });

export const contactSchemas = {
  full: z.object({
    firstName: personName(),
    lastName: personName(),
    email,
    phone,
    reason,
    message,
    consent,
  }),
  short: z.object({ name: personName(), email, phone, message, consent }),
};

export type FullContact = z.output<typeof contactSchemas.full>;
export type ShortContact = z.output<typeof contactSchemas.short>;
export type Contact = ({ variant: "full" } & FullContact) | ({ variant: "short" } & ShortContact);

const isFieldErrorCode = (s: string): s is FieldErrorCode => (fieldErrorCodes as readonly string[]).includes(s);

/** The first problem of each field, as codes; `undefined` when the input is valid. */
export function validateContact(
  variant: Variant,
  input: unknown,
): { ok: true; data: Contact } | { ok: false; errors: FieldErrors } {
  const parsed = z.safeParse(contactSchemas[variant], input);
  if (parsed.success) return { ok: true, data: { variant, ...parsed.data } as Contact };
  const errors: FieldErrors = {};
  const known = fieldsOf(variant) as readonly string[];
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (!known.includes(field)) continue;
    errors[field as ContactField] ??= isFieldErrorCode(issue.message) ? issue.message : "invalid";
  }
  // A body that is not an object at all: blame every field, so the form shows something.
  if (Object.keys(errors).length === 0) for (const field of known) errors[field as ContactField] = "invalid";
  return { ok: false, errors };
}
