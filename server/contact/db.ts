/**
 * The contact messages' SQLite store: one table that is both the archive and
 * the outbox. WAL with synchronous=FULL, so a committed row survives a crash
 * of the process or of the machine; the server answers 2xx only after the
 * commit. Schema changes are numbered migrations tracked in PRAGMA user_version.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";

export const databaseFile = (dataDir: string) => resolve(join(dataDir, "contact.sqlite"));

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
];

export type MessageStatus = "pending" | "sending" | "sent" | "dead";

export type MessageRow = {
  id: number;
  public_id: string;
  idem_key: string;
  created_at: number;
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

export type ListFilter = {
  /** Only these states. */
  status?: readonly MessageStatus[];
  /** Only messages created at or after this time (ms). */
  since?: number;
  limit?: number;
};

/** Every query the contact pipeline and the operator's CLI run. */
export class MessageStore {
  readonly db: DatabaseSync;
  readonly file: string;
  #statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();

  constructor(file: string, busyTimeoutMs: number = busyTimeouts.cli) {
    this.file = file;
    this.db = openDatabase(file, busyTimeoutMs);
  }

  #sql(sql: string) {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  findByKey(idemKey: string): { publicId: string } | undefined {
    const row = this.#sql("SELECT public_id FROM messages WHERE idem_key = ?").get(idemKey) as
      | { public_id: string }
      | undefined;
    return row && { publicId: row.public_id };
  }

  /** Stores a message once per idempotency key; returns the stored public id and whether this call created it. */
  insert(m: NewMessage): { publicId: string; created: boolean } {
    return transaction(this.db, () => {
      const inserted = this.#sql(
        `INSERT INTO messages (public_id, idem_key, created_at, lang, variant, page, first_name, last_name, full_name,
                               email, phone, reason, message, consent_at, next_attempt_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (idem_key) DO NOTHING
         RETURNING public_id`,
      ).get(
        m.publicId,
        m.idemKey,
        m.createdAt,
        m.lang,
        m.variant,
        m.page ?? null,
        m.firstName ?? null,
        m.lastName ?? null,
        m.fullName,
        m.email,
        m.phone ?? null,
        m.reason ?? null,
        m.message,
        m.createdAt,
        m.createdAt,
      ) as { public_id: string } | undefined;
      if (inserted) return { publicId: inserted.public_id, created: true };
      const existing = this.findByKey(m.idemKey);
      if (!existing) throw new Error("Idempotency conflict without a stored row");
      return { publicId: existing.publicId, created: false };
    });
  }

  /** Takes the oldest due pending message and locks it for `lockedBy`. */
  claimNext(now: number, lockedBy: string): MessageRow | undefined {
    return this.claim(now, lockedBy, 1)[0];
  }

  /** Takes up to `limit` of the oldest due pending messages, in one commit, and locks them for `lockedBy`. */
  claim(now: number, lockedBy: string, limit: number): MessageRow[] {
    const rows = this.#sql(
      `UPDATE messages SET status = 'sending', locked_by = ?, locked_at = ?, attempts = attempts + 1
       WHERE id IN (SELECT id FROM messages WHERE status = 'pending' AND next_attempt_at <= ?
                    ORDER BY next_attempt_at, id LIMIT ?)
       RETURNING *`,
    ).all(lockedBy, now, now, limit) as MessageRow[];
    return rows.sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.id - b.id);
  }

  markSent(id: number, now: number, by: "smtp" | "export" = "smtp"): void {
    this.#sql(
      `UPDATE messages SET status = 'sent', sent_at = ?, delivered_by = ?, locked_by = NULL, locked_at = NULL,
              last_error = NULL
       WHERE id = ?`,
    ).run(now, by, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.#sql(
      `UPDATE messages SET status = 'pending', next_attempt_at = ?, last_error = ?, locked_by = NULL, locked_at = NULL
       WHERE id = ? AND status = 'sending'`,
    ).run(nextAttemptAt, error, id);
  }

  markDead(id: number, error: string): void {
    this.#sql(
      `UPDATE messages SET status = 'dead', last_error = ?, locked_by = NULL, locked_at = NULL
       WHERE id = ? AND status = 'sending'`,
    ).run(error, id);
  }

  /** Messages locked by a worker, for the stale-lock check. */
  locked(): { id: number; locked_by: string; locked_at: number }[] {
    return this.#sql("SELECT id, locked_by, locked_at FROM messages WHERE status = 'sending'").all() as {
      id: number;
      locked_by: string;
      locked_at: number;
    }[];
  }

  /** Puts locked messages back in the queue, due now (the attempt they used stays counted). */
  release(ids: readonly number[], now: number): number {
    if (ids.length === 0) return 0;
    return transaction(this.db, () => {
      let count = 0;
      for (const id of ids) {
        count += Number(
          this.#sql(
            `UPDATE messages SET status = 'pending', next_attempt_at = ?, locked_by = NULL, locked_at = NULL
             WHERE id = ? AND status = 'sending'`,
          ).run(now, id).changes,
        );
      }
      return count;
    });
  }

  /** Makes every pending message that waits for a retry due now (SMTP is back); returns how many. */
  wakeWaiting(now: number): number {
    return Number(
      this.#sql("UPDATE messages SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?").run(
        now,
        now,
      ).changes,
    );
  }

  /** When the next pending message falls due (ms), if any. */
  nextDueAt(): number | undefined {
    const row = this.#sql("SELECT MIN(next_attempt_at) AS due FROM messages WHERE status = 'pending'").get() as {
      due: number | null;
    };
    return row.due ?? undefined;
  }

  /** Deletes delivered messages delivered before `cutoff` (ms). */
  purgeDelivered(cutoff: number): number {
    return Number(this.#sql("DELETE FROM messages WHERE status = 'sent' AND sent_at < ?").run(cutoff).changes);
  }

  /** Dead messages go back to the queue with a fresh count of attempts. */
  requeueDead(now: number): number {
    return Number(
      this.#sql(
        "UPDATE messages SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'dead'",
      ).run(now).changes,
    );
  }

  /** Marks undelivered messages as delivered by hand (the operator exported them). */
  markExported(ids: readonly number[], now: number): number {
    return transaction(this.db, () => {
      let count = 0;
      for (const id of ids) {
        count += Number(
          this.#sql(
            `UPDATE messages SET status = 'sent', sent_at = ?, delivered_by = 'export'
             WHERE id = ? AND status IN ('pending', 'dead')`,
          ).run(now, id).changes,
        );
      }
      return count;
    });
  }

  list(filter: ListFilter = {}): MessageRow[] {
    const where: string[] = [];
    const params: (string | number)[] = [];
    if (filter.status?.length) {
      where.push(`status IN (${filter.status.map(() => "?").join(", ")})`);
      params.push(...filter.status);
    }
    if (filter.since !== undefined) {
      where.push("created_at >= ?");
      params.push(filter.since);
    }
    const sql = `SELECT * FROM messages ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
                 ORDER BY created_at DESC, id DESC LIMIT ?`;
    return this.db.prepare(sql).all(...params, filter.limit ?? -1) as MessageRow[];
  }

  counts(): Record<MessageStatus, number> {
    const out: Record<MessageStatus, number> = { pending: 0, sending: 0, sent: 0, dead: 0 };
    for (const row of this.#sql("SELECT status, COUNT(*) AS n FROM messages GROUP BY status").all() as {
      status: MessageStatus;
      n: number;
    }[]) {
      out[row.status] = Number(row.n);
    }
    return out;
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
