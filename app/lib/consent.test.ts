import { describe, expect, it, vi } from "vitest";
import { site } from "../site/config.ts";
import {
  CONSENT_KEY,
  type ConsentRecord,
  createConsentStore,
  expiryOf,
  onOpenCookiePreferences,
  openCookiePreferences,
  parseConsent,
  type StorageLike,
} from "./consent.ts";

/** A Map-backed Storage, like localStorage. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
  };
  return { storage, data };
}

/** A storage whose every call throws, like Safari's old private mode or a full quota. */
const throwingStorage: StorageLike = {
  getItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
  setItem: () => {
    throw new DOMException("quota", "QuotaExceededError");
  },
  removeItem: () => {
    throw new DOMException("denied", "SecurityError");
  },
};

const NOW = Date.UTC(2025, 9, 15, 12, 0, 0); // 15 October 2025
const DAY = 24 * 60 * 60 * 1000;
const record = (analytics: boolean, timestamp: number): string =>
  JSON.stringify({ necessary: true, analytics, timestamp });

describe("the consent record", () => {
  it("lasts the configured number of months (six)", () => {
    expect(site.privacy.consentMonths).toBe(6);
    expect(expiryOf(NOW)).toBe(Date.UTC(2026, 3, 15, 12, 0, 0));
  });

  it("counts calendar months and clamps to the month's last day", () => {
    expect(expiryOf(Date.UTC(2025, 7, 31), 6)).toBe(Date.UTC(2026, 1, 28));
    expect(expiryOf(Date.UTC(2023, 7, 31), 6)).toBe(Date.UTC(2024, 1, 29));
  });

  it("accepts a valid record, granted or refused", () => {
    expect(parseConsent(record(true, NOW - DAY), NOW)).toEqual({
      necessary: true,
      analytics: true,
      timestamp: NOW - DAY,
    });
    expect(parseConsent(record(false, NOW), NOW)).toEqual({ necessary: true, analytics: false, timestamp: NOW });
  });

  it("keeps only the three fields", () => {
    const raw = JSON.stringify({ necessary: true, analytics: false, timestamp: NOW, extra: "<script>" });
    expect(parseConsent(raw, NOW)).toEqual({ necessary: true, analytics: false, timestamp: NOW });
  });

  it("expires after six months", () => {
    const expiry = expiryOf(NOW - 200 * DAY);
    expect(parseConsent(record(true, NOW - 200 * DAY), NOW)).toBeNull();
    expect(parseConsent(record(true, NOW - 200 * DAY), expiry - 1)).not.toBeNull();
    expect(parseConsent(record(true, NOW - 200 * DAY), expiry)).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["not JSON", "{necessary:true"],
    ["a string", '"yes"'],
    ["null", "null"],
    ["an array", "[true,true,1]"],
    ["a legacy boolean", "true"],
    ["necessary false", JSON.stringify({ necessary: false, analytics: false, timestamp: NOW })],
    ["necessary missing", JSON.stringify({ analytics: true, timestamp: NOW })],
    ["analytics as a string", JSON.stringify({ necessary: true, analytics: "true", timestamp: NOW })],
    ["analytics missing", JSON.stringify({ necessary: true, timestamp: NOW })],
    ["timestamp as a string", JSON.stringify({ necessary: true, analytics: true, timestamp: String(NOW) })],
    ["fractional timestamp", JSON.stringify({ necessary: true, analytics: true, timestamp: NOW + 0.5 })],
    ["negative timestamp", JSON.stringify({ necessary: true, analytics: true, timestamp: -1 })],
    ["timestamp far in the future", record(true, NOW + 30 * DAY)],
  ])("treats a malformed record (%s) as none", (_, raw) => {
    expect(parseConsent(raw, NOW)).toBeNull();
  });

  it("tolerates a small clock drift into the future", () => {
    expect(parseConsent(record(true, NOW + 60_000), NOW)).not.toBeNull();
  });
});

describe("the consent store", () => {
  it("reads a valid stored record", () => {
    const { storage } = fakeStorage({ [CONSENT_KEY]: record(true, NOW - DAY) });
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW });
    expect(store.read()).toEqual({ necessary: true, analytics: true, timestamp: NOW - DAY });
  });

  it("reads nothing when nothing is stored", () => {
    const { storage } = fakeStorage();
    expect(createConsentStore({ getStorage: () => storage, now: () => NOW }).read()).toBeNull();
  });

  it("writes the record the specification describes", () => {
    const { storage, data } = fakeStorage();
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW });
    expect(store.write(false)).toEqual({ necessary: true, analytics: false, timestamp: NOW });
    expect(JSON.parse(data.get(CONSENT_KEY) ?? "")).toEqual({ necessary: true, analytics: false, timestamp: NOW });
    store.write(true);
    expect(JSON.parse(data.get(CONSENT_KEY) ?? "")).toEqual({ necessary: true, analytics: true, timestamp: NOW });
    expect(store.read()?.analytics).toBe(true);
  });

  it("removes an expired record and asks again", () => {
    const { storage, data } = fakeStorage({ [CONSENT_KEY]: record(true, NOW - 190 * DAY) });
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW });
    expect(store.read()).toBeNull();
    expect(data.has(CONSENT_KEY)).toBe(false);
  });

  it("removes a malformed record and asks again", () => {
    const { storage, data } = fakeStorage({ [CONSENT_KEY]: "{oops", other: "kept" });
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW });
    expect(store.read()).toBeNull();
    expect(data.has(CONSENT_KEY)).toBe(false);
    expect(data.get("other")).toBe("kept");
  });

  it("expires a record as time passes", () => {
    const { storage } = fakeStorage();
    let now = NOW;
    const store = createConsentStore({ getStorage: () => storage, now: () => now });
    store.write(true);
    now = expiryOf(NOW) - 1;
    expect(store.read()).not.toBeNull();
    now = expiryOf(NOW);
    expect(store.read()).toBeNull();
  });

  it("never throws when the storage throws, and keeps the choice for the visit", () => {
    const store = createConsentStore({ getStorage: () => throwingStorage, now: () => NOW });
    expect(() => store.read()).not.toThrow();
    expect(store.read()).toBeNull();
    expect(() => store.write(true)).not.toThrow();
    expect(store.read()).toEqual({ necessary: true, analytics: true, timestamp: NOW });
  });

  it("never throws when reaching the storage throws (sandboxed frame, disabled storage)", () => {
    const store = createConsentStore({
      getStorage: () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      now: () => NOW,
    });
    expect(store.read()).toBeNull();
    expect(store.write(false).analytics).toBe(false);
    expect(store.read()?.analytics).toBe(false);
  });

  it("works without any storage (server-side rendering)", () => {
    const store = createConsentStore({ getStorage: () => null, now: () => NOW });
    expect(store.read()).toBeNull();
    expect(store.write(true).analytics).toBe(true);
  });

  it("tells subscribers about each choice", () => {
    const { storage } = fakeStorage();
    const store = createConsentStore({ getStorage: () => storage, now: () => NOW });
    const seen: ConsentRecord[] = [];
    const stop = store.subscribe((r) => seen.push(r));
    store.write(true);
    stop();
    store.write(false);
    expect(seen).toEqual([{ necessary: true, analytics: true, timestamp: NOW }]);
  });
});

describe("reopening the preferences", () => {
  it("calls the banner's listener, and keeps a request made before it subscribed", () => {
    openCookiePreferences();
    const listener = vi.fn();
    const stop = onOpenCookiePreferences(listener);
    expect(listener).toHaveBeenCalledTimes(1);
    openCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    openCookiePreferences();
    expect(listener).toHaveBeenCalledTimes(2);
    // The request made while nobody listened goes to the next subscriber only once.
    const next = vi.fn();
    onOpenCookiePreferences(next)();
    expect(next).toHaveBeenCalledTimes(1);
    const last = vi.fn();
    onOpenCookiePreferences(last)();
    expect(last).not.toHaveBeenCalled();
  });
});
