/** The per-address limit: counts, and bounds on memory and work whatever the traffic. */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { addressKey, maxKeyLength, RateLimiter } from "./rate-limit.ts";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
/** Heap in use after a full collection, in MiB. */
const heapMiB = () => {
  gc();
  return process.memoryUsage().heapUsed / 2 ** 20;
};

describe("addressKey", () => {
  it("counts IPv4 per address and IPv6 per /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("[2001:db8::1]")).toBe("2001:db8:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
  });
});

describe("RateLimiter", () => {
  it("allows max hits per window, then says how long to wait", () => {
    let now = 1_000_000;
    const limiter = new RateLimiter({ max: 5, windowMs: 600_000 }, () => now);
    for (let i = 0; i < 5; i++) {
      expect(limiter.retryAfter("a")).toBe(0);
      limiter.hit("a");
      now += 60_000;
    }
    // First hit at t0, now t0 + 5 min: wait the 5 minutes left.
    expect(limiter.retryAfter("a")).toBe(300);
    expect(limiter.retryAfter("b")).toBe(0);
    now += 300_000;
    expect(limiter.retryAfter("a")).toBe(0);
  });

  it("forgets idle addresses and keeps at most maxTracked", () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 5, windowMs: 1000, maxTracked: 100 }, () => now);
    for (let i = 0; i < 1000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBe(100);
    now += 2000;
    for (let i = 0; i < 20; i++) limiter.hit("192.0.2.1");
    expect(limiter.size).toBeLessThan(100);
    expect(limiter.retryAfter("192.0.2.1")).toBeGreaterThan(0);
  });

  it("bounds the key of anything that is not an address", () => {
    expect(addressKey("x".repeat(8192)).length).toBeLessThanOrEqual(maxKeyLength);
    expect(addressKey("203.0.113.9, 198.51.100.1")).not.toBe("203.0.113.9");
  });

  it("stays small under 100,000 distinct keys: 8 KB junk, and the /64s of an IPv6 /48", () => {
    const limiter = new RateLimiter({ max: 5, windowMs: 600_000 });
    const junk = "k".repeat(8192);
    const before = heapMiB();
    for (let i = 0; i < 50_000; i++) {
      limiter.hit(`${i.toString(36)}-${junk}`);
      limiter.hit(`2001:db8:1:${i.toString(16)}::1`);
    }
    expect(limiter.size).toBeLessThanOrEqual(100_000);
    // 100,000 entries of a short key and a counter: a few tens of MiB at most (a list per 8 KB key took 393 MiB for 50,000).
    expect(heapMiB() - before).toBeLessThan(40);
  });

  it("keeps one counter for an address that sends 100,000 times, and still refuses it", () => {
    const limiter = new RateLimiter({ max: 5, windowMs: 600_000 });
    limiter.hit("198.51.100.7");
    const before = heapMiB();
    for (let i = 0; i < 100_000; i++) limiter.hit("198.51.100.7");
    expect(heapMiB() - before).toBeLessThan(1);
    expect(limiter.size).toBe(1);
    expect(limiter.retryAfter("198.51.100.7")).toBeGreaterThan(0);
  });
});
