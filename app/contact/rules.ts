/**
 * The contact form's facts: its fields, how each is typed in, its bounds and
 * its stable codes. No zod and no words, so the copy (app/content/contact-form.ts)
 * and the confirmation page can import it without shipping a validator.
 */

/** Reasons for consulting, in the order the select shows them. */
export const reasons = ["individual", "adolescent", "child", "couple", "family", "pma", "other"] as const;
export type Reason = (typeof reasons)[number];

/** "full": the contact page's form; "short" (name, e-mail, phone, message): pages such as PMA's. */
export const variants = ["full", "short"] as const;
export type Variant = (typeof variants)[number];

/** Bounds the form and the server both enforce (characters, as the browser's maxlength counts them). */
export const limits = {
  nameMax: 100,
  emailMax: 254,
  emailLocalMax: 63,
  phoneMax: 40,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Anti-spam: a submission faster than this after the page started loading is a robot's. */
export const minFillMs = 3000;
/** The hidden field robots fill and people never see. */
export const honeypotField = "website";

/** Why a field was refused. Stable: the browser, the server and the copy all key on these. */
export const fieldErrorCodes = [
  "required",
  "invalid",
  "too_short",
  "too_long",
  "invalid_characters",
  "invalid_email",
  "invalid_phone",
  "invalid_reason",
  "consent_required",
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Why a request was refused, as `error.code` of the endpoint's JSON answers. Stable. */
export const contactErrorCodes = [
  "validation_failed",
  "malformed_body",
  "payload_too_large",
  "unsupported_media_type",
  "cross_origin",
  "rate_limited",
  "too_fast",
  "method_not_allowed",
  "unavailable",
] as const;
export type ContactErrorCode = (typeof contactErrorCodes)[number];

export const fullFields = ["firstName", "lastName", "email", "phone", "reason", "message", "consent"] as const;
export const shortFields = ["name", "email", "phone", "message", "consent"] as const;
export type FullField = (typeof fullFields)[number];
export type ShortField = (typeof shortFields)[number];
export type ContactField = FullField | ShortField;
export const fieldsOf = (variant: Variant): readonly ContactField[] => (variant === "full" ? fullFields : shortFields);

export type FieldErrors = Partial<Record<ContactField, FieldErrorCode>>;

/** How each field is typed in, for the React form and the server's no-JavaScript page alike. */
export const fieldInputs = {
  firstName: { kind: "input", type: "text", autoComplete: "given-name", maxLength: limits.nameMax, required: true },
  lastName: { kind: "input", type: "text", autoComplete: "family-name", maxLength: limits.nameMax, required: true },
  name: { kind: "input", type: "text", autoComplete: "name", maxLength: limits.nameMax, required: true },
  email: {
    kind: "input",
    type: "email",
    autoComplete: "email",
    inputMode: "email",
    maxLength: limits.emailMax,
    required: true,
  },
  phone: {
    kind: "input",
    type: "tel",
    autoComplete: "tel",
    inputMode: "tel",
    maxLength: limits.phoneMax,
    required: false,
  },
  reason: { kind: "select", required: true },
  message: { kind: "textarea", minLength: limits.messageMin, maxLength: limits.messageMax, required: true },
  consent: { kind: "checkbox", required: true },
} as const satisfies Record<ContactField, FieldInput>;

export type FieldInput = {
  kind: "input" | "select" | "textarea" | "checkbox";
  type?: "text" | "email" | "tel";
  autoComplete?: string;
  inputMode?: "email" | "tel" | "text";
  minLength?: number;
  maxLength?: number;
  required: boolean;
};
