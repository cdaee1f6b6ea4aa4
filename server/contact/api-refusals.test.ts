/** POST /api/contact through the Hono app: what it refuses (fields, origin, media type, size, method) and a database it cannot write. */
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { nextAddress, postJson, validFull } from "../../tests/support/contact.ts";
import { serviceForEachTest } from "../../tests/support/contact-api-harness.ts";

const api = serviceForEachTest();

describe("refusals", () => {
  it("answers 422 with a code and a localized message per field", async () => {
    const res = await postJson(
      api.service.app,
      validFull({ lang: "en", email: "a@b", phone: "12", reason: "x", consent: false }),
    );
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.fields).toEqual({
      email: { code: "invalid_email", message: expect.stringMatching(/email address/) },
      phone: { code: "invalid_phone", message: expect.stringMatching(/number/) },
      reason: { code: "invalid_reason", message: expect.stringMatching(/reason/) },
      consent: { code: "consent_required", message: expect.stringMatching(/tick/) },
    });
  });

  it("refuses another site's form (403), other content types (415) and malformed bodies (400)", async () => {
    const cross = await postJson(api.service.app, validFull(), { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).error.code).toBe("cross_origin");
    expect((await postJson(api.service.app, validFull(), { origin: "null" })).status).toBe(403);
    // Behind a proxy (TRUST_PROXY=true here), a forged X-Forwarded-Host proves nothing.
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    expect((await postJson(api.service.app, validFull(), forged)).status).toBe(403);
    expect((await postJson(api.service.app, validFull(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await postJson(api.service.app, validFull(), { origin: "http://localhost" })).status).toBe(201);
    expect((await postJson(api.service.app, validFull(), { origin: "https://www.example.org" })).status).toBe(201);

    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
      const res = await postJson(api.service.app, validFull(), { "content-type": type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error.code).toBe("unsupported_media_type");
    }
    for (const raw of ["{", "[]", "null", "42", '"text"', "\u0000"]) {
      const res = await postJson(api.service.app, raw);
      expect(res.status, raw).toBe(400);
      expect((await res.json()).error.code).toBe("malformed_body");
    }
  });

  it("refuses bodies over 16 KB, declared or streamed (413)", async () => {
    const big = validFull({ message: "x".repeat(17 * 1024) });
    const declared = await postJson(api.service.app, big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe("payload_too_large");

    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await api.service.app.request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(api.count()).toBe(0);
  });

  it("answers other methods 405 with Allow: POST", async () => {
    const res = await api.service.app.request("http://localhost/api/contact");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });

  it("answers 503 with Retry-After at once when another process holds the write lock", async () => {
    const other = new DatabaseSync(api.service.store.file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const res = await postJson(api.service.app, validFull({ lang: "en" }));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).error.code).toBe("unavailable");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // The wait SQLite may spend on a lock blocks every request: a fraction of a second at most.
    expect(Number(api.service.store.db.prepare("PRAGMA busy_timeout").get()?.timeout)).toBeLessThan(1000);
    expect((await postJson(api.service.app, validFull())).status).toBe(201);
  });

  it("answers 503 (never a crash) when the database is gone, and stores nothing half-way", async () => {
    api.service.store.close();
    const res = await postJson(api.service.app, validFull({ lang: "en" }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: "unavailable" } });
  });
});
