import { describe, expect, it } from "vitest";
import { site } from "../site/config.ts";
import { consentRecord, parseConsent } from "./consent.ts";

const NOW = Date.UTC(2025, 9, 15, 12, 0, 0); // 15 October 2025
const DAY = 24 * 60 * 60 * 1000;
const MONTHS = site.privacy.consentMonths;
const record = (analytics: boolean, timestamp: number): string =>
  JSON.stringify({ necessary: true, analytics, timestamp });
/** Whether a record made at `timestamp` still holds at `now`. */
const holds = (timestamp: number, now: number) => parseConsent(record(true, timestamp), now, MONTHS) !== null;

describe("the consent record", () => {
  it("lasts the configured number of months (six), to the millisecond", () => {
    expect(MONTHS).toBe(6);
    const expiry = Date.UTC(2026, 3, 15, 12, 0, 0);
    expect(holds(NOW, expiry - 1)).toBe(true);
    expect(holds(NOW, expiry)).toBe(false);
  });

  it("counts calendar months and clamps to the month's last day", () => {
    expect(holds(Date.UTC(2025, 7, 31), Date.UTC(2026, 1, 28) - 1)).toBe(true);
    expect(holds(Date.UTC(2025, 7, 31), Date.UTC(2026, 1, 28))).toBe(false);
    expect(holds(Date.UTC(2023, 7, 31), Date.UTC(2024, 1, 29) - 1)).toBe(true);
    expect(holds(Date.UTC(2023, 7, 31), Date.UTC(2024, 1, 29))).toBe(false);
  });

  it("accepts a valid record, granted or refused", () => {
    expect(parseConsent(record(true, NOW - DAY), NOW, MONTHS)).toEqual({
      necessary: true,
      analytics: true,
      timestamp: NOW - DAY,
    });
    expect(parseConsent(record(false, NOW), NOW, MONTHS)).toEqual({
      necessary: true,
      analytics: false,
      timestamp: NOW,
    });
  });

  it("keeps only the three fields", () => {
    const raw = JSON.stringify({ necessary: true, analytics: false, timestamp: NOW, extra: "<script>" });
    expect(parseConsent(raw, NOW, MONTHS)).toEqual({ necessary: true, analytics: false, timestamp: NOW });
  });

  it("expires after six months", () => {
    expect(parseConsent(record(true, NOW - 200 * DAY), NOW, MONTHS)).toBeNull();
    expect(holds(NOW - 180 * DAY, NOW)).toBe(true);
  });

  it("reads back exactly the record a choice writes", () => {
    for (const analytics of [true, false]) {
      const written = consentRecord(analytics, NOW);
      expect(written).toEqual({ necessary: true, analytics, timestamp: NOW });
      expect(parseConsent(JSON.stringify(written), NOW, MONTHS)).toEqual(written);
    }
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
    expect(parseConsent(raw, NOW, MONTHS)).toBeNull();
  });

  it("tolerates a small clock drift into the future", () => {
    expect(parseConsent(record(true, NOW + 60_000), NOW, MONTHS)).not.toBeNull();
  });
});
