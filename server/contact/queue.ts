/**
 * The delivery state the outbox works on, for either table: contact messages
 * and the site's notices to the practitioner carry the same columns (status,
 * attempts, next attempt, lock, last error, delivery), so one set of queries
 * and one worker (`outbox.ts`) deliver both.
 */
import type { DatabaseSync } from "node:sqlite";
import { type QueuedRow, transaction } from "./sqlite.ts";

export type QueueTable = "messages" | "notices";

export class DeliveryQueue<Row extends QueuedRow> {
  readonly db: DatabaseSync;
  readonly table: QueueTable;
  /** The prefix of the outbox's log events for this table. */
  readonly events: string;
  #statements = new Map<string, ReturnType<DatabaseSync["prepare"]>>();

  constructor(db: DatabaseSync, table: QueueTable, events: string) {
    this.db = db;
    this.table = table;
    this.events = events;
  }

  /** A prepared statement, kept; `$table` stands for this queue's table. */
  protected sql(sql: string) {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql.replaceAll("$table", this.table));
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  /** Takes the oldest due pending row and locks it for `lockedBy`. */
  claimNext(now: number, lockedBy: string): Row | undefined {
    return this.claim(now, lockedBy, 1)[0];
  }

  /** Takes up to `limit` of the oldest due pending rows, in one commit, and locks them for `lockedBy`. */
  claim(now: number, lockedBy: string, limit: number): Row[] {
    const rows = this.sql(
      `UPDATE $table SET status = 'sending', locked_by = ?, locked_at = ?, attempts = attempts + 1
       WHERE id IN (SELECT id FROM $table WHERE status = 'pending' AND next_attempt_at <= ?
                    ORDER BY next_attempt_at, id LIMIT ?)
       RETURNING *`,
    ).all(lockedBy, now, now, limit) as Row[];
    return rows.sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.id - b.id);
  }

  markSent(id: number, now: number, by: "smtp" | "export" = "smtp"): void {
    this.sql(
      `UPDATE $table SET status = 'sent', sent_at = ?, delivered_by = ?, locked_by = NULL, locked_at = NULL,
              last_error = NULL
       WHERE id = ?`,
    ).run(now, by, id);
  }

  markRetry(id: number, nextAttemptAt: number, error: string): void {
    this.sql(
      `UPDATE $table SET status = 'pending', next_attempt_at = ?, last_error = ?, locked_by = NULL, locked_at = NULL
       WHERE id = ? AND status = 'sending'`,
    ).run(nextAttemptAt, error, id);
  }

  markDead(id: number, error: string): void {
    this.sql(
      `UPDATE $table SET status = 'dead', last_error = ?, locked_by = NULL, locked_at = NULL
       WHERE id = ? AND status = 'sending'`,
    ).run(error, id);
  }

  /** Rows locked by a worker, for the stale-lock check. */
  locked(): { id: number; locked_by: string; locked_at: number }[] {
    return this.sql("SELECT id, locked_by, locked_at FROM $table WHERE status = 'sending'").all() as {
      id: number;
      locked_by: string;
      locked_at: number;
    }[];
  }

  /** Puts locked rows back in the queue, due now (the attempt they used stays counted). */
  release(ids: readonly number[], now: number): number {
    if (ids.length === 0) return 0;
    return transaction(this.db, () => {
      let count = 0;
      for (const id of ids) {
        count += Number(
          this.sql(
            `UPDATE $table SET status = 'pending', next_attempt_at = ?, locked_by = NULL, locked_at = NULL
             WHERE id = ? AND status = 'sending'`,
          ).run(now, id).changes,
        );
      }
      return count;
    });
  }

  /** Makes every pending row that waits for a retry due now (SMTP is back); returns how many. */
  wakeWaiting(now: number): number {
    return Number(
      this.sql("UPDATE $table SET next_attempt_at = ? WHERE status = 'pending' AND next_attempt_at > ?").run(now, now)
        .changes,
    );
  }

  /** When the next pending row falls due (ms), if any. */
  nextDueAt(): number | undefined {
    const row = this.sql("SELECT MIN(next_attempt_at) AS due FROM $table WHERE status = 'pending'").get() as {
      due: number | null;
    };
    return row.due ?? undefined;
  }

  /** Deletes rows delivered before `cutoff` (ms). */
  purgeDelivered(cutoff: number): number {
    return Number(this.sql("DELETE FROM $table WHERE status = 'sent' AND sent_at < ?").run(cutoff).changes);
  }

  /** Dead rows go back to the queue with a fresh count of attempts. */
  requeueDead(now: number): number {
    return Number(
      this.sql(
        "UPDATE $table SET status = 'pending', attempts = 0, next_attempt_at = ?, last_error = NULL WHERE status = 'dead'",
      ).run(now).changes,
    );
  }
}
