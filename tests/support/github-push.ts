/**
 * GitHub's push deliveries as the publishing webhook receives them: the
 * event's payload and the headers of a signed delivery.
 */
import { randomUUID } from "node:crypto";
import { signatureOf } from "../../server/publish/signature.ts";

/** The push of `commit` to the main branch of cabinet/site, changed by `over`. */
export const pushEvent = (over: Record<string, unknown> = {}, commit = "a".repeat(40)) => ({
  ref: "refs/heads/main",
  after: commit,
  deleted: false,
  repository: { full_name: "cabinet/site" },
  ...over,
});

/** The headers of a delivery of `body`, signed with `secret` as GitHub signs it. */
export const deliveryHeaders = (secret: string, body: string, event = "push") => ({
  "content-type": "application/json",
  "x-github-event": event,
  "x-github-delivery": randomUUID(),
  "x-hub-signature-256": signatureOf(secret, body),
});
