/** POST /api/contact through the Hono app: the honeypot, the minimum fill time, and the rate limit per address. */
import { describe, expect, it } from "vitest";
import { requestErrorText } from "../../app/contact/messages.ts";
import { formWords } from "../../app/contact/words.ts";
import { inHtml, postForm, postJson, uniqueKey, validFull, validShort } from "../../tests/support/contact.ts";
import { serviceForEachTest } from "../../tests/support/contact-api-harness.ts";

const api = serviceForEachTest();

describe("anti-spam", () => {
  it("gives a filled honeypot a silent fake success and stores nothing", async () => {
    const json = await postJson(api.service.app, validFull({ website: "http://spam.example" }));
    expect(json.status).toBe(201);
    expect(await json.json()).toMatchObject({ ok: true, id: expect.any(String) });
    const form = await postForm(api.service.app, validShort({ website: "x" }));
    expect(form.status).toBe(303);
    expect(api.count()).toBe(0);
  });

  it("throttles a robot that keeps filling the honeypot", async () => {
    const from = { "x-forwarded-for": "198.51.100.9" };
    for (let i = 0; i < 5; i++) {
      expect((await postJson(api.service.app, validFull({ website: "x" }), from)).status).toBe(201);
    }
    expect((await postJson(api.service.app, validFull({ website: "x" }), from)).status).toBe(429);
  });

  it("asks a visitor who sent the form faster than the minimum time to check and send again, text kept", async () => {
    const res = await postJson(api.service.app, validFull({ lang: "en", elapsed: 800 }));
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: "too_fast", message: requestErrorText(formWords("en"), "too_fast") },
    });
    expect(api.count()).toBe(0);

    const page = await postForm(api.service.app, validFull({ elapsed: 800, message: "Mon texte à garder, merci." }));
    expect(page.status).toBe(422);
    const html = await page.text();
    expect(html).toContain(inHtml(requestErrorText(formWords("fr"), "too_fast")));
    expect(html).toContain("Mon texte à garder, merci.");
    expect(api.count()).toBe(0);

    expect((await postJson(api.service.app, validFull({ elapsed: 5000 }))).status).toBe(201);
    expect(api.count()).toBe(1);
  });
});

describe("rate limit", () => {
  it("allows 5 messages per address in 10 minutes, then answers 429 with Retry-After", async () => {
    const from = { "x-forwarded-for": "203.0.113.7" };
    for (let i = 0; i < 5; i++) expect((await postJson(api.service.app, validFull(), from)).status).toBe(201);
    const res = await postJson(api.service.app, validFull({ lang: "en" }), from);
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(590);
    expect(await res.json()).toMatchObject({
      ok: false,
      error: { code: "rate_limited", message: requestErrorText(formWords("en"), "rate_limited", retryAfter) },
    });
    expect(api.count()).toBe(5);

    // Another address is not affected.
    expect((await postJson(api.service.app, validFull())).status).toBe(201);

    api.clock += 10 * 60_000 + 1;
    expect((await postJson(api.service.app, validFull(), from)).status).toBe(201);
  });

  it("shows the 429 page with the entered values without JavaScript, in French", async () => {
    const from = { "x-forwarded-for": "2001:db8:1:2:3:4:5:6" };
    for (let i = 0; i < 5; i++) await postForm(api.service.app, validFull({ key: uniqueKey() }), from);
    // Same /64, another interface id: same subscriber.
    const res = await postForm(api.service.app, validFull({ message: "Un autre message, encore." }), {
      "x-forwarded-for": "2001:db8:1:2:ffff::1",
    });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain(inHtml(requestErrorText(formWords("fr"), "rate_limited", retryAfter)));
    expect(html).toContain("Un autre message, encore.");
  });

  it("replays of an already stored key are answered even when the limit is reached", async () => {
    const from = { "x-forwarded-for": "203.0.113.8" };
    const payload = validFull();
    expect((await postJson(api.service.app, payload, from)).status).toBe(201);
    for (let i = 0; i < 4; i++) await postJson(api.service.app, validFull(), from);
    expect((await postJson(api.service.app, validFull(), from)).status).toBe(429);
    expect((await postJson(api.service.app, payload, from)).status).toBe(200);
  });
});
