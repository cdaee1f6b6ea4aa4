/**
 * POST /api/publish: GitHub's push webhook. In order, each step before the
 * next so that an anonymous request costs little and learns nothing:
 *
 * 1. a rate limit per client address (429);
 * 2. JSON only (415), and a body of at most `webhookBodyLimit` bytes (413);
 * 3. the signature (`X-Hub-Signature-256`, the HMAC-SHA256 of the raw body
 *    with the shared secret, compared in constant time): any request without
 *    a valid one gets the same 401 and the same body, whatever it holds, and
 *    its payload is never parsed;
 * 4. only then the payload: a push to the configured branch of the configured
 *    repository queues a build (202); anything else signed is answered 200
 *    with the reason it is ignored, which only the secret's holders (GitHub,
 *    the developer) can read, in GitHub's list of recent deliveries.
 *
 * The answer never waits for the build: GitHub gives up after 10 seconds.
 */
import { Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientAddress } from "../client-address.ts";
import { RateLimiter, type RateLimitOptions } from "../contact/rate-limit.ts";
import type { Logger } from "../log.ts";
import { judgeDelivery, type PublishTarget } from "./push.ts";
import { signatureHeader, verifySignature } from "./signature.ts";

export const webhookPath = "/api/publish";

/**
 * A push of a few commits sends a few kilobytes; GitHub caps payloads at 25 MB.
 * A larger delivery is refused unread: the next poll of the branch builds it.
 */
export const webhookBodyLimit = 256 * 1024;

/** GitHub sends one delivery per push; a few redeliveries by hand stay well under this. */
export const webhookRateLimit: RateLimitOptions = { max: 30, windowMs: 60_000 };

export type WebhookOptions = {
  secret: string;
  target: PublishTarget;
  log: Logger;
  trustProxy: boolean;
  /** Queues a build of the branch's head. */
  onPush: () => void;
  rateLimit?: RateLimitOptions;
};

const json = (status: 200 | 202 | 400 | 401 | 405 | 413 | 415 | 429, body: Record<string, unknown>) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });

/** One answer for every request that is not signed with the secret. */
const unauthorized = () => json(401, { ok: false, error: "unauthorized" });

export function webhookRoute({ secret, target, log, trustProxy, onPush, rateLimit }: WebhookOptions): Hono {
  const limiter = new RateLimiter(rateLimit ?? webhookRateLimit);

  const limitRate: MiddlewareHandler = async (c, next) => {
    const address = clientAddress(c, trustProxy);
    const wait = limiter.retryAfter(address);
    if (wait > 0) {
      log.warn("publish.webhook_refused", { status: 429 });
      const response = json(429, { ok: false, error: "rate_limited" });
      response.headers.set("Retry-After", String(wait));
      return response;
    }
    limiter.hit(address);
    await next();
  };

  const jsonOnly: MiddlewareHandler = async (c, next) => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") {
      log.info("publish.webhook_refused", { status: 415 });
      return json(415, { ok: false, error: "unsupported_media_type" });
    }
    await next();
  };

  const tooLarge = () => {
    log.info("publish.webhook_refused", { status: 413 });
    return json(413, { ok: false, error: "payload_too_large" });
  };
  const limit = bodyLimit({ maxSize: webhookBodyLimit, onError: tooLarge });

  const app = new Hono();
  app.post(webhookPath, limitRate, jsonOnly, limit, async (c) => {
    let body: Uint8Array;
    try {
      body = new Uint8Array(await c.req.arrayBuffer());
    } catch {
      return unauthorized();
    }
    if (!verifySignature(secret, body, c.req.header(signatureHeader))) {
      log.warn("publish.webhook_refused", { status: 401 });
      return unauthorized();
    }
    const delivery = c.req.header("x-github-delivery")?.slice(0, 64);
    let payload: unknown;
    try {
      payload = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    } catch {
      log.warn("publish.webhook_ignored", { delivery, reason: "malformed" });
      return json(400, { ok: false, error: "malformed" });
    }
    const verdict = judgeDelivery(c.req.header("x-github-event"), payload, target);
    if (!verdict.build) {
      log.info("publish.webhook_ignored", { delivery, reason: verdict.reason });
      if (verdict.reason === "malformed") return json(400, { ok: false, error: "malformed" });
      return json(200, { ok: true, status: verdict.reason === "ping" ? "pong" : "ignored", reason: verdict.reason });
    }
    log.info("publish.webhook_queued", { delivery, commit: verdict.commit });
    onPush();
    return json(202, { ok: true, status: "queued" });
  });
  app.all(webhookPath, () => {
    const response = json(405, { ok: false, error: "method_not_allowed" });
    response.headers.set("Allow", "POST");
    return response;
  });
  return app;
}
