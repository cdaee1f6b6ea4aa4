import { describe, expect, it } from "vitest";
import { signatureOf, verifySignature } from "./signature.ts";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("webhook signature", () => {
  it("is GitHub's: the example of its documentation gives the documented signature", () => {
    // docs.github.com, "Validating webhook deliveries", "Testing the webhook payload validation".
    expect(signatureOf("It's a Secret to Everybody", "Hello, World!")).toBe(
      "sha256=757107ea0eb2509fc211221cce984b8a37570b6d7586c22c46f4379c8b043e17",
    );
  });

  it("accepts the signature of the body as received, and nothing else", () => {
    const secret = "a-webhook-secret-of-some-length";
    const body = bytes('{"ref":"refs/heads/main"}');
    const good = signatureOf(secret, body);
    expect(verifySignature(secret, body, good)).toBe(true);
    expect(verifySignature(secret, bytes('{"ref": "refs/heads/main"}'), good)).toBe(false);
    expect(verifySignature("another-secret-of-some-length", body, good)).toBe(false);
    expect(verifySignature(secret, body, undefined)).toBe(false);
    expect(verifySignature(secret, body, "")).toBe(false);
    expect(verifySignature(secret, body, good.slice(0, -1))).toBe(false);
    expect(verifySignature(secret, body, `${good}0`)).toBe(false);
    expect(verifySignature(secret, body, good.replace("sha256=", "sha1="))).toBe(false);
    expect(verifySignature(secret, body, `sha256=${"0".repeat(64)}`)).toBe(false);
    // Non-ASCII in the header is compared as bytes, never thrown on.
    expect(verifySignature(secret, body, `sha256=${"é".repeat(64)}`)).toBe(false);
  });
});
