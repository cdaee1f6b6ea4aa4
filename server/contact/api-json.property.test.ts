/**
 * Property-based tests (fast-check): random and hostile JSON payloads against
 * the real Hono app. Whatever comes in, the answer is never a 5xx, errors are
 * JSON with a known code, nothing invalid is stored, and what is stored makes
 * an e-mail whose headers input cannot extend.
 */
import fc from "fast-check";
import MailComposer from "nodemailer/lib/mail-composer";
import { describe, expect, it } from "vitest";
import { contactErrorCodes } from "../../app/contact/rules.ts";
import { nextAddress, parseMail } from "../../tests/support/contact.ts";
import { anyPayload, config, expected } from "../../tests/support/contact-api-arbitraries.ts";
import { serviceForAllTests } from "../../tests/support/contact-api-harness.ts";
import { composeMail } from "./mail.ts";

const api = serviceForAllTests();

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
  const [row] = api.service.store.list({ limit: 1 });
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

const stats = { total: 0, stored: 0 };

describe("POST /api/contact with random and hostile input", () => {
  it("JSON: a 4xx with a coded JSON error or a 2xx, never a 5xx; only valid input is stored", async () => {
    await fc.assert(
      fc.asyncProperty(anyPayload, async (body) => {
        const before = api.rows();
        const res = await api.service.app.request("http://localhost/api/contact", {
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
        const added = api.rows() - before;
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
});
