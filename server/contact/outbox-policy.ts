/**
 * The outbox's rules, apart from its machinery: tuning and defaults, the retry
 * backoff, and when a message locked by another worker may be taken back.
 */
import { hostname } from "node:os";

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
