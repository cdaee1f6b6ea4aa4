/**
 * The contact pipeline's wiring: POST /api/contact, the SQLite store, the SMTP
 * outbox and the retention purge. server/main.ts mounts `app` and awaits `stop()`.
 *
 *   browser ── POST /api/contact ──▶ checks ──▶ SQLite (committed) ──▶ 2xx
 *               (route.ts)      (submission.ts)       │
 *                                      outbox worker ─┴─▶ SMTP ──▶ practitioner
 */
import type { Hono } from "hono";
import { minFillMs as defaultMinFillMs } from "../../app/contact/rules.ts";
import { site } from "../../app/site/config.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import { databaseFile, MessageStore, NoticeStore } from "./db.ts";
import { composeMail, composeNotice, createSmtpSender, type Sender } from "./mail.ts";
import { Outbox } from "./outbox.ts";
import { defaultOutboxOptions, type OutboxOptions } from "./outbox-policy.ts";
import { defaultRateLimit, RateLimiter, type RateLimitOptions } from "./rate-limit.ts";
import { contactRoute } from "./route.ts";
import { busyTimeouts, type NewNotice } from "./sqlite.ts";
import { createReception } from "./submission.ts";

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
  /**
   * Queues an e-mail of the site's own to the practitioner (MAIL_TO), sent by
   * the same outbox as the messages, once per `idemKey`; without SMTP it is only stored.
   */
  notify(notice: NewNotice): void;
};

const purgeEveryMs = 3600_000;

export function startContactService(options: ContactServiceOptions): ContactService {
  const { env, log } = options;
  const now = options.now ?? Date.now;
  const retentionDays = env.MESSAGE_RETENTION_DAYS ?? site.privacy.messageRetentionDays;

  const store = new MessageStore(databaseFile(env.DATA_DIR), busyTimeouts.server);
  const notices = new NoticeStore(store.db);
  const limiter = new RateLimiter(options.rateLimit ?? defaultRateLimit, now);
  const sender = options.sender ?? createSmtpSender(env, composeMail);
  const outbox = sender ? new Outbox(store, sender, log, options.outbox, now) : undefined;
  // Notices are few: one connection of their own, so a queue of messages never delays them.
  const noticeSender = createSmtpSender(env, composeNotice, 1);
  const noticeOutbox = noticeSender
    ? new Outbox(notices, noticeSender, log, { ...options.outbox, concurrency: 1 }, now)
    : undefined;

  if (outbox && sender) {
    log.info("contact.smtp", { server: sender.describe, database: store.file });
    outbox.start();
    noticeOutbox?.start();
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
      const cutoff = now() - retentionDays * 86_400_000;
      const removed = store.purgeDelivered(cutoff) + notices.purgeDelivered(cutoff);
      if (removed > 0) log.info("contact.purged", { count: removed, retentionDays });
    } catch (err) {
      log.error("contact.purge_failed", { code: (err as { code?: string }).code ?? "Error" });
    }
  };
  purge();
  const purgeTimer = setInterval(purge, purgeEveryMs);
  purgeTimer.unref();

  const receive = createReception({
    store,
    limiter,
    log,
    now,
    minFillMs: options.minFillMs ?? defaultMinFillMs,
    onStored: () => outbox?.kick(),
  });

  let stopped = false;
  return {
    app: contactRoute({ log, trustProxy: env.TRUST_PROXY, receive }),
    store,
    stopTimeoutMs: { ...defaultOutboxOptions, ...options.outbox }.stopTimeoutMs,
    notify(notice) {
      if (stopped) return;
      try {
        const { publicId, created } = notices.add(notice, now());
        if (!created) return;
        log.info("notice.stored", { id: publicId, kind: notice.kind, smtp: Boolean(noticeOutbox) });
        noticeOutbox?.kick();
      } catch (err) {
        log.error("notice.store_failed", { code: (err as { code?: string }).code ?? "Error" });
      }
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      clearInterval(purgeTimer);
      await Promise.all([outbox?.stop(), noticeOutbox?.stop()]);
      store.close();
    },
  };
}
