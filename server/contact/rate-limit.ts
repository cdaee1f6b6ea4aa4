/**
 * Per-address sliding-window limit, in memory (one server process; a restart
 * forgets it, which is acceptable for a contact form). IPv6 addresses count
 * per /64, since one subscriber usually holds a whole /64.
 */
import { isIPv6 } from "node:net";
import { site } from "../../app/site/config.ts";

export type RateLimitOptions = { max: number; windowMs: number; maxTracked?: number };

/** The window is the one the privacy notice states (site config). */
export const defaultRateLimit: RateLimitOptions = { max: 5, windowMs: site.privacy.rateLimitWindowMinutes * 60_000 };

/** The key an address is counted under. */
export function addressKey(address: string): string {
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(plain)) return plain;
  const [head, tail = ""] = plain.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = plain.includes("::") ? [...left, ...Array(8 - left.length - right.length).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || "0", 16).toString(16))
    .join(":")}::/64`;
}

export class RateLimiter {
  readonly #hits = new Map<string, number[]>();
  readonly #options: Required<RateLimitOptions>;
  readonly #now: () => number;

  constructor(options: RateLimitOptions = defaultRateLimit, now = Date.now) {
    this.#options = { maxTracked: 50_000, ...options };
    this.#now = now;
  }

  #recent(key: string, now: number): number[] {
    const since = now - this.#options.windowMs;
    const hits = (this.#hits.get(key) ?? []).filter((t) => t > since);
    if (hits.length) this.#hits.set(key, hits);
    else this.#hits.delete(key);
    return hits;
  }

  /** Seconds to wait before this address may send again, or 0 if it may send now. */
  retryAfter(address: string): number {
    const now = this.#now();
    const hits = this.#recent(addressKey(address), now);
    if (hits.length < this.#options.max) return 0;
    const oldest = hits[hits.length - this.#options.max] ?? now;
    return Math.max(1, Math.ceil((oldest + this.#options.windowMs - now) / 1000));
  }

  /** Counts one submission from this address. */
  hit(address: string): void {
    const now = this.#now();
    const key = addressKey(address);
    const hits = this.#recent(key, now);
    hits.push(now);
    this.#hits.set(key, hits);
    if (this.#hits.size > this.#options.maxTracked) this.sweep();
  }

  /** Forgets addresses with no hit in the window; if still too many, the oldest. */
  sweep(): void {
    const now = this.#now();
    for (const key of [...this.#hits.keys()]) this.#recent(key, now);
    const excess = this.#hits.size - this.#options.maxTracked;
    if (excess > 0) for (const key of [...this.#hits.keys()].slice(0, excess)) this.#hits.delete(key);
  }

  get size(): number {
    return this.#hits.size;
  }
}
