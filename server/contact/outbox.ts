/**
 * The outbox worker: sends stored messages one at a time, oldest due first.
 * A failure puts the message back in the queue with exponential backoff and
 * jitter; after `maxAttempts` it is marked dead and logged for attention.
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
};

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

  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    if (this.#running) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.#running,
        new Promise((r) => {
          timer = setTimeout(r, this.#options.stopTimeoutMs);
        }),
      ]);
      clearTimeout(timer);
    }
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
      .filter((l) => lockIsStale(l.locked_by ?? "", l.locked_at ?? 0, now, this.#options.leaseMs, this.#instance))
      .map((l) => l.id);
    const released = this.#store.release(stale, now);
    if (released > 0) this.#log.warn("contact.locks_reclaimed", { count: released });
    return released;
  }

  async #run(): Promise<void> {
    try {
      this.reclaim();
      while (!this.#stopping) {
        this.#again = false;
        const row = this.#store.claimNext(this.#now(), this.#owner);
        if (!row) break;
        await this.#deliver(row);
      }
    } catch (err) {
      this.#log.error("contact.outbox_error", errorCode(err));
    }
  }

  async #deliver(row: MessageRow): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const sent = await Promise.race([
        this.#sender.send(row),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(Object.assign(new Error("send timed out"), { code: "ESENDTIMEOUT" })),
            this.#options.sendTimeoutMs,
          );
        }),
      ]);
      this.#store.markSent(row.id, this.#now());
      this.#log.info("contact.sent", {
        id: row.public_id,
        attempts: row.attempts,
        smtp: sent.response.slice(0, 3),
      });
    } catch (err) {
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
    } finally {
      clearTimeout(timer);
    }
  }
}
