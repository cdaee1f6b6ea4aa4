/**
 * Delivery through a real SMTP server (smtp-server on a free port): the
 * e-mail's fields and headers, SMTP down then up (each message exactly
 * once), retries then dead, and locks left by a dead worker.
 */
import { hostname } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { contactFormCopy } from "../../app/content/contact-form.ts";
import {
  memoryLogger,
  postJson,
  startSmtp,
  startSmtpService,
  testEnv,
  validFull,
  validShort,
} from "../../tests/support/contact.ts";
import { freePort, tempDir, waitFor } from "../../tests/support/process.ts";
import { backoffDelay, lockIsStale } from "./outbox-policy.ts";
import { startContactService } from "./service.ts";

const fast = { baseDelayMs: 40, maxDelayMs: 200, pollMs: 50, leaseMs: 60_000, stopTimeoutMs: 2000 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(smtpPort: number, extra: Record<string, string> = {}, outbox: Record<string, number> = {}) {
  const started = startSmtpService(smtpPort, { env: extra, outbox: { ...fast, ...outbox } });
  cleanups.push(started.stop);
  return started;
}

const ids = async (responses: Response[]) => Promise.all(responses.map(async (r) => (await r.json()).id as string));

describe("delivery by SMTP", () => {
  it("sends a plain-text e-mail with the right fields and headers", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { service, log } = await setup(smtp.port);

    const res = await postJson(
      service.app,
      validFull({
        firstName: "Élise",
        lastName: "Martin",
        message: "Bonjour,\n.\nUne ligne avec un point seul, puis la fin.",
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json();
    await waitFor(() => smtp.mails.length === 1);
    await waitFor(() => service.store.list()[0]?.status === "sent");

    const [mail] = smtp.mails;
    if (!mail) throw new Error("no mail");
    expect(mail.envelope).toEqual({ from: "site@example.org", to: ["cabinet@example.org"] });
    expect(mail.header("from")).toBe("Site du cabinet <site@example.org>");
    expect(mail.header("to")).toBe("cabinet@example.org");
    expect(mail.header("reply-to")).toBe("Élise Martin <elise.martin@example.org>");
    // The reason as the form names it (the contact form's copy), in French, the practice's language.
    const reason = contactFormCopy.fr.fields.reason.options.couple;
    expect(mail.header("subject")).toBe(`Nouveau message de Élise Martin – ${reason}`);
    expect(mail.header("message-id")).toBe(`<contact-${id}@example.org>`);
    expect(mail.header("x-contact-reference")).toBe(id);
    expect(mail.header("content-type")).toMatch(/^text\/plain; charset=utf-8/);
    expect(mail.headers.has("bcc")).toBe(false);
    expect(mail.text).toContain("Nom\u00a0: Élise Martin");
    expect(mail.text).toContain("E-mail\u00a0: elise.martin@example.org");
    expect(mail.text).toContain("Téléphone\u00a0: 06\u00a039\u00a098\u00a012\u00a034");
    expect(mail.text).toContain(`Motif\u00a0: ${reason}`);
    expect(mail.text).toContain("Bonjour,\n.\nUne ligne avec un point seul, puis la fin.");
    expect(mail.text).toContain(`Référence\u00a0: ${id}`);

    const [row] = service.store.list();
    expect(row).toMatchObject({ status: "sent", attempts: 1, delivered_by: "smtp", locked_by: null });
    expect(log.lines.join("\n")).not.toContain("elise");
  });

  it("sends the short form with its page", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { service } = await setup(smtp.port);
    await postJson(service.app, validShort({ page: "pma", phone: "" }));
    await waitFor(() => smtp.mails.length === 1);
    const mail = smtp.mails[0];
    expect(mail?.header("subject")).toBe("Nouveau message de Sam Taylor (formulaire court)");
    expect(mail?.text).toContain("Envoyé depuis\u00a0: /pma");
    expect(mail?.text).toContain("Téléphone\u00a0: non indiqué");
    expect(mail?.text).toContain("Langue du site\u00a0: anglais");
  });

  it("SMTP down during submissions, then up: every message is delivered exactly once", async () => {
    const port = await freePort();
    const { service, log } = await setup(port);

    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await postJson(service.app, i % 2 ? validShort() : validFull()));
    expect(answers.every((r) => r.status === 201)).toBe(true);
    const acknowledged = await ids(answers);

    // Every message failed at least once while the server was down, none was lost.
    await waitFor(() => service.store.list().every((r) => r.attempts >= 1 && r.last_error !== null));
    expect(service.store.counts()).toMatchObject({ sent: 0, dead: 0 });
    expect(log.lines.some((l) => l.includes('"contact.retry"'))).toBe(true);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await waitFor(() => service.store.counts().sent === 8, 15_000);
    // Give a duplicate time to show up if there were one.
    await new Promise((r) => setTimeout(r, 300));

    const delivered = smtp.mails.map((m) => m.header("x-contact-reference"));
    expect(delivered.sort()).toEqual([...acknowledged].sort());
    expect(new Set(smtp.mails.map((m) => m.header("message-id"))).size).toBe(8);
  });

  it("marks a message dead after the last attempt, and --retry-dead style requeue sends it", async () => {
    const port = await freePort();
    const { service, log } = await setup(port, {}, { maxAttempts: 3 });
    await postJson(service.app, validFull());
    await waitFor(() => service.store.counts().dead === 1);
    const [row] = service.store.list();
    expect(row).toMatchObject({
      status: "dead",
      attempts: 3,
      last_error: expect.stringMatching(/ESOCKET|ECONNECTION|ECONNREFUSED/),
    });
    expect(log.lines.some((l) => l.includes('"contact.dead"'))).toBe(true);

    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.mails).toHaveLength(0);
    service.store.requeueDead(Date.now());
    // The worker polls; a new submission would also wake it.
    await waitFor(() => service.store.counts().sent === 1);
    expect(smtp.mails).toHaveLength(1);
  });

  it("takes back messages locked by a worker that died, and leaves a live worker's lock alone", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const env = testEnv(dir.path, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });

    // Store two messages without SMTP, then lock them as two other workers would.
    const storeOnly = startContactService({ env: testEnv(dir.path), log: memoryLogger() });
    await postJson(storeOnly.app, validFull());
    await postJson(storeOnly.app, validShort());
    const [a, b] = storeOnly.store.list();
    if (!a || !b) throw new Error("two rows expected");
    const lock = storeOnly.store.db.prepare(
      "UPDATE messages SET status = 'sending', attempts = 1, locked_by = ?, locked_at = ? WHERE id = ?",
    );
    lock.run(`${hostname()}|2147483646|gone`, Date.now(), a.id); // a pid that cannot exist
    lock.run(`${hostname()}|${process.ppid}|alive`, Date.now(), b.id); // a live process
    await storeOnly.stop();

    const service = startContactService({ env, log: memoryLogger(), outbox: { ...fast, leaseMs: 1500 } });
    cleanups.push(() => service.stop());
    await waitFor(() => smtp.mails.length === 1);
    expect(smtp.mails[0]?.header("x-contact-reference")).toBe(a.public_id);
    expect(service.store.list().find((r) => r.id === b.id)?.status).toBe("sending");
    // After the lease, even a live worker's lock is stale.
    await waitFor(() => smtp.mails.length === 2, 5000);
    expect(smtp.mails[1]?.header("x-contact-reference")).toBe(b.public_id);
    // Recorded once the SMTP server's answer is back, a moment after it stored the mail.
    await waitFor(() => service.store.counts().sent === 2);
    expect(service.store.counts()).toMatchObject({ sent: 2, sending: 0 });
  });
});

describe("outbox rules", () => {
  it("backs off exponentially with jitter, capped", () => {
    const o = { baseDelayMs: 1000, maxDelayMs: 60_000 };
    expect(backoffDelay(1, o, () => 0)).toBe(500);
    expect(backoffDelay(1, o, () => 1)).toBe(1000);
    expect(backoffDelay(3, o, () => 0.5)).toBe(3000);
    expect(backoffDelay(20, o, () => 1)).toBe(60_000);
    const spread = new Set(Array.from({ length: 20 }, () => backoffDelay(4, o)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it("decides when a lock is stale", () => {
    const now = Date.now();
    const me = "instance";
    expect(lockIsStale(`${hostname()}|${process.pid}|${me}`, now, now, 1000, me)).toBe(false);
    expect(lockIsStale(`${hostname()}|${process.pid}|earlier-start`, now, now, 1000, me)).toBe(true);
    expect(lockIsStale(`${hostname()}|2147483646|x`, now, now, 1000, me)).toBe(true);
    expect(lockIsStale(`${hostname()}|${process.ppid}|x`, now, now, 1000, me)).toBe(false);
    expect(lockIsStale("other-host|1|x", now, now, 1000, me)).toBe(false);
    expect(lockIsStale("other-host|1|x", now - 1001, now, 1000, me)).toBe(true);
    expect(lockIsStale("garbage", now, now, 1000, me)).toBe(false);
  });
});
