/**
 * The outbox worker: sends stored messages oldest due first, a few at a time
 * (`concurrency`) over the sender's pool of SMTP connections.
 * A failure puts the message back in the queue with exponential backoff and
 * jitter; after `maxAttempts` it is marked dead and logged for attention.
 * While SMTP is unreachable the worker probes it (a connection, no message)
 * every `probeMs`; the first success, probe or send, makes every waiting
 * message due at once, so the queue drains as soon as SMTP is back.
 * Each send's outcome is recorded once, after the send has settled: a send
 * that outlives its timeout is aborted, never raced by a second send.
 * A message left locked by a worker that died (SIGKILL, power loss) is taken
 * back as soon as its process is known to be gone, or after the lease.
 */

import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Logger } from "../log.ts";
import type { MessageRow, MessageStore } from "./db.ts";
import type { Sender } from "./mail.ts";

export type OutboxOptions = {
  /** First retry delay; doubles at each attempt. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Attempts before a message is marked dead. */
  maxAttempts: number;
  /** How often the queue is looked at when nothing is due sooner. */
  pollMs: number;
  /** A lock older than this is stale whoever holds it. */
  leaseMs: number;
  /** The longest a single send may take before it counts as failed. */
  sendTimeoutMs: number;
  /** How long stop() waits for a send in progress. */
  stopTimeoutMs: number;
  /** While SMTP is unreachable, how often to check whether it is back. */
  probeMs: number;
  /** Sends in flight at once; the SMTP pool opens as many connections. */
  concurrency: number;
};

/** 20 attempts spread over 12 to 24 hours: about 30 s, 1 min, 2 min … then every 1 to 2 h. */
export const defaultOutboxOptions: OutboxOptions = {
  baseDelayMs: 30_000,
  maxDelayMs: 2 * 3600_000,
  maxAttempts: 20,
  pollMs: 15_000,
  leaseMs: 5 * 60_000,
  sendTimeoutMs: 120_000,
  stopTimeoutMs: 10_000,
  probeMs: 10_000,
  concurrency: 3,
};

/** After an aborted send, how long to wait for it to settle before giving the message up to the lease. */
const abortGraceMs = 5_000;

/** Exponential backoff with "equal jitter": half the delay fixed, half random. */
export function backoffDelay(
  attempt: number,
  o: Pick<OutboxOptions, "baseDelayMs" | "maxDelayMs">,
  random = Math.random,
) {
  const delay = Math.min(o.maxDelayMs, o.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(delay / 2 + random() * (delay / 2));
}

/** A lock holder's name: host, process id and a per-start instance id. */
export const lockOwner = (instance: string) => `${hostname()}|${process.pid}|${instance}`;

function processGone(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Whether a lock can be taken back: too old, or held by a process of this host that no longer runs. */
export function lockIsStale(
  lockedBy: string,
  lockedAt: number,
  now: number,
  leaseMs: number,
  instance: string,
): boolean {
  if (now - lockedAt > leaseMs) return true;
  const [host, pidText, owner] = lockedBy.split("|");
  if (host !== hostname()) return false;
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  // Same pid as ours (a container restarts with pid 1): stale unless it is really us.
  if (pid === process.pid) return owner !== instance;
  return processGone(pid);
}

/** No SMTP answer at all (refused, reset, timed out): the server is unreachable, not unhappy with one message. */
const unreachable = (err: unknown) => typeof (err as { responseCode?: unknown })?.responseCode !== "number";

type Outcome = { ok: true; response: string } | { ok: false; error: unknown } | { ok: "abandoned" };

const errorCode = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; name?: unknown };
  return {
    code: typeof e?.code === "string" ? e.code : typeof e?.name === "string" ? e.name : "Error",
    responseCode: typeof e?.responseCode === "number" ? e.responseCode : undefined,
  };
};

export class Outbox {
  readonly #store: MessageStore;
  readonly #sender: Sender;
  readonly #log: Logger;
  readonly #options: OutboxOptions;
  readonly #now: () => number;
  readonly #instance = randomUUID();
  readonly #owner: string;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopping = false;
  /** SMTP answered nothing at the last attempt: probe it, and wake the queue once it answers. */
  #unreachable = false;
  /** Sent, but the database refused to record it: recorded before anything else is sent. */
  readonly #unrecorded = new Map<number, number>();

  constructor(store: MessageStore, sender: Sender, log: Logger, options: Partial<OutboxOptions> = {}, now = Date.now) {
    this.#store = store;
    this.#sender = sender;
    this.#log = log;
    this.#options = { ...defaultOutboxOptions, ...options };
    this.#now = now;
    this.#owner = lockOwner(this.#instance);
  }

  start(): void {
    this.kick();
  }

  /** Look at the queue now (a message was just stored). */
  kick(): void {
    if (this.#stopping) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#run().finally(() => {
      this.#running = undefined;
      this.#schedule();
    });
  }

  /**
   * Takes no new message, lets the send in flight end for up to `stopTimeoutMs`,
   * then aborts it: that message stays locked, and the next start takes it back
   * (this process is gone by then) and sends it again.
   */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    if (this.#running) {
      let timer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        this.#running.then(() => true),
        new Promise<false>((r) => {
          timer = setTimeout(() => r(false), this.#options.stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (!finished) this.#log.warn("contact.send_abandoned", { reason: "shutdown" });
    }
    this.#flushUnrecorded();
    this.#sender.close();
  }

  #schedule(): void {
    if (this.#stopping) return;
    if (this.#again) {
      this.#again = false;
      this.kick();
      return;
    }
    let wait = this.#options.pollMs;
    try {
      const due = this.#store.nextDueAt();
      if (due !== undefined) wait = Math.max(0, Math.min(wait, due - this.#now()));
      if (due !== undefined && this.#unreachable && this.#sender.verify) wait = Math.min(wait, this.#options.probeMs);
      // A stale lock may need reclaiming before the next poll.
      if (this.#store.locked().length > 0) wait = Math.min(wait, Math.max(1000, this.#options.leaseMs / 10));
    } catch {
      // The database is unavailable: try again at the next poll.
    }
    this.#timer = setTimeout(() => this.kick(), wait);
    this.#timer.unref();
  }

  /** Releases messages locked by a dead worker. */
  reclaim(): number {
    const now = this.#now();
    const stale = this.#store
      .locked()
      .filter((l) => !this.#unrecorded.has(l.id))
      .filter((l) => lockIsStale(l.locked_by ?? "", l.locked_at ?? 0, now, this.#options.leaseMs, this.#instance))
      .map((l) => l.id);
    const released = this.#store.release(stale, now);
    if (released > 0) this.#log.warn("contact.locks_reclaimed", { count: released });
    return released;
  }

  async #run(): Promise<void> {
    try {
      // Nothing is sent while an earlier success is not recorded: the database is not writable.
      if (!this.#flushUnrecorded()) return;
      this.reclaim();
      const active = new Set<Promise<void>>();
      try {
        while (!this.#stopping) {
          this.#again = false;
          const free = this.#options.concurrency - active.size;
          if (free > 0 && this.#unrecorded.size === 0) {
            for (const row of this.#store.claim(this.#now(), this.#owner, free)) {
              const delivery: Promise<void> = this.#deliver(row).finally(() => active.delete(delivery));
              active.add(delivery);
            }
          }
          if (active.size > 0) {
            await Promise.race(active);
            continue;
          }
          if (this.#unrecorded.size > 0 || !(this.#unreachable && (await this.#probe()))) break;
        }
      } finally {
        await Promise.all(active);
      }
    } catch (err) {
      this.#log.error("contact.outbox_error", errorCode(err));
    }
  }

  /** Whether SMTP answers again; if it does, every waiting message is due now. */
  async #probe(): Promise<boolean> {
    if (!this.#sender.verify || this.#store.nextDueAt() === undefined) return false;
    try {
      await this.#sender.verify();
    } catch {
      return false;
    }
    this.#recovered();
    return true;
  }

  #recovered(): void {
    this.#unreachable = false;
    const woken = this.#store.wakeWaiting(this.#now());
    if (woken > 0) this.#log.info("contact.smtp_back", { woken });
  }

  /** Records earlier successes the database refused; false while it still refuses. */
  #flushUnrecorded(): boolean {
    for (const [id, sentAt] of this.#unrecorded) {
      try {
        this.#store.markSent(id, sentAt);
        this.#unrecorded.delete(id);
      } catch {
        return false;
      }
    }
    return true;
  }

  /** One send, settled: success, failure, or (after a timeout whose abort did not end it) given up. */
  async #attempt(row: MessageRow): Promise<Outcome> {
    const send = this.#sender.send(row).then(
      (sent): Outcome => ({ ok: true, response: sent.response }),
      (error: unknown): Outcome => ({ ok: false, error }),
    );
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((r) => {
      timer = setTimeout(() => r("timeout"), this.#options.sendTimeoutMs);
    });
    const first = await Promise.race([send, timedOut]);
    clearTimeout(timer);
    if (first !== "timeout") return first;
    // Cut the connection, then take whatever the send ends with; never send again meanwhile.
    this.#sender.abort?.();
    const grace = new Promise<Outcome>((r) => {
      timer = setTimeout(() => r({ ok: "abandoned" }), abortGraceMs);
    });
    const outcome = await Promise.race([send, grace]);
    clearTimeout(timer);
    if (outcome.ok === false) {
      return { ok: false, error: Object.assign(new Error("send timed out"), { code: "ESENDTIMEOUT" }) };
    }
    return outcome;
  }

  async #deliver(row: MessageRow): Promise<void> {
    const outcome = await this.#attempt(row);
    if (outcome.ok === "abandoned") {
      // Still locked: the lease (or the next start) puts it back in the queue.
      this.#log.error("contact.send_abandoned", { id: row.public_id, reason: "timeout" });
      return;
    }
    if (outcome.ok) {
      const wasUnreachable = this.#unreachable;
      try {
        this.#store.markSent(row.id, this.#now());
      } catch (err) {
        // Sent all the same: never a failed send. Recorded as soon as the database allows.
        this.#unrecorded.set(row.id, this.#now());
        this.#log.error("contact.record_failed", { id: row.public_id, ...errorCode(err) });
      }
      this.#log.info("contact.sent", {
        id: row.public_id,
        attempts: row.attempts,
        smtp: outcome.response.slice(0, 3),
      });
      if (wasUnreachable) this.#recovered();
      return;
    }
    const err = outcome.error;
    this.#unreachable = unreachable(err);
    try {
      const { code, responseCode } = errorCode(err);
      const error = responseCode ? `${code} ${responseCode}` : code;
      if (row.attempts >= this.#options.maxAttempts) {
        this.#store.markDead(row.id, error);
        this.#log.error("contact.dead", {
          id: row.public_id,
          attempts: row.attempts,
          code,
          responseCode,
          action: "npm run messages -- --undelivered; fix SMTP, then npm run messages -- --retry-dead",
        });
      } else {
        const delay = backoffDelay(row.attempts, this.#options);
        this.#store.markRetry(row.id, this.#now() + delay, error);
        this.#log.warn("contact.retry", {
          id: row.public_id,
          attempt: row.attempts,
          code,
          responseCode,
          retryInMs: delay,
        });
      }
    } catch (recordErr) {
      // The row stays locked by this worker: the lease puts it back in the queue.
      this.#log.error("contact.record_failed", { id: row.public_id, ...errorCode(recordErr) });
    }
  }
}
