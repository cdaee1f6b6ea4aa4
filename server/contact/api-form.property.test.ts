/**
 * Property-based tests (fast-check): random and hostile form posts (no
 * JavaScript) against the real Hono app: a 303 or the escaped HTML page with a
 * 4xx, never a 5xx, and only valid input stored.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formToObject } from "../../app/contact/request.ts";
import { nextAddress } from "../../tests/support/contact.ts";
import { anyPayload, config, expected } from "../../tests/support/contact-api-arbitraries.ts";
import { serviceForAllTests } from "../../tests/support/contact-api-harness.ts";

const api = serviceForAllTests();

describe("POST /api/contact with random and hostile input", () => {
  it("form posts: 303, or the escaped HTML page with a 4xx, never a 5xx; only valid input is stored", async () => {
    await fc.assert(
      fc.asyncProperty(anyPayload, async (body) => {
        const params = new URLSearchParams();
        for (const [k, v] of Object.entries(body)) params.append(k, typeof v === "string" ? v : JSON.stringify(v));
        if (body.consent === true) params.set("consent", "on");
        const encoded = params.toString();
        const before = api.rows();
        const res = await api.service.app.request("http://localhost/api/contact", {
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
        expect(api.rows() - before).toBeLessThanOrEqual(want.kind === "stored" ? 1 : 0);
      }),
      { ...config, numRuns: 100 },
    );
  });
});
