/**
 * Per-address limit, in memory (one server process; a restart forgets it,
 * which is acceptable for a contact form). IPv6 addresses count per /64,
 * since one subscriber usually holds a whole /64.
 *
 * Bounded in every direction, so that no flood of addresses can slow the
 * server or fill its memory: each address is one counter for a fixed window
 * that starts at its first hit (not a list of hits), keys are at most
 * `maxKeyLength` characters, and at most `maxTracked` addresses are kept.
 * The map's insertion order is the order in which windows started, so
 * expired windows are dropped from its front, a few per call, and when it is
 * full the oldest window goes: every call is O(1).
 */
import { isIP, isIPv6 } from "node:net";
import { site } from "../../app/site/config.ts";

export type RateLimitOptions = { max: number; windowMs: number; maxTracked?: number };

/** The window is the one the privacy notice states (site config). */
export const defaultRateLimit: RateLimitOptions = { max: 5, windowMs: site.privacy.rateLimitWindowMinutes * 60_000 };

/** Longer than any IPv6 text form; anything longer is not an address anyway. */
export const maxKeyLength = 64;

/** How many expired windows one call may drop: enough to keep up, never a full sweep. */
const pruneBatch = 8;

/** The key an address is counted under. */
export function addressKey(address: string): string {
  const plain = address
    .slice(0, 2 * maxKeyLength)
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(plain)) return isIP(plain) ? plain : `?${plain.slice(0, maxKeyLength - 1)}`;
  const [head, tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

type Window = { start: number; count: number };

export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  readonly #options: Required<RateLimitOptions>;
  readonly #now: () => number;

  constructor(options: RateLimitOptions = defaultRateLimit, now = Date.now) {
    this.#options = { maxTracked: 100_000, ...options };
    this.#now = now;
  }

  #live(key: string, now: number): Window | undefined {
    const window = this.#windows.get(key);
    if (window && now - window.start < this.#options.windowMs) return window;
    if (window) this.#windows.delete(key);
    return undefined;
  }

  /** Seconds to wait before this address may send again, or 0 if it may send now. */
  retryAfter(address: string): number {
    const now = this.#now();
    const window = this.#live(addressKey(address), now);
    if (!window || window.count < this.#options.max) return 0;
    return Math.max(1, Math.ceil((window.start + this.#options.windowMs - now) / 1000));
  }

  /** Counts one submission from this address. */
  hit(address: string): void {
    const now = this.#now();
    this.#prune(now);
    const key = addressKey(address);
    const window = this.#live(key, now);
    if (window) {
      window.count++;
      return;
    }
    // A new window goes to the end of the map: the front always holds the oldest.
    this.#windows.set(key, { start: now, count: 1 });
    if (this.#windows.size > this.#options.maxTracked) {
      const oldest = this.#windows.keys().next().value;
      if (oldest !== undefined) this.#windows.delete(oldest);
    }
  }

  /** Drops a few expired windows from the front (the oldest). */
  #prune(now: number): void {
    let dropped = 0;
    for (const [key, window] of this.#windows) {
      if (dropped >= pruneBatch || now - window.start < this.#options.windowMs) return;
      this.#windows.delete(key);
      dropped++;
    }
  }

  get size(): number {
    return this.#windows.size;
  }
}
