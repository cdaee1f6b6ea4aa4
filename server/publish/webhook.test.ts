import { describe, expect, it } from "vitest";
import { memoryLogger } from "../../tests/support/contact.ts";
import { pushEvent } from "../../tests/support/github-push.ts";
import { signatureOf } from "./signature.ts";
import { webhookBodyLimit, webhookPath, webhookRoute } from "./webhook.ts";

const secret = "a-webhook-secret-of-some-length";
const target = { repository: "cabinet/site", branch: "main" };

const payload = (over: Record<string, unknown> = {}) => JSON.stringify(pushEvent(over));

function setup(rateLimit?: { max: number; windowMs: number }) {
  const log = memoryLogger();
  let pushes = 0;
  const app = webhookRoute({ secret, target, log, trustProxy: true, onPush: () => pushes++, rateLimit });
  let address = 0;
  const send = (
    body: string | ReadableStream<Uint8Array>,
    headers: Record<string, string> = {},
    init: { method?: string; from?: string } = {},
  ) =>
    app.request(`http://localhost${webhookPath}`, {
      method: init.method ?? "POST",
      headers: {
        "content-type": "application/json",
        "x-github-event": "push",
        "x-github-delivery": "d-1",
        "x-forwarded-for": init.from ?? `10.0.0.${++address}`,
        ...(typeof body === "string" ? { [signatureHeaderName]: signatureOf(secret, body) } : {}),
        ...headers,
      },
      body: init.method === "GET" ? undefined : body,
      ...(typeof body === "string" ? {} : { duplex: "half" }),
    } as RequestInit);
  return { app, log, send, pushes: () => pushes };
}

const signatureHeaderName = "x-hub-signature-256";

describe("the publishing webhook", () => {
  it("queues a build for a signed push to the configured branch, and answers at once", async () => {
    const { send, pushes, log } = setup();
    const response = await send(payload());
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ ok: true, status: "queued" });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(pushes()).toBe(1);
    expect(log.lines.some((l) => l.includes('"publish.webhook_queued"') && l.includes('"delivery":"d-1"'))).toBe(true);
  });

  it("gives every unsigned or wrongly signed request one and the same answer, and builds nothing", async () => {
    const { send, pushes } = setup();
    const answers = await Promise.all([
      send(payload(), { [signatureHeaderName]: signatureOf("another-secret-of-some-length", payload()) }),
      send(payload(), { [signatureHeaderName]: "" }),
      send(payload(), { [signatureHeaderName]: signatureOf(secret, payload({ ref: "refs/heads/other" })) }),
      // An unknown repository, wrongly signed: nothing tells it apart from the rest.
      send(payload({ repository: { full_name: "someone/else" } }), {
        [signatureHeaderName]: signatureOf("x".repeat(30), payload({ repository: { full_name: "someone/else" } })),
      }),
      send("not json at all", { [signatureHeaderName]: "sha256=00" }),
    ]);
    const seen = await Promise.all(answers.map(async (r) => `${r.status} ${await r.text()}`));
    expect(new Set(seen)).toEqual(new Set(['401 {"ok":false,"error":"unauthorized"}']));
    expect(pushes()).toBe(0);
  });

  it("tells the secret's holder why a signed delivery builds nothing: another repository, branch or event", async () => {
    const { send, pushes } = setup();
    const repository = await send(payload({ repository: { full_name: "cabinet/other" } }));
    expect(repository.status).toBe(200);
    expect(await repository.json()).toEqual({ ok: true, status: "ignored", reason: "repository" });
    const branch = await send(payload({ ref: "refs/heads/draft" }));
    expect(await branch.json()).toMatchObject({ status: "ignored", reason: "branch" });
    const ping = await send(JSON.stringify({ zen: "Keep it logically awesome." }), { "x-github-event": "ping" });
    expect(await ping.json()).toEqual({ ok: true, status: "pong", reason: "ping" });
    const other = await send(payload(), { "x-github-event": "issues" });
    expect(await other.json()).toMatchObject({ status: "ignored", reason: "event" });
    const malformed = await send(JSON.stringify({ ref: 1 }));
    expect(malformed.status).toBe(400);
    expect(pushes()).toBe(0);
  });

  it("refuses an oversized body before reading it through, with or without a length, and builds nothing", async () => {
    const { send, pushes } = setup();
    const big = payload({ padding: "x".repeat(webhookBodyLimit) });
    const declared = await send(big);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ ok: false, error: "payload_too_large" });
    const chunk = new TextEncoder().encode("x".repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > webhookBodyLimit * 4) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = await send(stream, { [signatureHeaderName]: "sha256=00" });
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(webhookBodyLimit * 4);
    expect(pushes()).toBe(0);
  });

  it("takes JSON only, by POST only", async () => {
    const { send } = setup();
    const form = await send(`payload=${encodeURIComponent(payload())}`, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(form.status).toBe(415);
    const get = await send("", {}, { method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
  });

  it("limits the rate per address, signed or not", async () => {
    const { send, pushes } = setup({ max: 3, windowMs: 60_000 });
    const from = "192.0.2.7";
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await send(payload(), {}, { from })).status);
    const limited = await send(payload(), {}, { from });
    expect(statuses).toEqual([202, 202, 202]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(pushes()).toBe(3);
    expect((await send(payload(), {}, { from: "192.0.2.8" })).status).toBe(202);
  });
});
