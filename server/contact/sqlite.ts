/**
 * The contact database's file format: the tables, contact messages and the
 * site's own notices to the practitioner (numbered migrations tracked in
 * PRAGMA user_version, and the row types), the connection settings (WAL with
 * synchronous=FULL, so a committed row survives a crash of the process or of
 * the machine) and transactions. The queries live in `queue.ts` (delivery,
 * both tables) and `db.ts`.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Each entry moves the schema one version up; never edit a released one, append a new one. */
export const migrations: readonly string[] = [
  // 1: messages, with their delivery state.
  `CREATE TABLE messages (
     id INTEGER PRIMARY KEY,
     public_id TEXT NOT NULL UNIQUE,
     idem_key TEXT NOT NULL UNIQUE,
     created_at INTEGER NOT NULL,
     lang TEXT NOT NULL,
     variant TEXT NOT NULL,
     page TEXT,
     first_name TEXT,
     last_name TEXT,
     full_name TEXT NOT NULL,
     email TEXT NOT NULL,
     phone TEXT,
     reason TEXT,
     message TEXT NOT NULL,
     consent_at INTEGER NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_by TEXT,
     locked_at INTEGER,
     last_error TEXT,
     sent_at INTEGER,
     delivered_by TEXT
   ) STRICT;
   CREATE INDEX messages_due ON messages (status, next_attempt_at);
   CREATE INDEX messages_created ON messages (created_at);
   CREATE INDEX messages_sent ON messages (sent_at) WHERE status = 'sent';`,
  // 2: notices, the site's own e-mails to the practitioner (a refused publication), with the same delivery state.
  `CREATE TABLE notices (
     id INTEGER PRIMARY KEY,
     public_id TEXT NOT NULL UNIQUE,
     idem_key TEXT NOT NULL UNIQUE,
     kind TEXT NOT NULL CHECK (kind IN ('publish_refused')),
     created_at INTEGER NOT NULL,
     subject TEXT NOT NULL,
     body TEXT NOT NULL,
     status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sending', 'sent', 'dead')),
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     locked_by TEXT,
     locked_at INTEGER,
     last_error TEXT,
     sent_at INTEGER,
     delivered_by TEXT
   ) STRICT;
   CREATE INDEX notices_due ON notices (status, next_attempt_at);`,
];

export type MessageStatus = "pending" | "sending" | "sent" | "dead";

/** What every row of the outbox's tables has: its delivery state (`queue.ts`). */
export type QueuedRow = {
  id: number;
  public_id: string;
  idem_key: string;
  created_at: number;
  status: MessageStatus;
  attempts: number;
  next_attempt_at: number;
  locked_by: string | null;
  locked_at: number | null;
  last_error: string | null;
  sent_at: number | null;
  /** "smtp" when the SMTP server accepted it, "export" when the operator took it with `npm run messages`. */
  delivered_by: string | null;
};

export type MessageRow = QueuedRow & {
  lang: string;
  variant: string;
  page: string | null;
  first_name: string | null;
  last_name: string | null;
  full_name: string;
  email: string;
  phone: string | null;
  reason: string | null;
  message: string;
  consent_at: number;
};

export type NoticeKind = "publish_refused";

/** An e-mail of the site's own to the practitioner, written in full when it is stored. */
export type NoticeRow = QueuedRow & { kind: NoticeKind; subject: string; body: string };

export type NewNotice = {
  /** One notice per key: the same refused commit is announced once. */
  idemKey: string;
  kind: NoticeKind;
  subject: string;
  body: string;
};

export type NewMessage = {
  publicId: string;
  idemKey: string;
  createdAt: number;
  lang: string;
  variant: string;
  page?: string;
  firstName?: string;
  lastName?: string;
  fullName: string;
  email: string;
  phone?: string;
  reason?: string;
  message: string;
};

/**
 * How long a write waits for a lock held by another process. node:sqlite is
 * synchronous, so the wait blocks the whole process: the server keeps it short
 * and answers 503 with Retry-After instead; the operator's CLI can afford to wait.
 */
export const busyTimeouts = { server: 200, cli: 5000 } as const;

export function openDatabase(file: string, busyTimeoutMs: number = busyTimeouts.cli): DatabaseSync {
  if (file !== ":memory:") mkdirSync(dirname(file), { recursive: true });
  const db = new DatabaseSync(file);
  db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = FULL");
  db.exec("PRAGMA foreign_keys = ON");
  migrate(db);
  return db;
}

export function schemaVersion(db: DatabaseSync): number {
  return Number((db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version);
}

export function migrate(db: DatabaseSync): void {
  transaction(db, () => {
    const current = schemaVersion(db);
    if (current > migrations.length) {
      throw new Error(`The contact database is at schema ${current}, newer than this code (${migrations.length}).`);
    }
    for (const sql of migrations.slice(current)) db.exec(sql);
    if (current !== migrations.length) db.exec(`PRAGMA user_version = ${migrations.length}`);
  });
}

/** Runs `fn` in BEGIN IMMEDIATE … COMMIT (rolled back if it throws). */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = fn();
    db.exec("COMMIT");
    return result;
  } catch (err) {
    if (db.isTransaction) db.exec("ROLLBACK");
    throw err;
  }
}
