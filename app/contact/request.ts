/**
 * What a submission carries besides the visitor's fields (variant, language,
 * idempotency key, fill time, honeypot, page), and a posted form read as the
 * object the schema expects. Shared by the React form and the server.
 */
import { type Lang, languages } from "../site/lang.ts";
import { type PageId, pageIds } from "../site/pages.ts";
import { honeypotField, type Variant } from "./rules.ts";

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
