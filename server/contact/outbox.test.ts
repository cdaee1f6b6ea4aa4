/**
 * The outbox's bookkeeping with a scripted sender: waiting messages wake when
 * SMTP answers again, each send's outcome is recorded once, and a send that
 * outlives its timeout is cut, never raced by a second send of the same message.
 */
import { afterEach, describe, expect, it } from "vitest";
import { uniqueKey } from "../../tests/support/contact.ts";
import { tempDir, waitFor } from "../../tests/support/process.ts";
import { createLogger } from "../log.ts";
import { databaseFile, MessageStore } from "./db.ts";
import type { Sender, Sent } from "./mail.ts";
import { Outbox } from "./outbox.ts";
import type { OutboxOptions } from "./outbox-policy.ts";
import type { MessageRow } from "./sqlite.ts";

const refused = () => Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" });

/** Retries an hour away: only a wake-up can deliver within the test. */
const slow: Partial<OutboxOptions> = { baseDelayMs: 3600_000, maxDelayMs: 3600_000, pollMs: 3600_000, probeMs: 50 };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

function setup(sender: Sender, options: Partial<OutboxOptions> = slow) {
  const dir = tempDir("outbox-");
  const store = new MessageStore(databaseFile(dir.path));
  const outbox = new Outbox(store, sender, createLogger("silent"), options);
  cleanups.push(
    () => dir.remove(),
    () => store.close(),
    () => outbox.stop(),
  );
  const add = () => {
    store.insert({
      publicId: uniqueKey(),
      idemKey: uniqueKey(),
      createdAt: Date.now(),
      lang: "fr",
      variant: "short",
      fullName: "Élise Martin",
      email: "elise@example.org",
      message: "Bonjour, un rendez-vous ?",
    });
    outbox.kick();
  };
  return { store, outbox, add };
}

/** A sender whose SMTP server is down until `up` is set. */
function scripted(extra: Partial<Sender> = {}) {
  const state = { up: false, sent: [] as string[] };
  const sender: Sender = {
    describe: "test",
    async send(row: MessageRow): Promise<Sent> {
      if (!state.up) throw refused();
      state.sent.push(row.public_id);
      return { response: "250 OK" };
    },
    close() {},
    ...extra,
  };
  return { state, sender };
}

describe("after an SMTP outage", () => {
  it("one successful send makes every waiting message due at once", async () => {
    const { state, sender } = scripted();
    const { store, add } = setup(sender);
    for (let i = 0; i < 3; i++) add();
    await waitFor(() => store.list().every((r) => r.attempts === 1 && r.status === "pending"));

    state.up = true;
    add();
    await waitFor(() => store.counts().sent === 4);
    expect(new Set(state.sent).size).toBe(4);
  });

  it("a probe finds SMTP back and drains the queue without waiting for a retry", async () => {
    const { state, sender } = scripted({
      async verify() {
        if (!state.up) throw refused();
      },
    });
    const { store, add } = setup(sender);
    for (let i = 0; i < 3; i++) add();
    await waitFor(() => store.list().every((r) => r.attempts === 1 && r.status === "pending"));

    state.up = true;
    await waitFor(() => store.counts().sent === 3);
    expect(state.sent).toHaveLength(3);
  });
});

describe("each send's outcome is recorded once", () => {
  it("a database error after a successful send is not a failed send: recorded later, never sent twice", async () => {
    const { state, sender } = scripted();
    state.up = true;
    const { store, outbox, add } = setup(sender, { ...slow, pollMs: 50 });
    const markSent = store.markSent.bind(store);
    let refusals = 1;
    store.markSent = (...args) => {
      if (refusals-- > 0) throw Object.assign(new Error("disk I/O error"), { code: "ERR_SQLITE_ERROR" });
      markSent(...args);
    };
    add();
    await waitFor(() => store.counts().sent === 1);
    add();
    await waitFor(() => store.counts().sent === 2);
    await outbox.stop();
    expect(state.sent).toHaveLength(2);
    expect(new Set(state.sent).size).toBe(2);
    expect(store.list().every((r) => r.attempts === 1 && r.last_error === null)).toBe(true);
  });

  it("a send that outlives its timeout is cut before the message is tried again", async () => {
    let inFlight = 0;
    let most = 0;
    let calls = 0;
    const cuts: (() => void)[] = [];
    const sender: Sender = {
      describe: "test",
      send() {
        calls++;
        inFlight++;
        most = Math.max(most, inFlight);
        // The first send hangs until its connection is cut; the next ones succeed.
        if (calls > 1) {
          inFlight--;
          return Promise.resolve({ response: "250 OK" });
        }
        return new Promise<Sent>((_, reject) => {
          cuts.push(() => {
            inFlight--;
            reject(Object.assign(new Error("Connection closed"), { code: "ECONNECTION" }));
          });
        });
      },
      abort() {
        for (const cut of cuts.splice(0)) cut();
      },
      close() {},
    };
    const { store, add } = setup(sender, { baseDelayMs: 20, maxDelayMs: 20, pollMs: 20, sendTimeoutMs: 50 });
    add();
    await waitFor(() => store.counts().sent === 1);
    expect(most).toBe(1);
    expect(calls).toBe(2);
    expect(store.list()[0]).toMatchObject({ attempts: 2, status: "sent" });
  });
});
