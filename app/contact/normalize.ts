/**
 * Text normalisation of the contact form, shared by the browser and the
 * server: one-line and multi-line text, e-mail addresses, phone numbers.
 * Plain functions, no zod: the schema (schema.ts) calls them.
 */
import { limits } from "./rules.ts";

/** C0 and C1 control characters (CR, LF and NUL included) and DEL. */
export const controlChars = /\p{Cc}/u;
/** The same, but tabs and line feeds are fine in a message. */
export const messageControlChars = /(?![\t\n])\p{Cc}/u;
/** Invisible direction and formatting marks that could disguise a name in the practitioner's inbox. */
export const disguiseChars = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/** No lone surrogate: the text survives UTF-8 (the database, the e-mail). */
export const wellFormed = (s: string) =>
  !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);

/** One-line text: trimmed, inner whitespace runs made single spaces (tabs and no-break spaces included). */
export const cleanLine = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[ \t\u00a0\u202f]+/g, " ")
    .trim();
/** Multi-line text: line endings made "\n", trimmed. */
export const cleanText = (s: string) => s.normalize("NFC").replace(/\r\n?/g, "\n").trim();

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
