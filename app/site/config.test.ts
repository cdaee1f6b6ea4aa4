import { describe, expect, it } from "vitest";
import practice from "../content/data/practice.json" with { type: "json" };
import type { Practice } from "../content/schema.ts";
import { practiceFacts } from "./config.ts";

describe("the practice's facts", () => {
  it("puts the opening days in the week's order, as the editor may store them in the order they were ticked", () => {
    const data = practice as Practice;
    const ticked = { ...data, openingHours: { ...data.openingHours, days: [2, 3, 4, 5, 1] as [number, ...number[]] } };
    expect(practiceFacts(ticked).openingHours.days).toEqual([1, 2, 3, 4, 5]);
    expect(practiceFacts(ticked).prices).toEqual(data.prices);
  });
});
