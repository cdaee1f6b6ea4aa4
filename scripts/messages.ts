/**
 * `npm run messages`: read and export the contact messages stored in SQLite,
 * for a practitioner who runs without SMTP or wants to check the outbox.
 *
 *   npm run messages                         recent messages and every undelivered one
 *   npm run messages -- --full               the same, with each message in full
 *   npm run messages -- --undelivered        only messages not delivered yet (pending, sending, dead)
 *   npm run messages -- --all                every stored message
 *   npm run messages -- --since 7            messages of the last 7 days
 *   npm run messages -- --export csv         export (csv or json) to stdout, or --out FILE
 *   npm run messages -- --export json --undelivered --mark-exported
 *                                            … and count the exported ones as delivered (retention then applies)
 *   npm run messages -- --retry-dead         put messages (and the site's notices) that failed for good back in the SMTP queue
 *   npm run messages -- --purge              delete delivered messages older than the retention now
 *
 * Reads DATA_DIR (default data/) and MESSAGE_RETENTION_DAYS like the server.
 */
import { existsSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { site } from "../app/site/config.ts";
import { databaseFile, MessageStore, NoticeStore } from "../server/contact/db.ts";
import type { MessageRow, MessageStatus } from "../server/contact/sqlite.ts";
import { readEnv } from "../server/env.ts";
import { runOperatorCommand } from "./operator-command.ts";

const exportColumns = [
  "public_id",
  "created_at",
  "status",
  "lang",
  "variant",
  "page",
  "first_name",
  "last_name",
  "full_name",
  "email",
  "phone",
  "reason",
  "message",
  "consent_at",
  "attempts",
  "last_error",
  "sent_at",
  "delivered_by",
] as const satisfies readonly (keyof MessageRow)[];

const timeColumns = new Set(["created_at", "consent_at", "sent_at"]);
const undelivered: MessageStatus[] = ["pending", "sending", "dead"];

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const local = (ms: number) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Paris" }).format(ms);

/** One exported record: dates as ISO 8601. */
export function exportRecord(row: MessageRow): Record<string, string | number | null> {
  const out: Record<string, string | number | null> = {};
  for (const column of exportColumns) {
    const value = row[column];
    out[column] = timeColumns.has(column) ? iso(value as number | null) : (value as string | number | null);
  }
  return out;
}

/** RFC 4180 cell; a leading = + - @ or tab is neutralized so a spreadsheet never runs it as a formula. */
export function csvCell(value: string | number | null): string {
  if (value === null) return "";
  let s = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(s) && !/^\+\d{6,15}$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(rows: readonly MessageRow[]): string {
  const lines = [exportColumns.join(",")];
  for (const row of rows) {
    const record = exportRecord(row);
    lines.push(exportColumns.map((c) => csvCell(record[c] ?? null)).join(","));
  }
  // The BOM lets spreadsheet programs read the accents as UTF-8.
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export const toJson = (rows: readonly MessageRow[]) => `${JSON.stringify(rows.map(exportRecord), null, 2)}\n`;

function summarize(row: MessageRow, full: boolean): string {
  const state =
    row.status === "sent"
      ? `delivered ${row.sent_at ? local(row.sent_at) : ""}${row.delivered_by === "export" ? " (exported)" : ""}`
      : row.status === "dead"
        ? `FAILED after ${row.attempts} attempts (${row.last_error ?? "unknown error"})`
        : row.attempts > 0
          ? `waiting, ${row.attempts} attempt(s) so far (${row.last_error ?? ""})`
          : "waiting";
  const lines = [
    `── ${local(row.created_at)} · ${row.full_name} <${row.email}>${row.phone ? ` · ${row.phone}` : ""}`,
    `   ${[row.reason, row.variant === "short" ? "short form" : null, row.page, row.lang].filter(Boolean).join(" · ")} · ${state}`,
    `   ref ${row.public_id}`,
  ];
  if (full) lines.push("", ...row.message.split("\n").map((l) => `   ${l}`), "");
  else {
    const first = row.message.replace(/\s+/g, " ");
    lines.push(`   “${first.length > 100 ? `${first.slice(0, 99)}…` : first}”`);
  }
  return lines.join("\n");
}

export function main(argv: string[], env: Record<string, string | undefined> = process.env): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      all: { type: "boolean", default: false },
      undelivered: { type: "boolean", default: false },
      since: { type: "string" },
      limit: { type: "string" },
      full: { type: "boolean", default: false },
      export: { type: "string" },
      out: { type: "string" },
      "mark-exported": { type: "boolean", default: false },
      "retry-dead": { type: "boolean", default: false },
      purge: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write(
      "Usage: npm run messages -- [--all | --undelivered] [--since DAYS] [--limit N] [--full]\n" +
        "                          [--export csv|json [--out FILE] [--mark-exported]] [--retry-dead] [--purge]\n",
    );
    return 0;
  }
  const config = readEnv(env);
  const file = databaseFile(config.DATA_DIR);
  if (!existsSync(file)) {
    process.stderr.write(`No messages yet: ${file} does not exist (it is created when the server starts).\n`);
    return 0;
  }
  if (values.export && values.export !== "csv" && values.export !== "json") {
    process.stderr.write("--export takes csv or json\n");
    return 2;
  }
  const days = values.since !== undefined ? Number(values.since) : undefined;
  if (days !== undefined && !(days > 0)) {
    process.stderr.write("--since takes a number of days\n");
    return 2;
  }

  const store = new MessageStore(file);
  try {
    const now = Date.now();
    const notices = new NoticeStore(store.db);
    if (values["retry-dead"]) {
      const n = store.requeueDead(now);
      process.stderr.write(`${n} failed message(s) put back in the queue; the server sends them at its next pass.\n`);
      const m = notices.requeueDead(now);
      if (m > 0) process.stderr.write(`${m} failed notice(s) of the site put back in the queue too.\n`);
    }
    if (values.purge) {
      const retention = config.MESSAGE_RETENTION_DAYS ?? site.privacy.messageRetentionDays;
      const cutoff = now - retention * 86_400_000;
      const n = store.purgeDelivered(cutoff) + notices.purgeDelivered(cutoff);
      process.stderr.write(`${n} message(s) delivered more than ${retention} days ago deleted.\n`);
    }
    const since = days !== undefined ? now - days * 86_400_000 : undefined;
    const limit = values.limit !== undefined ? Number(values.limit) : undefined;

    if (values.export) {
      const rows = store.list({ status: values.undelivered ? undelivered : undefined, since, limit });
      const text = values.export === "csv" ? toCsv(rows) : toJson(rows);
      if (values.out) {
        writeFileSync(values.out, text, { mode: 0o600 });
        process.stderr.write(`${rows.length} message(s) written to ${values.out}\n`);
      } else process.stdout.write(text);
      if (values["mark-exported"]) {
        const n = store.markExported(
          rows.filter((r) => r.status === "pending" || r.status === "dead").map((r) => r.id),
          now,
        );
        process.stderr.write(`${n} message(s) marked as delivered by export.\n`);
      }
      return 0;
    }

    const counts = store.counts();
    const out: string[] = [
      `Contact messages in ${file}`,
      `${counts.sent} delivered · ${counts.pending + counts.sending} waiting · ${counts.dead} failed`,
      "",
    ];
    if (values.all || values.undelivered || since !== undefined) {
      const rows = store.list({ status: values.undelivered ? undelivered : undefined, since, limit });
      out.push(...rows.map((r) => summarize(r, values.full)));
      if (rows.length === 0) out.push("No message matches.");
    } else {
      // Default: every undelivered message, then the most recent delivered ones.
      const waiting = store.list({ status: undelivered });
      const recent = store.list({ status: ["sent"], limit: limit ?? 20 });
      if (waiting.length)
        out.push(`Undelivered (${waiting.length}):`, ...waiting.map((r) => summarize(r, values.full)));
      if (recent.length)
        out.push("", `Recently delivered (${recent.length}):`, ...recent.map((r) => summarize(r, values.full)));
      if (waiting.length + recent.length === 0) out.push("No message yet.");
    }
    if (!values.full) out.push("", "Add --full to read each message in full, --export csv|json to export.");
    const unsent = notices.list().filter((n) => n.status !== "sent");
    if (unsent.length > 0) {
      out.push("", `The site's own notices not delivered yet (${unsent.length}):`);
      for (const n of unsent)
        out.push(`${iso(n.created_at)}  ${n.status}  ${n.subject}`, ...(values.full ? [n.body] : []));
    }
    if (counts.dead > 0 || unsent.some((n) => n.status === "dead"))
      out.push("Failed messages: fix the SMTP settings, then run `npm run messages -- --retry-dead`.");
    process.stdout.write(`${out.join("\n")}\n`);
    return 0;
  } finally {
    store.close();
  }
}

if (import.meta.main) runOperatorCommand(main);
