/** POST /api/contact through the Hono app: answers, anti-spam, rate limit, idempotency, no-JS pages, logs. */
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  memoryLogger,
  nextAddress,
  postForm,
  postJson,
  testEnv,
  uniqueKey,
  validFull,
  validShort,
} from "../../tests/support/contact.ts";
import { tempDir } from "../../tests/support/process.ts";
import { type ContactService, startContactService } from "./service.ts";

let dir: ReturnType<typeof tempDir>;
let service: ContactService;
let log: ReturnType<typeof memoryLogger>;
let clock = Date.now();

beforeEach(() => {
  dir = tempDir();
  log = memoryLogger();
  clock = Date.now();
  service = startContactService({ env: testEnv(dir.path), log, now: () => clock });
});

afterEach(async () => {
  await service.stop();
  dir.remove();
});

const count = () => service.store.list().length;

describe("valid submissions", () => {
  it("stores a full form and answers 201 with the id and a localized message", async () => {
    const res = await postJson(service.app, validFull({ lang: "fr" }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, id: expect.any(String), message: expect.stringContaining("Merci") });
    const [row] = service.store.list();
    expect(row).toMatchObject({
      public_id: body.id,
      status: "pending",
      variant: "full",
      lang: "fr",
      first_name: "Élise",
      last_name: "Martin-Durand",
      full_name: "Élise Martin-Durand",
      email: "elise.martin@example.org",
      phone: "+33639981234",
      reason: "couple",
    });
  });

  it("stores a short form in English", async () => {
    const res = await postJson(service.app, validShort({ page: "pma" }));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toMatch(/Thank you/);
    expect(service.store.list()[0]).toMatchObject({
      variant: "short",
      lang: "en",
      full_name: "Sam Taylor",
      page: "pma",
      reason: null,
    });
  });

  it("stores one message per idempotency key, however often it is sent", async () => {
    const payload = validFull();
    const answers = await Promise.all([1, 2, 3, 4].map(() => postJson(service.app, payload)));
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).id));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(count()).toBe(1);
  });

  it("stores an edited retry under the same key as a new message, never dropping the edit", async () => {
    const first = validFull();
    const firstAnswer = await postJson(service.app, first);
    expect(firstAnswer.status).toBe(201);
    const edited = { ...first, message: `${first.message}\nPS : plutôt le mardi.` };
    const editedAnswer = await postJson(service.app, edited);
    expect(editedAnswer.status).toBe(201);
    expect((await editedAnswer.json()).id).not.toBe((await firstAnswer.json()).id);
    expect(service.store.list().map((r) => r.message)).toEqual([edited.message, first.message]);
    // The same edited text again is still one message.
    expect((await postJson(service.app, edited)).status).toBe(200);
    expect(count()).toBe(2);
  });

  it("without a key (no JavaScript), the same content the same day is one message", async () => {
    const payload = validFull({ key: undefined });
    const first = await postForm(service.app, payload);
    const second = await postForm(service.app, payload);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(count()).toBe(1);
    await postForm(service.app, { ...payload, message: `${payload.message} PS` });
    expect(count()).toBe(2);
  });
});

describe("without JavaScript", () => {
  it("answers 303 to the confirmation page in the visitor's language", async () => {
    const fr = await postForm(service.app, validFull({ lang: "fr" }));
    expect(fr.status).toBe(303);
    expect(fr.headers.get("location")).toBe("/contact/merci");
    const en = await postForm(service.app, validShort({ lang: "en" }));
    expect(en.headers.get("location")).toBe("/en/contact/thank-you");
    expect(count()).toBe(2);
  });

  it("shows the errors and the entered values, escaped, in the visitor's language", async () => {
    const res = await postForm(
      service.app,
      validFull({ lang: "en", email: "not-an-email", firstName: '<script>alert("x")</script>', consent: false }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("This email address looks incomplete");
    expect(html).toContain("Please tick this box");
    expect(html).not.toContain("<script>");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain('value="not-an-email"');
    expect(html).toContain("nous aimerions prendre un premier rendez-vous");
    const emailInput = html.match(/<input[^>]* id="contact-email"[^>]*>/)?.[0] ?? "";
    for (const attribute of ['type="email"', 'name="email"', " required", 'aria-invalid="true"', " autofocus"]) {
      expect(emailInput).toContain(attribute);
    }
    expect(html).toContain('aria-describedby="contact-email-hint contact-email-error"');
    expect(html).toContain('href="/en/contact"');
    expect(count()).toBe(0);
  });

  it("answers in French by default and keeps the key and the page of the form", async () => {
    const key = uniqueKey();
    const res = await postForm(service.app, validShort({ lang: "fr", page: "pma", key, message: "court" }));
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain("Votre message est un peu court");
    expect(html).toContain(`name="key" value="${key}"`);
    expect(html).toContain('href="/pma"');
  });
});

describe("anti-spam", () => {
  it("gives a filled honeypot a silent fake success and stores nothing", async () => {
    const json = await postJson(service.app, validFull({ website: "http://spam.example" }));
    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({ ok: true, id: expect.any(String) });
    const form = await postForm(service.app, validShort({ website: "x" }));
    expect(form.status).toBe(303);
    expect(count()).toBe(0);
  });

  it("throttles a robot that keeps filling the honeypot", async () => {
    const from = { "x-forwarded-for": "198.51.100.9" };
    for (let i = 0; i < 5; i++) {
      expect((await postJson(service.app, validFull({ website: "x" }), from)).status).toBe(201);
    }
    expect((await postJson(service.app, validFull({ website: "x" }), from)).status).toBe(429);
  });

  it("asks a visitor who sent the form faster than the minimum time to check and send again, text kept", async () => {
    const res = await postJson(service.app, validFull({ lang: "en", elapsed: 800 }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: "too_fast", message: expect.stringMatching(/hasn’t gone yet.*send it again/) },
    });
    expect(count()).toBe(0);

    const page = await postForm(service.app, validFull({ elapsed: 800, message: "Mon texte à garder, merci." }));
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain("Votre message n’est pas encore parti");
    expect(html).toContain("Mon texte à garder, merci.");
    expect(count()).toBe(0);

    expect((await postJson(service.app, validFull({ elapsed: 5000 }))).status).toBe(201);
    expect(count()).toBe(1);
  });
});

describe("rate limit", () => {
  it("allows 5 messages per address in 10 minutes, then answers 429 with Retry-After", async () => {
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 5; i++) expect((await postJson(service.app, validFull(), from)).status).toBe(201);
    const res = await postJson(service.app, validFull({ lang: "en" }), from);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: "rate_limited", message: expect.stringMatching(/send another in 10 minutes/) },
    });
    expect(count()).toBe(5);

    // Another address is not affected.
    expect((await postJson(service.app, validFull())).status).toBe(201);

    clock += 10 * 60_000 + 1;
    expect((await postJson(service.app, validFull(), from)).status).toBe(201);
  });

  it("shows the 429 page with the entered values without JavaScript, in French", async () => {
    const from = { "x-forwarded-for": "2001:db8:1:2:3:4:5:6" };
    for (let i = 0; i < 5; i++) await postForm(service.app, validFull({ key: uniqueKey() }), from);
    // Same /64, another interface id: same subscriber.
    const res = await postForm(service.app, validFull({ message: "Un autre message, encore." }), {
      "x-forwarded-for": "2001:db8:1:2:ffff::1",
    });
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBeTruthy();
    const html = await res.text();
    expect(html).toContain("Vous pourrez en envoyer un autre dans 10\u00a0minutes".replace("\u00a0", " "));
    expect(html).toContain("Un autre message, encore.");
  });

  it("replays of an already stored key are answered even when the limit is reached", async () => {
    const from = { "x-forwarded-for": "203.0.113.8" };
    const payload = validFull();
    expect((await postJson(service.app, payload, from)).status).toBe(201);
    for (let i = 0; i < 4; i++) await postJson(service.app, validFull(), from);
    expect((await postJson(service.app, validFull(), from)).status).toBe(429);
    expect((await postJson(service.app, payload, from)).status).toBe(200);
  });
});

describe("refusals", () => {
  it("answers 422 with a code and a localized message per field", async () => {
    const res = await postJson(
      service.app,
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
    const cross = await postJson(service.app, validFull(), { origin: "https://evil.example" });
    expect(cross.status).toBe(403);
    expect((await cross.json()).error.code).toBe("cross_origin");
    expect((await postJson(service.app, validFull(), { origin: "null" })).status).toBe(403);
    // Behind a proxy (TRUST_PROXY=true here), a forged X-Forwarded-Host proves nothing.
    const forged = { origin: "https://evil.example", "x-forwarded-host": "evil.example" };
    expect((await postJson(service.app, validFull(), forged)).status).toBe(403);
    expect((await postJson(service.app, validFull(), { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await postJson(service.app, validFull(), { origin: "http://localhost" })).status).toBe(201);
    expect((await postJson(service.app, validFull(), { origin: "https://www.example.org" })).status).toBe(201);

    for (const type of ["text/plain", "multipart/form-data; boundary=x", "application/xml", ""]) {
      const res = await postJson(service.app, validFull(), { "content-type": type });
      expect(res.status, type).toBe(415);
      expect((await res.json()).error.code).toBe("unsupported_media_type");
    }
    for (const raw of ["{", "[]", "null", "42", '"text"', "\u0000"]) {
      const res = await postJson(service.app, raw);
      expect(res.status, raw).toBe(400);
      expect((await res.json()).error.code).toBe("malformed_body");
    }
  });

  it("refuses bodies over 16 KB, declared or streamed (413)", async () => {
    const big = validFull({ message: "x".repeat(17 * 1024) });
    const declared = await postJson(service.app, big);
    expect(declared.status).toBe(413);
    expect((await declared.json()).error.code).toBe("payload_too_large");

    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const streamed = await service.app.request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(count()).toBe(0);
  });

  it("answers other methods 405 with Allow: POST", async () => {
    const res = await service.app.request("http://localhost/api/contact");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("POST");
    expect((await res.json()).error.code).toBe("method_not_allowed");
  });

  it("answers 503 with Retry-After at once when another process holds the write lock", async () => {
    const other = new DatabaseSync(service.store.file);
    other.exec("BEGIN IMMEDIATE");
    try {
      const res = await postJson(service.app, validFull({ lang: "en" }));
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect((await res.json()).error.code).toBe("unavailable");
    } finally {
      other.exec("ROLLBACK");
      other.close();
    }
    // The wait SQLite may spend on a lock blocks every request: a fraction of a second at most.
    expect(Number(service.store.db.prepare("PRAGMA busy_timeout").get()?.timeout)).toBeLessThan(1000);
    expect((await postJson(service.app, validFull())).status).toBe(201);
  });

  it("answers 503 (never a crash) when the database is gone, and stores nothing half-way", async () => {
    service.store.close();
    const res = await postJson(service.app, validFull({ lang: "en" }));
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ ok: false, error: { code: "unavailable" } });
  });
});

describe("privacy", () => {
  it("logs no personal data", async () => {
    const payload = validFull({ website: "" });
    await postJson(service.app, payload);
    await postJson(service.app, { ...validFull(), email: "bad" });
    await postForm(service.app, validShort());
    // Without the timestamp, whose seconds could read "10.".
    const logs = log.lines.map((l) => JSON.stringify({ ...JSON.parse(l), time: undefined })).join("\n");
    expect(logs).toContain("contact.stored");
    for (const secret of ["Élise", "Martin", "elise.martin", "example.org", "39 98", "rendez-vous", "Sam", "10."]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("purges delivered messages after the retention, keeps the others", async () => {
    await service.stop();
    const env = testEnv(dir.path, { MESSAGE_RETENTION_DAYS: "30" });
    service = startContactService({ env, log, now: () => clock });
    await postJson(service.app, validFull());
    await postJson(service.app, validFull());
    const [newer, older] = service.store.list();
    if (!newer || !older) throw new Error("two messages expected");
    service.store.db
      .prepare("UPDATE messages SET status = 'sent', sent_at = ? WHERE id = ?")
      .run(clock - 31 * 86_400_000, older.id);
    service.store.db
      .prepare("UPDATE messages SET status = 'sent', sent_at = ? WHERE id = ?")
      .run(clock - 29 * 86_400_000, newer.id);
    await postJson(service.app, validFull());
    await service.stop();
    // The purge runs at start (then hourly).
    service = startContactService({ env, log, now: () => clock });
    const left = service.store.list();
    expect(left).toHaveLength(2);
    expect(left.map((r) => r.status).sort()).toEqual(["pending", "sent"]);
    expect(left.some((r) => r.id === newer.id)).toBe(true);
    expect(left.some((r) => r.id === older.id)).toBe(false);
    expect(log.lines.some((l) => l.includes('"contact.purged"'))).toBe(true);
  });
});
