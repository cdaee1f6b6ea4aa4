/**
 * Property-based tests (fast-check): random and hostile payloads against the
 * real Hono app. Whatever comes in, the answer is never a 5xx, errors are
 * JSON with a known code (or the no-JS HTML page), nothing invalid is stored,
 * and what is stored makes an e-mail whose headers input cannot extend.
 */
import fc from "fast-check";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formToObject, readMeta } from "../../app/contact/request.ts";
import { type ContactField, contactErrorCodes, fullFields, minFillMs, shortFields } from "../../app/contact/rules.ts";
import { validateContact } from "../../app/contact/schema.ts";
import { nextAddress, parseMail, testEnv } from "../../tests/support/contact.ts";
import { tempDir } from "../../tests/support/process.ts";
import { composeMail } from "./mail.ts";
import { type ContactService, startContactService } from "./service.ts";

let dir: ReturnType<typeof tempDir>;
let service: ContactService;

beforeAll(() => {
  dir = tempDir();
  service = startContactService({
    env: testEnv(dir.path),
    log: { debug() {}, info() {}, warn() {}, error() {} },
    rateLimit: { max: 1_000_000, windowMs: 60_000 },
  });
});
afterAll(async () => {
  await service.stop();
  dir.remove();
});

const rows = () => (service.store.db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n;

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

const anyPayload = fc.oneof(payload, nearlyValid);

// ---------------------------------------------------------------- model

type Expected = { kind: "spam" } | { kind: "invalid" } | { kind: "stored" };

function expected(body: Record<string, unknown>): Expected {
  const meta = readMeta(body);
  if (meta.honeypot !== "") return { kind: "spam" };
  // Too fast: sent back to the visitor (422 too_fast), like invalid input.
  if (meta.elapsed !== undefined && meta.elapsed < minFillMs) return { kind: "invalid" };
  return validateContact(meta.variant, body).ok ? { kind: "stored" } : { kind: "invalid" };
}

const allowedHeaders = new Set([
  "from",
  "to",
  "reply-to",
  "subject",
  "date",
  "message-id",
  "x-contact-reference",
  "mime-version",
  "content-type",
  "content-transfer-encoding",
]);

/** The newest stored row must give an e-mail with only the expected headers, each once. */
async function checkLatestMail(): Promise<void> {
  const [row] = service.store.list({ limit: 1 });
  if (!row) throw new Error("no row");
  for (const value of [row.full_name, row.email, row.phone ?? "", row.first_name ?? "", row.last_name ?? ""]) {
    expect(value).not.toMatch(/\p{Cc}/u);
  }
  const mail = composeMail(row, { from: "site@example.org", to: "cabinet@example.org", domain: "example.org" });
  const raw = (await new MailComposer(mail).compile().build()).toString("latin1");
  const parsed = parseMail(raw, { from: "", to: [] });
  for (const [name, values] of parsed.headers) {
    expect(allowedHeaders.has(name), `unexpected header ${name}`).toBe(true);
    expect(values).toHaveLength(1);
  }
  expect(parsed.header("reply-to")).toContain(`<${row.email}>`);
}

// ---------------------------------------------------------------- properties

const config = { numRuns: 150, endOnFailure: true } as const;
const stats = { total: 0, stored: 0 };

describe("POST /api/contact with random and hostile input", () => {
  it("JSON: a 4xx with a coded JSON error or a 2xx, never a 5xx; only valid input is stored", async () => {
    await fc.assert(
      fc.asyncProperty(anyPayload, async (body) => {
        const before = rows();
        const res = await service.app.request("http://localhost/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body: JSON.stringify(body),
        });
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get("content-type")).toMatch(/application\/json/);
        const answer = await res.json();
        const raw = JSON.stringify(body);
        const want =
          new TextEncoder().encode(raw).length > 16 * 1024 ? { kind: "too_large" } : expected(JSON.parse(raw));
        if (want.kind === "too_large") {
          expect(res.status).toBe(413);
        } else if (want.kind === "invalid") {
          expect(res.status).toBe(422);
        } else {
          expect([200, 201]).toContain(res.status);
          expect(answer.ok).toBe(true);
        }
        if (res.status >= 400) {
          expect(answer.ok).toBe(false);
          expect(contactErrorCodes).toContain(answer.error.code);
          expect(typeof answer.error.message).toBe("string");
          expect(answer.error.message.length).toBeGreaterThan(0);
        }
        const added = rows() - before;
        expect(added).toBe(want.kind === "stored" && res.status === 201 ? 1 : 0);
        if (added) {
          stats.stored++;
          await checkLatestMail();
        }
        stats.total++;
      }),
      config,
    );
    // The hostile payloads must also reach the store, or the e-mail check would prove nothing.
    console.info(`hostile JSON payloads stored: ${stats.stored} of ${stats.total}`);
    expect(stats.stored / stats.total).toBeGreaterThan(0.05);
  });

  it("form posts: 303, or the escaped HTML page with a 4xx, never a 5xx; only valid input is stored", async () => {
    await fc.assert(
      fc.asyncProperty(anyPayload, async (body) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(body)) params.append(k, typeof v === "string" ? v : JSON.stringify(v));
        if (body.consent === true) params.set("consent", "on");
        const encoded = params.toString();
        const before = rows();
        const res = await service.app.request("http://localhost/api/contact", {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextAddress() },
          body: encoded,
        });
        expect(res.status).toBeLessThan(500);
        // The server sees what the browser encoded (lone surrogates become U+FFFD): model that.
        const seen = formToObject(new URLSearchParams(encoded));
        const want = encoded.length > 16 * 1024 ? { kind: "too_large" } : expected(seen);
        if (want.kind === "too_large") expect(res.status).toBe(413);
        else if (want.kind === "invalid") expect(res.status).toBe(422);
        else expect(res.status).toBe(303);
        if (res.status >= 400) {
          expect(res.headers.get("content-type")).toMatch(/text\/html/);
          const html = await res.text();
          expect(html).not.toMatch(/<script|<img/i);
        }
        expect(rows() - before).toBeLessThanOrEqual(want.kind === "stored" ? 1 : 0);
      }),
      { ...config, numRuns: 100 },
    );
  });

  it("any content type and any bytes: a 4xx, never a 5xx, nothing stored", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(
            "text/plain",
            "application/json; charset=latin1",
            "application/x-www-form-urlencoded",
            "multipart/form-data; boundary=----x",
            "application/xml",
            "",
            "application/json\r\nX: y",
          ),
          fc.string({ maxLength: 40 }),
        ),
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc.string({ unit: "binary", maxLength: 2000 }).map((s) => new TextEncoder().encode(s)),
        ),
        async (type, bytes) => {
          const before = rows();
          let res: Response;
          try {
            res = await service.app.request("http://localhost/api/contact", {
              method: "POST",
              headers: { "content-type": type, "x-forwarded-for": nextAddress() },
              body: bytes,
            });
          } catch (err) {
            // The Request constructor itself refuses some header values: nothing reaches the server.
            expect(err).toBeInstanceOf(TypeError);
            return;
          }
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(rows()).toBe(before);
        },
      ),
      { ...config, numRuns: 200 },
    );
  });

  it("oversized bodies: always 413", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 16 * 1024 + 1, max: 200 * 1024 }), fc.boolean(), async (size, declare) => {
        const bytes = new Uint8Array(size).fill(0x61);
        const body = declare
          ? bytes
          : new ReadableStream({
              start(c) {
                for (let i = 0; i < size; i += 4096) c.enqueue(bytes.subarray(i, i + 4096));
                c.close();
              },
            });
        const res = await service.app.request("http://localhost/api/contact", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
          body,
          duplex: "half",
        } as RequestInit);
        expect(res.status).toBe(413);
      }),
      { numRuns: 20 },
    );
  });
});
