import { runInNewContext } from "node:vm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONSENT_KEY, parseConsent } from "../../lib/consent.ts";
import { site } from "../../site/config.ts";
import { storedConsentScript } from "./stored-consent.tsx";

/** Runs the head script in a context whose `window` is its global object, as in a browser. */
function runInBrowserLikeContext(globals: Record<string, unknown>) {
  const context: Record<string, unknown> = { ...globals };
  context.window = context;
  runInNewContext(storedConsentScript, context);
}

/** Runs the head script against a stored value at a given time; what it marks <html data-consent> with, if anything. */
function marksConsent(stored: string | null, now: number): string | undefined {
  const attributes = new Map<string, string>();
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args: []) {
      super(...((args.length ? args : [now]) as []));
    }
    static override now = () => now;
  }
  runInBrowserLikeContext({
    Date: FixedDate,
    localStorage: { getItem: (key: string) => (key === CONSENT_KEY ? stored : null), removeItem: () => {} },
    document: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } },
  });
  return attributes.get("data-consent");
}

const month = 30 * 24 * 3600 * 1000;
const now = Date.UTC(2026, 10, 22, 12);

describe("head script: a stored choice marks <html> and hides the pre-rendered banner", () => {
  it("agrees with parseConsent on valid, expired, future and malformed records", () => {
    const record = fc.record({
      necessary: fc.oneof(fc.constant(true), fc.constant(false), fc.constant("true")),
      analytics: fc.oneof(fc.boolean(), fc.constant("yes")),
      timestamp: fc.oneof(
        fc.integer({ min: now - 8 * month, max: now + 2 * 24 * 3600 * 1000 }),
        fc.constant(1.5),
        fc.constant(-1),
      ),
    });
    const raw = fc.oneof(
      record.map((r) => JSON.stringify(r)),
      fc.constantFrom(null, "", "{", "[]", "null", '"x"'),
    );
    fc.assert(
      fc.property(raw, (stored) => {
        const record = parseConsent(stored, now, site.privacy.consentMonths);
        expect(marksConsent(stored, now)).toBe(record ? (record.analytics ? "granted" : "denied") : undefined);
      }),
      { numRuns: 500 },
    );
  });

  it("removes a stored value that is not a valid choice, as the store does", () => {
    const removed: string[] = [];
    const localStorage = { getItem: () => '{"necessary":true', removeItem: (key: string) => removed.push(key) };
    runInBrowserLikeContext({ localStorage, document: {} });
    expect(removed).toEqual([CONSENT_KEY]);
  });

  it("ends on the same day six months later, at the same time", () => {
    const at = Date.UTC(2026, 7, 31, 9);
    const stored = JSON.stringify({ necessary: true, analytics: false, timestamp: at });
    expect(marksConsent(stored, Date.UTC(2027, 1, 28, 8, 59))).toBe("denied");
    expect(marksConsent(stored, Date.UTC(2027, 1, 28, 9))).toBeUndefined();
  });

  it("never breaks when storage throws", () => {
    expect(() =>
      runInBrowserLikeContext({
        localStorage: {
          getItem() {
            throw new Error("denied");
          },
        },
        document: {},
      }),
    ).not.toThrow();
  });
});
