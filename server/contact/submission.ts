/**
 * The contact domain: what happens to a parsed submission, whatever the
 * transport. Spam and haste checks, validation, idempotency, the rate limit and
 * the commit to the store; the answer is an outcome the route turns into HTTP.
 */
import { createHash, randomUUID } from "node:crypto";
import type { ContactMeta } from "../../app/contact/request.ts";
import type { ContactErrorCode, FieldErrors } from "../../app/contact/rules.ts";
import { type Contact, validateContact } from "../../app/contact/schema.ts";
import type { Logger } from "../log.ts";
import type { MessageStore } from "./db.ts";
import type { RateLimiter } from "./rate-limit.ts";

export type Submission = {
  meta: ContactMeta;
  /** The request's fields, as parsed from JSON or the form. */
  body: Record<string, unknown>;
  /** The client's address, the rate limit's key. */
  address: string;
};

export type Outcome =
  | { ok: true; publicId: string; created: boolean }
  | { ok: false; code: ContactErrorCode; fields?: FieldErrors; retryAfter?: number };

export type ReceptionDeps = {
  store: MessageStore;
  limiter: RateLimiter;
  log: Logger;
  now: () => number;
  /** Submissions faster than this (ms since the page started) are sent back to the visitor to check. */
  minFillMs: number;
  /** Called after a new message is committed (wakes the outbox). */
  onStored: () => void;
};

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

/** Builds the function that receives one submission; it never throws. */
export function createReception({ store, limiter, log, now, minFillMs, onStored }: ReceptionDeps) {
  const receive = ({ meta, body, address }: Submission): Outcome => {
    // Robots fill the honeypot: a fake success tells them nothing, but they are counted and throttled.
    if (meta.honeypot !== "") {
      const wait = limiter.retryAfter(address);
      if (wait > 0) return { ok: false, code: "rate_limited", retryAfter: wait };
      limiter.hit(address);
      log.info("contact.spam", { reason: "honeypot" });
      return { ok: true, publicId: randomUUID(), created: true };
    }
    // Faster than a person types: perhaps a robot, perhaps a quick person. Nothing is stored,
    // and the visitor is asked to check and send again, with their text kept.
    if (meta.elapsed !== undefined && meta.elapsed < minFillMs) return { ok: false, code: "too_fast" };

    const result = validateContact(meta.variant, body);
    if (!result.ok) return { ok: false, code: "validation_failed", fields: result.errors };
    const contact = result.data;

    const idemKey = idempotencyKey(meta.key, contact, now());
    const existing = store.findByKey(idemKey);
    if (existing) {
      log.info("contact.duplicate", { id: existing.publicId });
      return { ok: true, publicId: existing.publicId, created: false };
    }

    const retryAfter = limiter.retryAfter(address);
    if (retryAfter > 0) {
      log.warn("contact.rate_limited", { retryAfter });
      return { ok: false, code: "rate_limited", retryAfter };
    }

    const full = contact.variant === "full";
    const stored = store.insert({
      publicId: randomUUID(),
      idemKey,
      createdAt: now(),
      lang: meta.lang,
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
      log.info("contact.stored", { id: stored.publicId, variant: contact.variant, lang: meta.lang });
      onStored();
    }
    return { ok: true, publicId: stored.publicId, created: stored.created };
  };

  return (submission: Submission): Outcome => {
    try {
      return receive(submission);
    } catch (err) {
      if (databaseBusy(err)) {
        log.warn("contact.database_busy", {});
        return { ok: false, code: "unavailable", retryAfter: busyRetryAfter };
      }
      log.error("contact.store_failed", {
        code: (err as { code?: string }).code ?? (err as Error)?.name ?? "Error",
        errcode: (err as { errcode?: number }).errcode,
      });
      return { ok: false, code: "unavailable" };
    }
  };
}
