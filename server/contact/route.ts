/**
 * The HTTP side of the contact pipeline: POST /api/contact. Request checks
 * (same origin, media type, body size), parsing, and the answer in JSON or,
 * for a form posted without JavaScript, as a redirect or a standalone page.
 * What a submission means is the domain's (`submission.ts`).
 */

import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fieldErrorText, requestErrorText } from "../../app/contact/messages.ts";
import { type ContactMeta, formToObject, readMeta } from "../../app/contact/request.ts";
import type { ContactErrorCode, FieldErrors } from "../../app/contact/rules.ts";
import { formWords } from "../../app/contact/words.ts";
import { contactFormCopy } from "../../app/content/contact-form.ts";
import { fill } from "../../app/content/fill.ts";
import { site } from "../../app/site/config.ts";
import { type Lang, langOfPath } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { clientAddress } from "../client-address.ts";
import type { Logger } from "../log.ts";
import { fallbackPageCsp, renderFallbackPage } from "./page.ts";
import type { Outcome, Submission } from "./submission.ts";

/** The largest request body accepted, in bytes. */
export const bodyLimitBytes = 16 * 1024;

const statusOf: Record<ContactErrorCode, 400 | 403 | 405 | 413 | 415 | 422 | 429 | 503> = {
  validation_failed: 422,
  too_fast: 422,
  malformed_body: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  cross_origin: 403,
  rate_limited: 429,
  method_not_allowed: 405,
  unavailable: 503,
};

/** Errors after which the no-JavaScript page shows the visitor's text again. */
const keepsValues = new Set<ContactErrorCode>(["validation_failed", "rate_limited", "unavailable", "too_fast"]);

type Kind = "json" | "form";

function mediaKind(c: Context): Kind | undefined {
  const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

/** A form posted by a browser without JavaScript gets pages; everything else gets JSON. */
const wantsHtml = (c: Context) => mediaKind(c) === "form" && !/application\/json/i.test(c.req.header("accept") ?? "");

/** The language before the body is read: the page it came from, else the browser's preference. */
function guessLang(c: Context): Lang {
  const referer = c.req.header("referer");
  if (referer) {
    try {
      return langOfPath(new URL(referer).pathname);
    } catch {
      // A malformed Referer says nothing.
    }
  }
  return /^\s*en\b/i.test(c.req.header("accept-language") ?? "") ? "en" : "fr";
}

/**
 * Same-origin check: a browser's Origin must be the configured public origin or
 * the Host it sent the request to (which no page can change). X-Forwarded-Host is
 * never trusted, even behind a proxy: any client can write it. Hono's `csrf` does
 * not fit: it guards form content types only and refuses a request with neither
 * Origin nor Sec-Fetch-Site (curl, scripts), which this endpoint accepts.
 */
function sameOrigin(c: Context): boolean {
  const origin = c.req.header("origin");
  if (origin === undefined) {
    // No Origin: not a browser form or fetch of today; refuse only what a browser flags as cross-site.
    const fetchSite = c.req.header("sec-fetch-site");
    return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
  }
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (origin === "null" || !/^https?:$/.test(from.protocol)) return false;
  if (from.origin === new URL(site.origin).origin) return true;
  let host = c.req.header("host");
  if (!host) {
    try {
      host = new URL(c.req.url).host;
    } catch {
      return false;
    }
  }
  return from.host.toLowerCase() === host.toLowerCase();
}

function parseBody(kind: Kind, bytes: ArrayBuffer): Record<string, unknown> | undefined {
  let raw: string;
  try {
    raw = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return undefined;
  }
  if (kind === "form") return formToObject(new URLSearchParams(raw));
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === "object" && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Not JSON: malformed, like any other non-object.
  }
  return undefined;
}

type Refusal = { code: ContactErrorCode; fields?: FieldErrors; retryAfter?: number };

function jsonError(c: Context, lang: Lang, { code, fields, retryAfter }: Refusal) {
  const fieldMessages =
    fields &&
    Object.fromEntries(
      Object.entries(fields).map(([field, fieldCode]) => [
        field,
        { code: fieldCode, message: fieldErrorText(formWords(lang), field as keyof FieldErrors, fieldCode) },
      ]),
    );
  if (retryAfter) c.header("Retry-After", String(retryAfter));
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      ok: false,
      error: {
        code,
        message: requestErrorText(formWords(lang), code, retryAfter),
        ...(fieldMessages ? { fields: fieldMessages } : {}),
      },
    },
    statusOf[code],
  );
}

export type ContactRouteOptions = {
  log: Logger;
  trustProxy: boolean;
  receive: (submission: Submission) => Outcome;
};

export function contactRoute({ log, trustProxy, receive }: ContactRouteOptions): Hono {
  /** Answers a refusal; `meta` and `body` are known once the body has been read. */
  const refuse = (c: Context, refusal: Refusal, meta?: ContactMeta, body?: Record<string, unknown>) => {
    const { code, fields, retryAfter } = refusal;
    log.info("contact.rejected", { code, status: statusOf[code] });
    const lang = meta?.lang ?? guessLang(c);
    if (!wantsHtml(c)) return jsonError(c, lang, refusal);
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", fallbackPageCsp);
    const page = renderFallbackPage({
      lang,
      variant: meta?.variant ?? "full",
      page: meta?.page,
      key: meta?.key,
      values: keepsValues.has(code) ? body : undefined,
      fieldErrors: fields,
      error: code === "validation_failed" ? undefined : code,
      retryAfterSeconds: retryAfter,
    });
    return c.html(page, statusOf[code]);
  };

  const checkRequest: MiddlewareHandler = async (c, next) => {
    if (!sameOrigin(c)) return refuse(c, { code: "cross_origin" });
    if (!mediaKind(c)) return refuse(c, { code: "unsupported_media_type" });
    await next();
  };

  const limit = bodyLimit({ maxSize: bodyLimitBytes, onError: (c) => refuse(c, { code: "payload_too_large" }) });
  /** The size limit, and a client that goes away mid-body: its request, not our fault. */
  const limitBody: MiddlewareHandler = async (c, next) => {
    let read = false;
    try {
      return await limit(c, async () => {
        read = true;
        await next();
      });
    } catch (err) {
      if (read) throw err;
      return refuse(c, { code: "malformed_body" });
    }
  };

  const app = new Hono();
  app.post("/api/contact", checkRequest, limitBody, async (c) => {
    let bytes: ArrayBuffer;
    try {
      bytes = await c.req.arrayBuffer();
    } catch {
      return refuse(c, { code: "malformed_body" });
    }
    const body = parseBody(mediaKind(c) as Kind, bytes);
    if (!body) return refuse(c, { code: "malformed_body" });
    const meta = readMeta(body, guessLang(c));
    const outcome = receive({ meta, body, address: clientAddress(c, trustProxy) });
    if (!outcome.ok) return refuse(c, outcome, meta, body);
    if (wantsHtml(c)) return c.redirect(pathOf("contactSent", meta.lang), 303);
    c.header("Cache-Control", "no-store");
    const message = fill(contactFormCopy[meta.lang].toast.description, meta.lang);
    return c.json({ ok: true, id: outcome.publicId, message }, outcome.created ? 201 : 200);
  });

  app.all("/api/contact", (c) => {
    c.header("Allow", "POST");
    return jsonError(c, guessLang(c), { code: "method_not_allowed" });
  });
  return app;
}
