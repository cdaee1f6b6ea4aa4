/**
 * The real server process (node server/main.ts) killed with SIGKILL in the
 * middle of a load of submissions, then restarted on the same data: every
 * submission that got a 2xx is in the database and reaches the SMTP server.
 */
import type { ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { startSmtp, uniqueKey, validFull, validShort } from "../../tests/support/contact.ts";
import { startServer, tempDir, waitFor } from "../../tests/support/process.ts";
import { databaseFile, MessageStore } from "./db.ts";

const servers: ChildProcess[] = [];
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) if (s.exitCode === null) s.kill("SIGKILL");
  for (const c of cleanups.splice(0).reverse()) await c();
});

it("keeps and delivers every acknowledged message across a SIGKILL", { timeout: 60_000 }, async () => {
  const smtp = await startSmtp();
  cleanups.push(() => smtp.close());
  const dir = tempDir("contact-crash-");
  cleanups.push(() => dir.remove());
  const staticDir = join(dir.path, "static");
  mkdirSync(staticDir);
  const env = {
    DATA_DIR: join(dir.path, "data"),
    STATIC_DIR: staticDir,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: "site@example.org",
    MAIL_TO: "cabinet@example.org",
    TRUST_PROXY: "true",
    LOG_LEVEL: "warn",
  };

  const first = await startServer({ env });
  servers.push(first.child);

  // 12 clients post as fast as they can; the process dies under them.
  const acknowledged = new Set<string>();
  let stop = false;
  let n = 0;
  const client = async () => {
    while (!stop) {
      const i = ++n;
      const body = i % 2 ? validFull({ key: uniqueKey() }) : validShort({ key: uniqueKey() });
      try {
        const res = await fetch(`http://127.0.0.1:${first.port}/api/contact`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `10.9.${(i >> 8) & 255}.${i & 255}` },
          body: JSON.stringify(body),
        });
        const answer = (await res.json()) as { id?: string };
        if (res.status === 201 && answer.id) acknowledged.add(answer.id);
        else throw new Error(`unexpected ${res.status}`);
      } catch {
        // Refused or cut off by the kill: not acknowledged, so nothing is owed.
        if (first.child.exitCode !== null || first.child.signalCode !== null) return;
      }
    }
  };
  const load = Array.from({ length: 12 }, client);
  await waitFor(() => acknowledged.size >= 40, 20_000, 5);
  first.child.kill("SIGKILL");
  await first.exited;
  stop = true;
  await Promise.all(load);
  expect(first.child.signalCode).toBe("SIGKILL");
  const ackedAtKill = new Set(acknowledged);
  expect(ackedAtKill.size).toBeGreaterThanOrEqual(40);

  // Restart on the same data: everything acknowledged is there…
  const second = await startServer({ env });
  servers.push(second.child);
  const store = new MessageStore(databaseFile(env.DATA_DIR));
  cleanups.push(() => store.close());
  const stored = new Set(store.list().map((r) => r.public_id));
  for (const id of ackedAtKill) expect(stored.has(id), `acknowledged ${id} missing`).toBe(true);

  // …and is delivered, including what was pending or being sent at the kill.
  const delivered = () => new Set(smtp.mails.map((m) => m.header("x-contact-reference")));
  await waitFor(() => [...ackedAtKill].every((id) => delivered().has(id)), 20_000, 50);
  await waitFor(() => store.counts().pending + store.counts().sending === 0, 20_000, 50);
  expect(store.counts().dead).toBe(0);

  // At most the one message in flight at the kill may arrive twice (same Message-ID, so mail clients fold it).
  const perId = new Map<string, number>();
  for (const m of smtp.mails) {
    const id = m.header("x-contact-reference") ?? "";
    perId.set(id, (perId.get(id) ?? 0) + 1);
  }
  const duplicates = [...perId.values()].reduce((sum, c) => sum + c - 1, 0);
  expect(duplicates).toBeLessThanOrEqual(1);

  // A graceful stop closes cleanly.
  second.child.kill("SIGTERM");
  expect(await second.exited).toBe(0);
});

it("on SIGTERM mid-send, lets the send finish, records it once, then exits cleanly", { timeout: 60_000 }, async () => {
  let receiving = false;
  const smtp = await startSmtp(0, {
    acceptDelayMs: 1500,
    onData: () => {
      receiving = true;
    },
  });
  cleanups.push(() => smtp.close());
  const dir = tempDir("contact-stop-");
  cleanups.push(() => dir.remove());
  const env = {
    DATA_DIR: join(dir.path, "data"),
    STATIC_DIR: join(dir.path, "none"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    TRUST_PROXY: "true",
    LOG_LEVEL: "info",
  };
  const server = await startServer({ env });
  servers.push(server.child);
  const res = await fetch(`http://127.0.0.1:${server.port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validShort()),
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };

  // The SMTP server has the message but has not said 250 yet.
  await waitFor(() => receiving);
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);

  expect(smtp.mails.map((m) => m.header("x-contact-reference"))).toEqual([id]);
  const store = new MessageStore(databaseFile(env.DATA_DIR));
  cleanups.push(() => store.close());
  expect(store.list()).toMatchObject([{ public_id: id, status: "sent", attempts: 1 }]);
  const events = server.output
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { event: string }).event);
  expect(events.indexOf("contact.sent")).toBeGreaterThan(events.indexOf("server.stopping"));
  expect(events.at(-1)).toBe("server.stopped");
});
