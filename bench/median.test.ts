import { describe, expect, it } from "vitest";
import { median } from "./median.ts";

describe("median", () => {
  it("takes the middle figure of an odd count, whatever the order", () => {
    expect(median([90, 12, 47])).toBe(47);
  });
  it("takes the mean of the middle two of an even count", () => {
    expect(median([40, 10, 30, 20])).toBe(25);
  });
  it("is 0 for no figure", () => {
    expect(median([])).toBe(0);
  });
});
