/**
 * GitHub's webhook signature: `X-Hub-Signature-256: sha256=<hex>`, the
 * HMAC-SHA256 of the raw request body with the webhook's secret. Compared in
 * constant time, on the bytes as received (never on re-serialised JSON).
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const signatureHeader = "X-Hub-Signature-256";

/** The header value GitHub sends for `body`. */
export const signatureOf = (secret: string, body: Uint8Array | string) =>
  `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;

export function verifySignature(secret: string, body: Uint8Array, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(signatureOf(secret, body), "latin1");
  const given = Buffer.from(header, "latin1");
  // The length of a valid signature is public (71 bytes); only its content must not leak through timing.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
