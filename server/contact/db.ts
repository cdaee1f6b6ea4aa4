/**
 * The contact messages' store: one table that is both the archive and the
 * outbox (schema and connection in `sqlite.ts`). The server answers 2xx only
 * after the commit.
 */
import { join, resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import {
  busyTimeouts,
  type MessageRow,
  type MessageStatus,
  type NewMessage,
  openDatabase,
  transaction,
} from "./sqlite.ts";

export const databaseFile = (dataDir: string) => resolve(join(dataDir, "contact.sqlite"));

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
