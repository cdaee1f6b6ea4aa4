/** The shared contact schema: bounds, formats and codes, for both variants. */
import { describe, expect, it } from "vitest";
import { normalizeEmail, normalizePhone } from "./normalize.ts";
import { fullFields, limits, shortFields } from "./rules.ts";
import { validateContact } from "./schema.ts";

const full = (over: Record<string, unknown> = {}) => ({
  firstName: "Élise",
  lastName: "Martin",
  email: "elise@example.org",
  phone: "",
  reason: "individual",
  message: "Bonjour, je souhaite un premier rendez-vous.",
  consent: true,
  ...over,
});
const short = (over: Record<string, unknown> = {}) => ({
  name: "Sam Taylor",
  email: "sam@example.com",
  message: "Hello, I would like some support.",
  consent: true,
  ...over,
});

const errorsOf = (variant: "full" | "short", input: unknown) => {
  const result = validateContact(variant, input);
  return result.ok ? {} : result.errors;
};

describe("full variant", () => {
  it("accepts a complete form and normalizes it", () => {
    const result = validateContact(
      "full",
      full({
        firstName: "  Élise\u00a0 Anne ",
        email: " Elise@Example.ORG ",
        phone: "06 39 98 12 34",
        message: "  Ligne 1\r\nLigne 2\rLigne 3  ",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        variant: "full",
        firstName: "Élise Anne",
        lastName: "Martin",
        email: "Elise@example.org",
        phone: "+33639981234",
        reason: "individual",
        message: "Ligne 1\nLigne 2\nLigne 3",
        consent: true,
      },
    });
  });

  it("treats the phone as the only optional field", () => {
    expect(validateContact("full", full({ phone: undefined })).ok).toBe(true);
    expect(validateContact("full", full({ phone: null })).ok).toBe(true);
    expect(validateContact("full", full({ phone: "   " })).ok).toBe(true);
    const empty = errorsOf("full", {});
    expect(Object.keys(empty).sort()).toEqual(fullFields.filter((f) => f !== "phone").sort());
    expect(empty).toMatchObject({
      firstName: "required",
      lastName: "required",
      email: "required",
      reason: "required",
      message: "required",
      consent: "consent_required",
    });
  });

  it("bounds names to 1–100 characters, without control or invisible characters", () => {
    expect(validateContact("full", full({ firstName: "x".repeat(limits.nameMax) })).ok).toBe(true);
    expect(errorsOf("full", full({ firstName: "x".repeat(limits.nameMax + 1) })).firstName).toBe("too_long");
    expect(errorsOf("full", full({ lastName: "   " })).lastName).toBe("required");
    for (const bad of ["Jean\nDupont", "Jean\r\nBcc: x@y.z", "Jean\u0000", "\u202eJean", "Je\u200ban", "\ud800"]) {
      expect(errorsOf("full", full({ lastName: bad })).lastName, JSON.stringify(bad)).toBe("invalid_characters");
    }
    expect(validateContact("full", full({ firstName: "Anne-Sophie", lastName: "O’Connor d’Alembert" })).ok).toBe(true);
  });

  it("bounds the message to 10–5000 characters and keeps line breaks", () => {
    expect(errorsOf("full", full({ message: "court" })).message).toBe("too_short");
    expect(errorsOf("full", full({ message: "" })).message).toBe("required");
    expect(validateContact("full", full({ message: "x".repeat(limits.messageMax) })).ok).toBe(true);
    expect(errorsOf("full", full({ message: "x".repeat(limits.messageMax + 1) })).message).toBe("too_long");
    // A textarea posts CRLF: 5000 visible characters with line breaks still fit.
    expect(validateContact("full", full({ message: "ab\r\n".repeat(1250) })).ok).toBe(true);
    expect(errorsOf("full", full({ message: "Bonjour\u0000 madame" })).message).toBe("invalid_characters");
    expect(validateContact("full", full({ message: "Bonjour\tmadame,\n<script>alert(1)</script>" })).ok).toBe(true);
  });

  it("takes the reason from the list only", () => {
    for (const reason of ["individual", "adolescent", "child", "couple", "family", "pma", "other"]) {
      expect(validateContact("full", full({ reason })).ok, reason).toBe(true);
    }
    expect(errorsOf("full", full({ reason: "" })).reason).toBe("required");
    expect(errorsOf("full", full({ reason: "vip" })).reason).toBe("invalid_reason");
    expect(errorsOf("full", full({ reason: 3 })).reason).toBe("invalid_reason");
  });

  it("needs an explicit consent", () => {
    for (const consent of [false, "on", "true", 1, undefined]) {
      expect(errorsOf("full", full({ consent })).consent).toBe("consent_required");
    }
  });

  it("answers wrong types with codes, never throws", () => {
    expect(errorsOf("full", full({ firstName: 42, email: ["a@b.fr"], message: { text: "x" } }))).toMatchObject({
      firstName: "invalid",
      email: "invalid",
      message: "invalid",
    });
    for (const input of [null, undefined, 3, "text", [], [full()]]) {
      expect(validateContact("full", input).ok).toBe(false);
    }
  });
});

describe("short variant", () => {
  it("accepts name, e-mail, optional phone and message", () => {
    expect(validateContact("short", short())).toEqual({
      ok: true,
      data: {
        variant: "short",
        name: "Sam Taylor",
        email: "sam@example.com",
        phone: undefined,
        message: "Hello, I would like some support.",
        consent: true,
      },
    });
    expect(validateContact("short", short({ phone: "+44 20 7946 0958" }))).toMatchObject({
      ok: true,
      data: { phone: "+442079460958" },
    });
  });

  it("reports only its own fields", () => {
    const errors = errorsOf("short", { firstName: "x", reason: "nope" });
    expect(Object.keys(errors).sort()).toEqual(shortFields.filter((f) => f !== "phone").sort());
  });
});

describe("e-mail (OWASP rules)", () => {
  it.each([
    ["a@example.fr", "a@example.fr"],
    ["prenom.nom+cabinet@sous.domaine.example.org", "prenom.nom+cabinet@sous.domaine.example.org"],
    ["  x_y-z@EXAMPLE.com ", "x_y-z@example.com"],
    ["jose@café.fr", "jose@xn--caf-dma.fr"],
    ["a@xn--bcher-kva.ch", "a@xn--bcher-kva.ch"],
  ])("accepts %s", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it.each([
    "",
    "plain",
    "@example.fr",
    "a@",
    "a@b",
    "a@localhost",
    "a@@example.fr",
    "a@b@example.fr",
    ".a@example.fr",
    "a.@example.fr",
    "a..b@example.fr",
    "o'brien@example.ie",
    '"quoted"@example.fr',
    "back`tick@example.fr",
    "a b@example.fr",
    "a@exa mple.fr",
    "a@-example.fr",
    "a@example-.fr",
    "a@example.f",
    "a@example.123",
    "a@exa_mple.fr",
    "a\u0000@example.fr",
    "a@example.fr\r\nBcc: victim@example.org",
    "a@example.fr>",
    `${"x".repeat(limits.emailLocalMax + 1)}@example.fr`,
    `a@${"b".repeat(64)}.fr`,
    `a@${"abcdefghi.".repeat(26)}fr`,
  ])("refuses %j", (input) => {
    expect(normalizeEmail(input)).toBeUndefined();
    expect(validateContact("short", short({ email: input })).ok).toBe(false);
  });

  it("keeps the total under 254 characters", () => {
    const long = `${"x".repeat(63)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(63)}.fr`;
    expect(long.length).toBeGreaterThan(limits.emailMax);
    expect(normalizeEmail(long)).toBeUndefined();
    expect(errorsOf("short", short({ email: long })).email).toBe("too_long");
  });
});

describe("phone numbers", () => {
  it.each([
    ["06 39 98 12 34", "+33639981234"],
    ["06.39.98.12.34", "+33639981234"],
    ["06-39-98-12-34", "+33639981234"],
    ["0465711234", "+33465711234"],
    ["+33 6 39 98 12 34", "+33639981234"],
    ["+33 (0)6 39 98 12 34", "+33639981234"],
    ["0033 6 39 98 12 34", "+33639981234"],
    ["+377 93 15 00 00", "+37793150000"],
    ["+44 20 7946 0958", "+442079460958"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+49 30 123456", "+4930123456"],
  ])("accepts %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    "12345",
    "6 39 98 12 34",
    "06 39 98 12",
    "06 39 98 12 34 56",
    "+33 6 39 98",
    "+33 06 39 98 12 34 5",
    "+0 123 456 789",
    "+1234567890123456",
    "06 39 98 12 34 ext 2",
    "abc",
    "06\n39981234",
    "+33639981234\r\nX-Evil: 1",
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeUndefined();
    expect(errorsOf("short", short({ phone: input })).phone).toBe(
      input.length > limits.phoneMax ? "too_long" : "invalid_phone",
    );
  });
});
