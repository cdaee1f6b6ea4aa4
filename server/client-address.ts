/** The client's address, the key of the rate limits (contact form, publishing webhook). */
import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The socket's address, or the last X-Forwarded-For hop (if it is an address) behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const header = c.req.header("x-forwarded-for") ?? "";
    // Only the end matters: the hop our proxy appended.
    const last = header.slice(header.lastIndexOf(",") + 1).trim();
    if (isIP(last.replace(/^\[|\]$/g, ""))) return last;
  }
  // In-process requests (tests) have no socket.
  return (c.env as { incoming?: unknown } | undefined)?.incoming
    ? (getConnInfo(c).remote.address ?? "unknown")
    : "unknown";
}
