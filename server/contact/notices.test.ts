/**
 * The site's own notices to the practitioner go through the contact outbox:
 * stored in the same database (a migration adds their table to an existing
 * one), sent once per key to MAIL_TO by a real SMTP server, retried while
 * SMTP is down, and kept apart from the contact messages.
 */
import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { postJson, startSmtp, startSmtpService, validFull } from "../../tests/support/contact.ts";
import { freePort, tempDir, waitFor } from "../../tests/support/process.ts";
import { databaseFile, MessageStore, NoticeStore } from "./db.ts";
import { migrations, schemaVersion } from "./sqlite.ts";

const fast = { baseDelayMs: 40, maxDelayMs: 200, pollMs: 50, probeMs: 50, leaseMs: 60_000, stopTimeoutMs: 2000 };

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

const notice = (key: string) => ({
  idemKey: key,
  kind: "publish_refused" as const,
  subject: "Site non mis à jour\u00a0: une correction est nécessaire",
  body: "Bonjour,\n\nVotre dernière modification n’a pas été mise en ligne.",
});

function setup(smtpPort: number) {
  const started = startSmtpService(smtpPort, { outbox: fast });
  cleanups.push(started.stop);
  return started;
}

describe("notices", () => {
  it("are added to a database made before they existed, beside its messages", () => {
    const dir = tempDir();
    cleanups.push(() => dir.remove());
    const file = databaseFile(dir.path);
    const old = new DatabaseSync(file);
    old.exec(migrations[0] ?? "");
    old.exec("PRAGMA user_version = 1");
    old.exec(
      `INSERT INTO messages (public_id, idem_key, created_at, lang, variant, full_name, email, message, consent_at, next_attempt_at)
       VALUES ('m1', 'k1', 1, 'fr', 'short', 'Sam', 'sam@example.com', 'Bonjour à vous', 1, 1)`,
    );
    old.close();

    const store = new MessageStore(file);
    cleanups.push(() => store.close());
    expect(schemaVersion(store.db)).toBe(migrations.length);
    expect(store.list().map((r) => r.public_id)).toEqual(["m1"]);
    const notices = new NoticeStore(store.db);
    expect(notices.add(notice("publish:abc"), 10).created).toBe(true);
    expect(notices.add(notice("publish:abc"), 20).created).toBe(false);
    expect(notices.list()).toHaveLength(1);
    expect(store.list()).toHaveLength(1);
  });

  it("are sent once per key to the practitioner, apart from the contact messages", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.close());
    const { service } = setup(smtp.port);
    service.notify(notice("publish:abc"));
    service.notify(notice("publish:abc"));
    expect((await postJson(service.app, validFull())).status).toBe(201);
    await waitFor(() => smtp.mails.length === 2);
    // Time for a duplicate to show up, if there were one.
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.mails).toHaveLength(2);
    const mail = smtp.mails.find((m) => m.header("x-site-notice"));
    if (!mail) throw new Error("no notice");
    expect(mail.header("x-site-notice")).toBe("publish_refused");
    expect(mail.envelope).toEqual({ from: "site@example.org", to: ["cabinet@example.org"] });
    expect(mail.header("subject")).toBe("Site non mis à jour\u00a0: une correction est nécessaire");
    expect(mail.header("message-id")).toMatch(/^<notice-[\w-]+@example\.org>$/);
    expect(mail.text).toContain("Votre dernière modification n’a pas été mise en ligne.");
    expect(service.store.list()).toHaveLength(1);
  });

  it("wait while SMTP is down and leave as soon as it is back", async () => {
    const port = await freePort();
    const { service, log } = setup(port);
    service.notify(notice("publish:def"));
    await waitFor(() => log.lines.some((l) => l.includes('"notice.retry"')));
    const smtp = await startSmtp(port);
    cleanups.push(() => smtp.close());
    await waitFor(() => smtp.mails.length === 1, 15_000);
    expect(smtp.mails[0]?.header("x-site-notice")).toBe("publish_refused");
  });
});
