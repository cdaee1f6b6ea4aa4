/**
 * The outbox worker: sends the rows of one queue (`queue.ts`: the contact
 * messages, or the site's notices) oldest due first, a few at a time
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
import type { Logger } from "../log.ts";
import type { Sender } from "./mail.ts";
import { backoffDelay, defaultOutboxOptions, lockIsStale, lockOwner, type OutboxOptions } from "./outbox-policy.ts";
import type { DeliveryQueue } from "./queue.ts";
import { errorCode, settledSend, unreachable } from "./settled-send.ts";
import type { QueuedRow } from "./sqlite.ts";

export class Outbox<Row extends QueuedRow> {
  readonly #store: DeliveryQueue<Row>;
  readonly #sender: Sender<Row>;
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

  constructor(
    store: DeliveryQueue<Row>,
    sender: Sender<Row>,
    log: Logger,
    options: Partial<OutboxOptions> = {},
    now = Date.now,
  ) {
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
      if (!finished) this.#log.warn(`${this.#store.events}.send_abandoned`, { reason: "shutdown" });
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
    if (released > 0) this.#log.warn(`${this.#store.events}.locks_reclaimed`, { count: released });
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
      this.#log.error(`${this.#store.events}.outbox_error`, errorCode(err));
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
    if (woken > 0) this.#log.info(`${this.#store.events}.smtp_back`, { woken });
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

  async #deliver(row: Row): Promise<void> {
    const outcome = await settledSend(this.#sender, row, this.#options.sendTimeoutMs);
    if (outcome.ok === "abandoned") {
      // Still locked: the lease (or the next start) puts it back in the queue.
      this.#log.error(`${this.#store.events}.send_abandoned`, { id: row.public_id, reason: "timeout" });
      return;
    }
    if (outcome.ok) {
      const wasUnreachable = this.#unreachable;
      try {
        this.#store.markSent(row.id, this.#now());
      } catch (err) {
        // Sent all the same: never a failed send. Recorded as soon as the database allows.
        this.#unrecorded.set(row.id, this.#now());
        this.#log.error(`${this.#store.events}.record_failed`, { id: row.public_id, ...errorCode(err) });
      }
      this.#log.info(`${this.#store.events}.sent`, {
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
        this.#log.error(`${this.#store.events}.dead`, {
          id: row.public_id,
          attempts: row.attempts,
          code,
          responseCode,
          action: "npm run messages -- --undelivered; fix SMTP, then npm run messages -- --retry-dead",
        });
      } else {
        const delay = backoffDelay(row.attempts, this.#options);
        this.#store.markRetry(row.id, this.#now() + delay, error);
        this.#log.warn(`${this.#store.events}.retry`, {
          id: row.public_id,
          attempt: row.attempts,
          code,
          responseCode,
          retryInMs: delay,
        });
      }
    } catch (recordErr) {
      // The row stays locked by this worker: the lease puts it back in the queue.
      this.#log.error(`${this.#store.events}.record_failed`, { id: row.public_id, ...errorCode(recordErr) });
    }
  }
}
