/**
 * What the property tests (api-*.property.test.ts) post to /api/contact: random
 * and hostile payloads (fast-check arbitraries), the model of what the endpoint
 * should do with each, and the runs' settings.
 */
import fc from "fast-check";
import { readMeta } from "../../app/contact/request.ts";
import { type ContactField, fullFields, minFillMs, shortFields } from "../../app/contact/rules.ts";
import { validateContact } from "../../app/contact/schema.ts";

// ---------------------------------------------------------------- arbitraries

const hostileSamples = [
  "\r\n",
  "\n",
  "\r",
  "\u0000",
  "Bcc: victim@example.com",
  "x\r\nBcc: victim@example.com",
  "x\nSubject: hi",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE messages; --",
  "=cmd|' /C calc'!A0",
  "\u202eevil",
  "\u200b",
  "\ufeff",
  "\ud800",
  "\udfff",
  "😀".repeat(40),
  "e\u0301".repeat(30),
  "%0d%0a",
  "\u2028\u2029",
  "{{7*7}}",
  "$\u007bprocess.exit()}",
  "__proto__",
  "constructor",
];

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));
const control = fc
  .integer({ min: 0, max: 0x9f })
  .filter((c) => c < 0x20 || c >= 0x7f)
  .map((c) => String.fromCharCode(c));

const hostileString = fc.oneof(
  fc.constantFrom(...hostileSamples),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 80 }),
  fc.string({ unit: "binary", maxLength: 80 }),
  fc
    .string({
      unit: fc.oneof(fc.constantFrom(...hostileSamples), loneSurrogate, control, fc.string({ maxLength: 3 })),
      maxLength: 30,
    })
    .map((s) => s),
  fc.string({ unit: "grapheme", minLength: 4900, maxLength: 5200 }).filter(() => true),
);

const validValues: Record<ContactField, fc.Arbitrary<unknown>> = {
  firstName: fc.constantFrom("Élise", "Jean-Marc", "Zoë", "李"),
  lastName: fc.constantFrom("Martin", "O’Connor", "de La Tour"),
  name: fc.constantFrom("Sam Taylor", "Anne-Sophie Dupont"),
  email: fc.constantFrom("a@example.org", "prenom.nom+x@example.fr", "x@xn--caf-dma.fr"),
  phone: fc.constantFrom("", "06 39 98 12 34", "+44 20 7946 0958"),
  reason: fc.constantFrom("individual", "couple", "pma", "other"),
  message: fc.constantFrom("Bonjour, je voudrais un rendez-vous.", "Hello,\nthis is a longer message.\n\nThanks."),
  consent: fc.constant(true),
};

/** Mostly valid values with a hostile part spliced in, or a hostile value, or a wrong type. */
const fieldValue = (field: ContactField) =>
  fc.oneof(
    { weight: 3, arbitrary: validValues[field] },
    {
      weight: 2,
      arbitrary: fc
        .tuple(validValues[field].map(String), hostileString, fc.nat())
        .map(([v, h, at]) => v.slice(0, at % (v.length + 1)) + h + v.slice(at % (v.length + 1))),
    },
    { weight: 2, arbitrary: hostileString },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      ),
    },
  );

const payload = fc
  .tuple(
    fc.constantFrom("full", "short", undefined, "other"),
    fc.record(
      Object.fromEntries([...new Set([...fullFields, ...shortFields])].map((f) => [f, fieldValue(f)])) as Record<
        ContactField,
        fc.Arbitrary<unknown>
      >,
      { requiredKeys: [] },
    ),
    fc.record(
      {
        lang: fc.oneof(fc.constantFrom("fr", "en"), hostileString),
        key: fc.oneof(fc.uuid(), hostileString),
        elapsed: fc.oneof(fc.integer({ min: -10, max: 100_000 }), hostileString),
        website: fc.oneof(fc.constant(""), hostileString),
        page: fc.oneof(fc.constantFrom("pma", "contact"), hostileString),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([variant, fields, meta]) => ({ ...(variant === undefined ? {} : { variant }), ...fields, ...meta }));

/** Text that looks dangerous but is valid in a name or a message: it must be stored as is, and stay inert. */
const nastyButValid = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE messages; --",
  "=cmd|' /C calc'!A0",
  "{{7*7}} $\u007bprocess.exit()}",
  "😀👨‍👩‍👧",
  "e\u0301",
  "%0d%0aBcc: x@example.com",
  "__proto__",
];

/** A valid submission with one to three fields swapped for hostile content that may still pass. */
const nearlyValid = fc
  .tuple(
    fc.constantFrom("full", "short"),
    fc.subarray([...fullFields, "name"] as ContactField[], { minLength: 1, maxLength: 3 }),
    fc.array(
      fc.oneof(
        { weight: 2, arbitrary: fc.constantFrom(...nastyButValid) },
        { weight: 1, arbitrary: fc.constantFrom(...hostileSamples) },
        { weight: 1, arbitrary: hostileString },
      ),
      { minLength: 3, maxLength: 3 },
    ),
    fc.uuid(),
  )
  .chain(([variant, fields, hostile, key]) =>
    fc
      .record(
        Object.fromEntries(Object.entries(validValues).map(([f, a]) => [f, a])) as Record<
          ContactField,
          fc.Arbitrary<unknown>
        >,
      )
      .map((valid) => {
        const body: Record<string, unknown> = { variant, lang: "en", key, ...valid };
        fields.forEach((f, i) => {
          const h = hostile[i] ?? "";
          // Message and names get the hostile text inside a valid value, so many still pass.
          body[f] = f === "message" ? `Bonjour ${h} merci` : f === "consent" ? h : `${String(valid[f])}${h}`;
        });
        return body;
      }),
  );

export const anyPayload = fc.oneof(payload, nearlyValid);

// ---------------------------------------------------------------- model

type Expected = { kind: "spam" } | { kind: "invalid" } | { kind: "stored" };

export function expected(body: Record<string, unknown>): Expected {
  const meta = readMeta(body);
  if (meta.honeypot !== "") return { kind: "spam" };
  // Too fast: sent back to the visitor (422 too_fast), like invalid input.
  if (meta.elapsed !== undefined && meta.elapsed < minFillMs) return { kind: "invalid" };
  return validateContact(meta.variant, body).ok ? { kind: "stored" } : { kind: "invalid" };
}

export const config = { numRuns: 150, endOnFailure: true } as const;
