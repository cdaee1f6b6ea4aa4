/**
 * One SMTP send, settled: it ends in a success, a failure, or (after a timeout
 * whose abort did not end it) is given up, and is never raced by a second send
 * of the same message.
 */
import type { Sender } from "./mail.ts";
import type { QueuedRow } from "./sqlite.ts";

/** After an aborted send, how long to wait for it to settle before giving the message up to the lease. */
const abortGraceMs = 5_000;

/** No SMTP answer at all (refused, reset, timed out): the server is unreachable, not unhappy with one message. */
export const unreachable = (err: unknown) => typeof (err as { responseCode?: unknown })?.responseCode !== "number";

export type SendOutcome = { ok: true; response: string } | { ok: false; error: unknown } | { ok: "abandoned" };

export const errorCode = (err: unknown) => {
  const e = err as { code?: unknown; responseCode?: unknown; name?: unknown };
  return {
    code: typeof e?.code === "string" ? e.code : typeof e?.name === "string" ? e.name : "Error",
    responseCode: typeof e?.responseCode === "number" ? e.responseCode : undefined,
  };
};

/** One send, settled: success, failure, or (after a timeout whose abort did not end it) given up. */
export async function settledSend<Row extends QueuedRow>(
  sender: Sender<Row>,
  row: Row,
  sendTimeoutMs: number,
): Promise<SendOutcome> {
  const send = sender.send(row).then(
    (sent): SendOutcome => ({ ok: true, response: sent.response }),
    (error: unknown): SendOutcome => ({ ok: false, error }),
  );
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<"timeout">((r) => {
    timer = setTimeout(() => r("timeout"), sendTimeoutMs);
  });
  const first = await Promise.race([send, timedOut]);
  clearTimeout(timer);
  if (first !== "timeout") return first;
  // Cut the connection, then take whatever the send ends with; never send again meanwhile.
  sender.abort?.();
  const grace = new Promise<SendOutcome>((r) => {
    timer = setTimeout(() => r({ ok: "abandoned" }), abortGraceMs);
  });
  const outcome = await Promise.race([send, grace]);
  clearTimeout(timer);
  if (outcome.ok === false) {
    return { ok: false, error: Object.assign(new Error("send timed out"), { code: "ESENDTIMEOUT" }) };
  }
  return outcome;
}
