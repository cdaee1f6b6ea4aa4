/**
 * The contact pipeline: POST /api/contact, the SQLite store, the SMTP outbox
 * and the retention purge. server/main.ts mounts `app` and awaits `stop()`.
 *
 *   browser ── POST /api/contact ──▶ checks ──▶ SQLite (committed) ──▶ 2xx
 *                                                     │
 *                                      outbox worker ─┴─▶ SMTP ──▶ practitioner
 */
import { createHash, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { type Context, Hono } from "hono";
import { contactFormCopy, contactText, fieldErrorText, requestErrorText } from "../../app/content/contact-form.ts";
import { site } from "../../app/site/config.ts";
import {
  type Contact,
  type ContactErrorCode,
  type ContactMeta,
  minFillMs as defaultMinFillMs,
  type FieldErrors,
  formToObject,
  readMeta,
  validateContact,
} from "../../app/site/contact-schema.ts";
import { type Lang, langOfPath } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import { busyTimeouts, databaseFile, MessageStore } from "./db.ts";
import { createSmtpSender, type Sender } from "./mail.ts";
import { defaultOutboxOptions, Outbox, type OutboxOptions } from "./outbox.ts";
import { fallbackPageCsp, renderFallbackPage } from "./page.ts";
import { defaultRateLimit, RateLimiter, type RateLimitOptions } from "./rate-limit.ts";

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

export type ContactServiceOptions = {
  env: ServerEnv;
  log: Logger;
  /** Tuning of the delivery worker (tests shorten the delays). */
  outbox?: Partial<OutboxOptions>;
  rateLimit?: RateLimitOptions;
  /** Submissions faster than this (ms since the page started) are sent back to the visitor to check. */
  minFillMs?: number;
  /** Replaces the SMTP sender built from the environment (tests). */
  sender?: Sender;
  now?: () => number;
};

export type ContactService = {
  app: Hono;
  /** Stops the outbox (bounded by `stopTimeoutMs`), then closes the database. */
  stop(): Promise<void>;
  stopTimeoutMs: number;
  /** The store, for tests and tools. */
  store: MessageStore;
};

class HttpProblem extends Error {
  readonly code: ContactErrorCode;
  constructor(code: ContactErrorCode) {
    super(code);
    this.code = code;
  }
}

/** Reads the body, refusing more than `limit` bytes whatever Content-Length claims. */
async function readBody(request: Request, limit: number): Promise<string> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) throw new HttpProblem("payload_too_large");
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await reader.read();
    } catch {
      // The client went away mid-body: its request, not our fault.
      throw new HttpProblem("malformed_body");
    }
    const { done, value } = chunk;
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw new HttpProblem("payload_too_large");
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new HttpProblem("malformed_body");
  }
}

type Kind = "json" | "form";

/** Errors after which the no-JavaScript page shows the visitor's text again. */
const keepsValues = new Set<ContactErrorCode>(["validation_failed", "rate_limited", "unavailable", "too_fast"]);

function mediaKind(contentType: string | undefined): Kind | undefined {
  const type = contentType?.split(";")[0]?.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded") return "form";
  return undefined;
}

function parseBody(kind: Kind, raw: string): Record<string, unknown> {
  if (kind === "form") return formToObject(new URLSearchParams(raw));
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new HttpProblem("malformed_body");
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) throw new HttpProblem("malformed_body");
  return value as Record<string, unknown>;
}

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
 * never trusted, even behind a proxy: any client can write it.
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

/** The client's address: the socket's, or the last X-Forwarded-For hop (if it is an address) behind a trusted proxy. */
function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const header = c.req.header("x-forwarded-for") ?? "";
    // Only the end matters: the hop our proxy appended.
    const last = header.slice(header.lastIndexOf(",") + 1).trim();
    if (isIP(last.replace(/^\[|\]$/g, ""))) return last;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? "unknown";
}

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url");

/**
 * The idempotency key a message is stored under. With the browser's key, the key
 * and the content: a retry of the same text is the same message, an edited text
 * a new one. Without it (no JavaScript), the same content on the same day is one message.
 */
function idempotencyKey(browserKey: string | undefined, contact: Contact, now: number): string {
  if (browserKey) return `c:${browserKey}:${digest(contact)}`;
  return `h:${digest([new Date(now).toISOString().slice(0, 10), contact])}`;
}

/** SQLite could not take the write lock in time (another process holds it). */
const databaseBusy = (err: unknown) => {
  const e = err as { errcode?: number; errstr?: string };
  return (e?.errcode ?? 0) % 256 === 5 || /database is locked/i.test(String((err as Error)?.message));
};

/** What a visitor is told to wait when the database is busy, in seconds. */
const busyRetryAfter = 5;

export function startContactService(options: ContactServiceOptions): ContactService {
  const { env, log } = options;
  const now = options.now ?? Date.now;
  const minFillMs = options.minFillMs ?? defaultMinFillMs;
  const trustProxy = env.TRUST_PROXY;
  const retentionDays = env.MESSAGE_RETENTION_DAYS ?? site.privacy.messageRetentionDays;

  const store = new MessageStore(databaseFile(env.DATA_DIR), busyTimeouts.server);
  const limiter = new RateLimiter(options.rateLimit ?? defaultRateLimit, now);
  const sender = options.sender ?? createSmtpSender(env);
  const outbox = sender ? new Outbox(store, sender, log, options.outbox, now) : undefined;

  if (outbox && sender) {
    log.info("contact.smtp", { server: sender.describe, database: store.file });
    outbox.start();
  } else {
    const pending = store.counts().pending;
    log.info("contact.store_only", {
      database: store.file,
      pending,
      note: "SMTP is not configured: messages are stored only. Read them with `npm run messages`.",
    });
  }

  const purge = () => {
    try {
      const removed = store.purgeDelivered(now() - retentionDays * 86_400_000);
      if (removed > 0) log.info("contact.purged", { count: removed, retentionDays });
    } catch (err) {
      log.error("contact.purge_failed", { code: (err as { code?: string }).code ?? "Error" });
    }
  };
  purge();
  const purgeTimer = setInterval(purge, 3600_000);
  purgeTimer.unref();

  const app = new Hono();

  const jsonError = (
    c: Context,
    lang: Lang,
    code: ContactErrorCode,
    extra: { fields?: FieldErrors; retryAfter?: number } = {},
  ) => {
    const fields = extra.fields
      ? Object.fromEntries(
          Object.entries(extra.fields).map(([field, fieldCode]) => [
            field,
            { code: fieldCode, message: fieldErrorText(lang, field as keyof FieldErrors, fieldCode) },
          ]),
        )
      : undefined;
    if (extra.retryAfter) c.header("Retry-After", String(extra.retryAfter));
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        ok: false,
        error: { code, message: requestErrorText(lang, code, extra.retryAfter), ...(fields ? { fields } : {}) },
      },
      statusOf[code],
    );
  };

  const htmlError = (
    c: Context,
    code: ContactErrorCode,
    page: Parameters<typeof renderFallbackPage>[0],
    retryAfter?: number,
  ) => {
    if (retryAfter) c.header("Retry-After", String(retryAfter));
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", fallbackPageCsp);
    return c.html(renderFallbackPage({ ...page, retryAfterSeconds: retryAfter }), statusOf[code]);
  };

  app.post("/api/contact", async (c) => {
    let lang = guessLang(c);
    const kind = mediaKind(c.req.header("content-type"));
    // A form posted by a browser without JavaScript gets pages; everything else gets JSON.
    const html = kind === "form" && !/application\/json/i.test(c.req.header("accept") ?? "");
    let meta: ContactMeta | undefined;
    let body: Record<string, unknown> | undefined;

    const fail = (code: ContactErrorCode, extra: { fields?: FieldErrors; retryAfter?: number } = {}) => {
      log.info("contact.rejected", { code, status: statusOf[code] });
      if (!html) return jsonError(c, lang, code, extra);
      const variant = meta?.variant ?? "full";
      return htmlError(
        c,
        code,
        {
          lang,
          variant,
          page: meta?.page,
          key: meta?.key,
          values: keepsValues.has(code) ? body : undefined,
          fieldErrors: extra.fields,
          error: code === "validation_failed" ? undefined : code,
        },
        extra.retryAfter,
      );
    };

    const succeed = (publicId: string, created: boolean) => {
      if (html) return c.redirect(pathOf("contactSent", lang), 303);
      c.header("Cache-Control", "no-store");
      const copy = contactFormCopy[lang];
      return c.json(
        { ok: true, id: publicId, message: contactText(copy.toast.description, lang) },
        created ? 201 : 200,
      );
    };

    try {
      if (!sameOrigin(c)) return fail("cross_origin");
      if (!kind) return fail("unsupported_media_type");
      body = parseBody(kind, await readBody(c.req.raw, bodyLimitBytes));
      meta = readMeta(body, lang);
      lang = meta.lang;
      const address = clientAddress(c, trustProxy);

      // Robots fill the honeypot: a fake success tells them nothing, but they are counted and throttled.
      if (meta.honeypot !== "") {
        const wait = limiter.retryAfter(address);
        if (wait > 0) return fail("rate_limited", { retryAfter: wait });
        limiter.hit(address);
        log.info("contact.spam", { reason: "honeypot" });
        return succeed(randomUUID(), true);
      }
      // Faster than a person types: perhaps a robot, perhaps a quick person. Nothing is stored,
      // and the visitor is asked to check and send again, with their text kept.
      if (meta.elapsed !== undefined && meta.elapsed < minFillMs) return fail("too_fast");

      const result = validateContact(meta.variant, body);
      if (!result.ok) return fail("validation_failed", { fields: result.errors });
      const contact = result.data;

      const idemKey = idempotencyKey(meta.key, contact, now());
      const existing = store.findByKey(idemKey);
      if (existing) {
        log.info("contact.duplicate", { id: existing.publicId });
        return succeed(existing.publicId, false);
      }

      const retryAfter = limiter.retryAfter(address);
      if (retryAfter > 0) {
        log.warn("contact.rate_limited", { retryAfter });
        return fail("rate_limited", { retryAfter });
      }

      const full = contact.variant === "full";
      const stored = store.insert({
        publicId: randomUUID(),
        idemKey,
        createdAt: now(),
        lang,
        variant: contact.variant,
        page: meta.page,
        firstName: full ? contact.firstName : undefined,
        lastName: full ? contact.lastName : undefined,
        fullName: full ? `${contact.firstName} ${contact.lastName}` : contact.name,
        email: contact.email,
        phone: contact.phone,
        reason: full ? contact.reason : undefined,
        message: contact.message,
      });
      if (stored.created) {
        limiter.hit(address);
        log.info("contact.stored", { id: stored.publicId, variant: contact.variant, lang });
        outbox?.kick();
      }
      return succeed(stored.publicId, stored.created);
    } catch (err) {
      if (err instanceof HttpProblem) return fail(err.code);
      if (databaseBusy(err)) {
        log.warn("contact.database_busy", {});
        return fail("unavailable", { retryAfter: busyRetryAfter });
      }
      log.error("contact.store_failed", {
        code: (err as { code?: string }).code ?? (err as Error)?.name ?? "Error",
        errcode: (err as { errcode?: number }).errcode,
      });
      return fail("unavailable");
    }
  });

  app.all("/api/contact", (c) => {
    c.header("Allow", "POST");
    return jsonError(c, guessLang(c), "method_not_allowed");
  });

  let stopped = false;
  return {
    app,
    store,
    stopTimeoutMs: { ...defaultOutboxOptions, ...options.outbox }.stopTimeoutMs,
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(purgeTimer);
      await outbox?.stop();
      store.close();
    },
  };
}
