/**
 * The contact form's rules, shared by the browser and the server.
 *
 * The schemas yield stable error codes (the zod issue message IS the code);
 * app/content/contact-form.ts maps each code to French and English text.
 * Plain module: no JSX, no Node or DOM specifics, so both sides import it.
 * The schemas are built on first use, so a page that only needs the
 * constants (the confirmation page's copy) does not ship zod.
 */
// zod/mini: the same engine as zod 4 with a tree-shakable API, a fraction of the bytes in the browser.
import * as z from "zod/mini";
import { type Lang, languages } from "./lang.ts";
import { type PageId, pageIds } from "./pages.ts";

/** Reasons for consulting, in the order the select shows them. */
export const reasons = ["individual", "adolescent", "child", "couple", "family", "pma", "other"] as const;
export type Reason = (typeof reasons)[number];

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
} as const satisfies Record<
  ContactField,
  {
    kind: "input" | "select" | "textarea" | "checkbox";
    type?: string;
    autoComplete?: string;
    inputMode?: "email" | "tel" | "text";
    minLength?: number;
    maxLength?: number;
    required: boolean;
  }
>;

// ---------------------------------------------------------------- text rules

/** C0 and C1 control characters (CR, LF and NUL included) and DEL. */
const controlChars = /\p{Cc}/u;
/** The same, but tabs and line feeds are fine in a message. */
const messageControlChars = /(?![\t\n])\p{Cc}/u;
/** Invisible direction and formatting marks that could disguise a name in the practitioner's inbox. */
const disguiseChars = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

const wellFormed = (s: string) => !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? "required" : "invalid";

/** One-line text: trimmed, inner whitespace runs made single spaces (tabs and no-break spaces included). */
export const cleanLine = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[ \t\u00a0\u202f]+/g, " ")
    .trim();
/** Multi-line text: line endings made "\n", trimmed. */
export const cleanText = (s: string) => s.normalize("NFC").replace(/\r\n?/g, "\n").trim();

const personName = () =>
  z.string({ error: typeError }).check(
    z.overwrite(cleanLine),
    z.minLength(1, "required"),
    z.maxLength(limits.nameMax, "too_long"),
    z.refine((s) => wellFormed(s) && !controlChars.test(s) && !disguiseChars.test(s), "invalid_characters"),
  );

// ---------------------------------------------------------------- e-mail

/**
 * OWASP's syntactic rules (Input Validation Cheat Sheet): two parts around one @,
 * no dangerous characters (quotes, backticks, NUL), a domain of letters, digits,
 * hyphens and dots, a local part of at most 63 characters and at most 254 in all.
 * Plus what a mail server needs: a dot-atom local part (no leading, trailing or
 * double dot) and a domain of at least two well-formed labels ending in a real TLD.
 */
const localPart = /^[A-Za-z0-9!#$%&*+/=?^_{|}~-]+(?:\.[A-Za-z0-9!#$%&*+/=?^_{|}~-]+)*$/;
const domainLabel = /^(?!-)[A-Za-z0-9-]{1,63}(?<!-)$/;
const topLevel = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** Converts an internationalized domain to its ASCII (punycode) form; undefined if it cannot be one. */
function asciiDomain(domain: string): string | undefined {
  if (/^[\x21-\x7e]*$/.test(domain)) return domain.toLowerCase();
  // Only letters, digits, marks, hyphens and dots are worth converting.
  if (!/^[\p{L}\p{M}\p{N}.-]+$/u.test(domain)) return undefined;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return undefined;
  }
}

/** The normalized address (domain lower-cased, in ASCII), or undefined if it is not acceptable. */
export function normalizeEmail(raw: string): string | undefined {
  const s = raw.trim();
  if (s.length === 0 || s.length > limits.emailMax) return undefined;
  const at = s.lastIndexOf("@");
  if (at <= 0 || at !== s.indexOf("@")) return undefined;
  const local = s.slice(0, at);
  const domain = asciiDomain(s.slice(at + 1));
  if (!domain || local.length > limits.emailLocalMax || !localPart.test(local)) return undefined;
  const labels = domain.split(".");
  if (labels.length < 2 || !labels.every((l) => domainLabel.test(l)) || !topLevel.test(labels.at(-1) ?? "")) {
    return undefined;
  }
  const address = `${local}@${domain}`;
  return address.length <= limits.emailMax ? address : undefined;
}

const email = () =>
  z.pipe(
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

// ---------------------------------------------------------------- phone

/**
 * French numbers (06 12 34 56 78, 06.12.34.56.78, +33 6 12 34 56 78, +33 (0)6…, 0033…)
 * and international ones (+ or 00, then 8 to 15 digits, E.164). Returns E.164, or
 * undefined. Spaces, dots, hyphens, slashes and parentheses may separate digits.
 */
export function normalizePhone(raw: string): string | undefined {
  const s = raw.trim().replace(/\(0\)/, "");
  if (!/^\+?[\d .\-/()\u00a0\u202f]+$/.test(s)) return undefined;
  const digits = s.replace(/[ .\-/()\u00a0\u202f]/g, "");
  if (/^0[1-9]\d{8}$/.test(digits)) return `+33${digits.slice(1)}`;
  const international = digits.startsWith("+")
    ? digits.slice(1)
    : digits.startsWith("00")
      ? digits.slice(2)
      : undefined;
  if (international === undefined || !/^[1-9]\d{7,14}$/.test(international)) return undefined;
  // France: exactly nine digits after the country code, the national 0 dropped.
  if (international.startsWith("33") && !/^33[1-9]\d{8}$/.test(international)) return undefined;
  return `+${international}`;
}

const phone = () =>
  z.pipe(
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

// ---------------------------------------------------------------- message, reason, consent

const message = () =>
  z.string({ error: typeError }).check(
    z.overwrite(cleanText),
    z.minLength(1, "required"),
    z.minLength(limits.messageMin, "too_short"),
    z.maxLength(limits.messageMax, "too_long"),
    z.refine((s) => wellFormed(s) && !messageControlChars.test(s), "invalid_characters"),
  );

const reason = () =>
  z.enum(reasons, {
    error: (issue) => (issue.input === undefined || issue.input === "" ? "required" : "invalid_reason"),
  });

const consent = () => z.literal(true, { error: "consent_required" });

// ---------------------------------------------------------------- schemas

function buildSchemas() {
  return {
    full: z.object({
      firstName: personName(),
      lastName: personName(),
      email: email(),
      phone: phone(),
      reason: reason(),
      message: message(),
      consent: consent(),
    }),
    short: z.object({
      name: personName(),
      email: email(),
      phone: phone(),
      message: message(),
      consent: consent(),
    }),
  };
}

let built: ReturnType<typeof buildSchemas> | undefined;
/** The schema of a variant (built on first use). */
export const contactSchema = <V extends Variant>(variant: V): ReturnType<typeof buildSchemas>[V] => {
  built ??= buildSchemas();
  return built[variant];
};

export type FullContact = z.output<ReturnType<typeof buildSchemas>["full"]>;
export type ShortContact = z.output<ReturnType<typeof buildSchemas>["short"]>;
export type Contact = ({ variant: "full" } & FullContact) | ({ variant: "short" } & ShortContact);

export type FieldErrors = Partial<Record<ContactField, FieldErrorCode>>;

const isFieldErrorCode = (s: string): s is FieldErrorCode => (fieldErrorCodes as readonly string[]).includes(s);

/** The first problem of each field, as codes; `undefined` when the input is valid. */
export function validateContact(
  variant: Variant,
  input: unknown,
): { ok: true; data: Contact } | { ok: false; errors: FieldErrors } {
  const parsed = z.safeParse(contactSchema(variant), input);
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

// ---------------------------------------------------------------- what travels with the fields

/** Everything a submission carries besides the visitor's fields. */
export type ContactMeta = {
  variant: Variant;
  lang: Lang;
  /** Idempotency key made by the browser; absent without JavaScript. */
  key?: string;
  /** Milliseconds between the page's start and the submit; absent without JavaScript. */
  elapsed?: number;
  /** Whatever landed in the honeypot. */
  honeypot: string;
  /** The page the form was sent from. */
  page?: PageId;
};

export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;

/** Reads the extra fields leniently: a wrong value falls back to a default, never an error. */
export function readMeta(body: Record<string, unknown>, fallbackLang: Lang = "fr"): ContactMeta {
  const str = (v: unknown) => (typeof v === "string" ? v : undefined);
  const variant: Variant =
    body.variant === "short" || body.variant === "full"
      ? body.variant
      : body.name !== undefined && body.firstName === undefined
        ? "short"
        : "full";
  const lang = (languages as readonly string[]).includes(str(body.lang) ?? "") ? (body.lang as Lang) : fallbackLang;
  const key = str(body.key);
  const elapsedRaw = typeof body.elapsed === "number" ? body.elapsed : Number(str(body.elapsed) || Number.NaN);
  const honeypot = body[honeypotField];
  const page = str(body.page);
  return {
    variant,
    lang,
    key: key && idempotencyKeyPattern.test(key) ? key : undefined,
    elapsed: Number.isFinite(elapsedRaw) && elapsedRaw >= 0 ? elapsedRaw : undefined,
    honeypot: typeof honeypot === "string" ? honeypot : honeypot === undefined || honeypot === null ? "" : "x",
    page: page && (pageIds as readonly string[]).includes(page) ? (page as PageId) : undefined,
  };
}

const checkedValues = new Set(["on", "true", "1", "yes"]);

/**
 * A posted form (FormData or URLSearchParams entries) as the object the schema
 * expects: the first value of each name, the consent box as a boolean.
 */
export function formToObject(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of entries) {
    if (Object.hasOwn(out, name) || name === "__proto__") continue;
    out[name] = typeof value === "string" ? value : "";
  }
  out.consent = typeof out.consent === "string" && checkedValues.has(out.consent.toLowerCase());
  return out;
}
