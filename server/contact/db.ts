/**
 * The contact messages' store: one table that is both the archive and the
 * outbox (schema and connection in `sqlite.ts`, delivery queries in
 * `queue.ts`). The server answers 2xx only after the commit. Beside it, the
 * site's own notices to the practitioner, delivered by the same outbox.
 */
import { randomUUID } from "node:crypto";
import { join, resolve } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { DeliveryQueue } from "./queue.ts";
import {
  busyTimeouts,
  type MessageRow,
  type MessageStatus,
  type NewMessage,
  type NewNotice,
  type NoticeRow,
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

/** Every query the contact pipeline and the operator's CLI run; the delivery queries are the queue's. */
export class MessageStore extends DeliveryQueue<MessageRow> {
  readonly file: string;

  constructor(file: string, busyTimeoutMs: number = busyTimeouts.cli) {
    super(openDatabase(file, busyTimeoutMs), "messages", "contact");
    this.file = file;
  }

  findByKey(idemKey: string): { publicId: string } | undefined {
    const row = this.sql("SELECT public_id FROM messages WHERE idem_key = ?").get(idemKey) as
      | { public_id: string }
      | undefined;
    return row && { publicId: row.public_id };
  }

  /** Stores a message once per idempotency key; returns the stored public id and whether this call created it. */
  insert(m: NewMessage): { publicId: string; created: boolean } {
    return transaction(this.db, () => {
      const inserted = this.sql(
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

  /** Marks undelivered messages as delivered by hand (the operator exported them). */
  markExported(ids: readonly number[], now: number): number {
    return transaction(this.db, () => {
      let count = 0;
      for (const id of ids) {
        count += Number(
          this.sql(
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
    for (const row of this.sql("SELECT status, COUNT(*) AS n FROM messages GROUP BY status").all() as {
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

/** The site's own e-mails to the practitioner, in the same database as the messages (its connection). */
export class NoticeStore extends DeliveryQueue<NoticeRow> {
  constructor(db: DatabaseSync) {
    super(db, "notices", "notice");
  }

  /** Stores a notice once per key; returns whether this call stored it. */
  add(notice: NewNotice, now: number): { publicId: string; created: boolean } {
    const publicId = randomUUID();
    const inserted = this.sql(
      `INSERT INTO $table (public_id, idem_key, kind, created_at, subject, body, next_attempt_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (idem_key) DO NOTHING
       RETURNING public_id`,
    ).get(publicId, notice.idemKey, notice.kind, now, notice.subject, notice.body, now);
    return { publicId, created: inserted !== undefined };
  }

  list(): NoticeRow[] {
    return this.sql("SELECT * FROM $table ORDER BY created_at DESC, id DESC").all() as NoticeRow[];
  }
}
