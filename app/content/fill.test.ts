import { describe, expect, it } from "vitest";
import { site } from "../site/config.ts";
import { displayPhone } from "../site/links.ts";
import { fill, formatDays, type Plural, plural } from "./fill.ts";

const fields: Plural = { one: "{count} champ à revoir", other: "{count} champs à revoir" };

describe("plural", () => {
  it("puts 0 with 1 in French and with 2 in English, as Intl.PluralRules says", () => {
    expect(plural({ one: "one", other: "other" }, 0, "fr")).toBe("one");
    expect(plural({ one: "one", other: "other" }, 0, "en")).toBe("other");
    expect(plural({ one: "one", other: "other" }, 1, "fr")).toBe("one");
    expect(plural({ one: "one", other: "other" }, 1, "en")).toBe("one");
    expect(plural({ one: "one", other: "other" }, 2, "fr")).toBe("other");
    expect(plural({ one: "one", other: "other" }, 2, "en")).toBe("other");
  });

  it("falls back to `other` when the language's category has no form", () => {
    expect(plural({ other: "always" }, 1, "en")).toBe("always");
    // French "many" (1 000 000) has no form of its own here.
    expect(plural({ one: "one", other: "other" }, 1_000_000, "fr")).toBe("other");
  });
});

describe("fill", () => {
  it("chooses a plural form by `count` and fills it", () => {
    expect(fill(fields, "fr", { count: 0 })).toBe("0 champ à revoir");
    expect(fill(fields, "fr", { count: 3 })).toBe("3 champs à revoir");
    expect(fill({ one: "{count} field", other: "{count} fields" }, "en", { count: 0 })).toBe("0 fields");
  });

  it("formats numbers for the language and leaves strings as given", () => {
    expect(fill("{n}", "fr", { n: 5000 })).toBe("5\u202f000");
    expect(fill("{n}", "en", { n: 5000 })).toBe("5,000");
    expect(fill("n° {number}", "fr", { number: "12345" })).toBe("n° 12345");
  });

  it("fills the site's facts, the caller's values first, and leaves unknown names for the copy tests", () => {
    expect(fill("{phone}", "fr")).toBe(displayPhone(site.phone));
    expect(fill("{phone}", "fr", { phone: "x" })).toBe("x");
    expect(fill("{nope}", "en")).toBe("{nope}");
  });

  it("gives the VAT number, or the practice's own mention when there is none", () => {
    for (const lang of ["fr", "en"] as const) {
      const mention = site.legal.vatNumber ?? site.legal.vatExemption[lang];
      expect(mention).toBeTruthy();
      expect(fill("{vatStatus}", lang)).toBe(mention);
    }
  });
});

describe("opening days", () => {
  it("give a run of days as a range, in the words of practice.json", () => {
    const range = (lang: "fr" | "en", first: string, last: string) =>
      site.openingHours.dayRange[lang].replace("{first}", first).replace("{last}", last);
    expect(formatDays([2, 3, 4, 5], "fr")).toBe(range("fr", "mardi", "vendredi"));
    expect(formatDays([2, 3, 4, 5], "en")).toBe(range("en", "Tuesday", "Friday"));
    // Her words, whatever they are: no range is written in the code.
    expect(formatDays([2, 3, 4, 5], "fr", "de {first} à {last}")).toBe("de mardi à vendredi");
    expect(formatDays([1, 2, 3], "en", "{first}–{last}")).toBe("Monday–Wednesday");
  });

  it("name each day when some are closed in between, never a range over a closed day", () => {
    expect(formatDays([1, 2, 4, 5], "fr")).toBe("lundi, mardi, jeudi et vendredi");
    expect(formatDays([1, 2, 4, 5], "en")).toBe("Monday, Tuesday, Thursday and Friday");
    expect(formatDays([1, 2, 3, 5, 6], "fr", "du {first} au {last}")).toBe("du lundi au mercredi, vendredi et samedi");
    expect(formatDays([3], "fr")).toBe("mercredi");
    expect(formatDays([6, 7], "en")).toBe("Saturday and Sunday");
  });
});
