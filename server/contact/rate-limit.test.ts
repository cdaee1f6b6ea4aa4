/** The per-address sliding window. */
import { describe, expect, it } from "vitest";
import { addressKey, RateLimiter } from "./rate-limit.ts";

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

  it("forgets idle addresses and keeps memory bounded", () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 5, windowMs: 1000, maxTracked: 100 }, () => now);
    for (let i = 0; i < 1000; i++) limiter.hit(`10.0.${i >> 8}.${i & 255}`);
    expect(limiter.size).toBeLessThanOrEqual(101);
    now += 2000;
    limiter.sweep();
    expect(limiter.size).toBe(0);
  });
});
