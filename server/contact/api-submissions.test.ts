/** POST /api/contact through the Hono app: valid submissions, idempotency, and the answers without JavaScript. */
import { describe, expect, it } from "vitest";
import { fieldErrorText } from "../../app/contact/messages.ts";
import { formWords } from "../../app/contact/words.ts";
import { contactFormCopy } from "../../app/content/contact-form.ts";
import { fill } from "../../app/content/fill.ts";
import { inHtml, postForm, postJson, uniqueKey, validFull, validShort } from "../../tests/support/contact.ts";
import { serviceForEachTest } from "../../tests/support/contact-api-harness.ts";

const api = serviceForEachTest();

describe("valid submissions", () => {
  it("stores a full form and answers 201 with the id and a localized message", async () => {
    const res = await postJson(api.service.app, validFull({ lang: "fr" }));
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const body = await res.json();
    expect(body).toMatchObject({ ok: true, id: expect.any(String), message: expect.stringContaining("Merci") });
    const [row] = api.service.store.list();
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
    const res = await postJson(api.service.app, validShort({ page: "pma" }));
    expect(res.status).toBe(201);
    expect((await res.json()).message).toBe(fill(contactFormCopy.en.toast.description, "en"));
    expect(api.service.store.list()[0]).toMatchObject({
      variant: "short",
      lang: "en",
      full_name: "Sam Taylor",
      page: "pma",
      reason: null,
    });
  });

  it("stores one message per idempotency key, however often it is sent", async () => {
    const payload = validFull();
    const answers = await Promise.all([1, 2, 3, 4].map(() => postJson(api.service.app, payload)));
    const ids = await Promise.all(answers.map(async (r) => (await r.json()).id));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(new Set(ids).size).toBe(1);
    expect(api.count()).toBe(1);
  });

  it("stores an edited retry under the same key as a new message, never dropping the edit", async () => {
    const first = validFull();
    const firstAnswer = await postJson(api.service.app, first);
    expect(firstAnswer.status).toBe(201);
    const edited = { ...first, message: `${first.message}\nPS : plutôt le mardi.` };
    const editedAnswer = await postJson(api.service.app, edited);
    expect(editedAnswer.status).toBe(201);
    expect((await editedAnswer.json()).id).not.toBe((await firstAnswer.json()).id);
    expect(api.service.store.list().map((r) => r.message)).toEqual([edited.message, first.message]);
    // The same edited text again is still one message.
    expect((await postJson(api.service.app, edited)).status).toBe(200);
    expect(api.count()).toBe(2);
  });

  it("without a key (no JavaScript), the same content the same day is one message", async () => {
    const payload = validFull({ key: undefined });
    const first = await postForm(api.service.app, payload);
    const second = await postForm(api.service.app, payload);
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(api.count()).toBe(1);
    await postForm(api.service.app, { ...payload, message: `${payload.message} PS` });
    expect(api.count()).toBe(2);
  });
});

describe("without JavaScript", () => {
  it("answers 303 to the confirmation page in the visitor's language", async () => {
    const fr = await postForm(api.service.app, validFull({ lang: "fr" }));
    expect(fr.status).toBe(303);
    expect(fr.headers.get("location")).toBe("/contact/merci");
    const en = await postForm(api.service.app, validShort({ lang: "en" }));
    expect(en.headers.get("location")).toBe("/en/contact/thank-you");
    expect(api.count()).toBe(2);
  });

  it("shows the errors and the entered values, escaped, in the visitor's language", async () => {
    const res = await postForm(
      api.service.app,
      validFull({ lang: "en", email: "not-an-email", firstName: '<script>alert("x")</script>', consent: false }),
    );
    expect(res.status).toBe(422);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(inHtml(fieldErrorText(formWords("en"), "email", "invalid_email")));
    expect(html).toContain(inHtml(fieldErrorText(formWords("en"), "consent", "consent_required")));
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
    expect(api.count()).toBe(0);
  });

  it("answers in French by default and keeps the key and the page of the form", async () => {
    const key = uniqueKey();
    const res = await postForm(api.service.app, validShort({ lang: "fr", page: "pma", key, message: "court" }));
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(inHtml(fieldErrorText(formWords("fr"), "message", "too_short")));
    expect(html).toContain(`name="key" value="${key}"`);
    expect(html).toContain('href="/pma"');
  });
});
