/** `npm run messages`: listing, JSON and CSV export, marking exported, requeueing failed messages. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { databaseFile, MessageStore } from "../server/contact/db.ts";
import { startContactService } from "../server/contact/service.ts";
import { memoryLogger, postJson, testEnv, validFull, validShort } from "../tests/support/contact.ts";
import { tempDir } from "../tests/support/process.ts";
import { csvCell, main } from "./messages.ts";

let dir: ReturnType<typeof tempDir>;
let out: string;
let err: string;

function run(...args: string[]): number {
  out = "";
  err = "";
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  try {
    return main(args, { DATA_DIR: dir.path });
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
}

beforeEach(async () => {
  dir = tempDir();
  const service = startContactService({ env: testEnv(dir.path), log: memoryLogger() });
  await postJson(service.app, validFull({ message: 'Bonjour, "entre guillemets",\nsur deux lignes.' }));
  await postJson(service.app, validShort({ name: "=HYPERLINK(1)", message: "@SUM(A1) looks like a formula" }));
  await service.stop();
});
afterEach(() => dir.remove());

describe("npm run messages", () => {
  it("lists undelivered messages with a preview, and in full with --full", () => {
    expect(run()).toBe(0);
    expect(out).toContain("0 delivered · 2 waiting · 0 failed");
    expect(out).toContain("Undelivered (2):");
    expect(out).toContain("Élise Martin-Durand <elise.martin@example.org> · +33639981234");
    expect(out).toContain('“Bonjour, "entre guillemets", sur deux lignes.”');
    expect(run("--full")).toBe(0);
    expect(out).toContain('   Bonjour, "entre guillemets",\n   sur deux lignes.');
  });

  it("exports JSON with ISO dates", () => {
    expect(run("--export", "json")).toBe(0);
    const records = JSON.parse(out) as Record<string, unknown>[];
    expect(records).toHaveLength(2);
    expect(records[1]).toMatchObject({
      full_name: "Élise Martin-Durand",
      email: "elise.martin@example.org",
      reason: "couple",
      status: "pending",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("exports CSV that spreadsheets read safely", () => {
    expect(run("--export", "csv")).toBe(0);
    expect(out.startsWith("\uFEFFpublic_id,created_at,status,")).toBe(true);
    expect(out).toContain('"Bonjour, ""entre guillemets"",\nsur deux lignes."');
    expect(out).toContain("'=HYPERLINK(1)");
    expect(out).toContain("'@SUM(A1) looks like a formula");
    expect(out).toContain(",+33639981234,");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(3)).toBe("3");
  });

  it("writes an export file and counts the exported messages as delivered", () => {
    const file = join(dir.path, "export.csv");
    expect(run("--export", "csv", "--undelivered", "--out", file, "--mark-exported")).toBe(0);
    expect(readFileSync(file, "utf8").split("\r\n").filter(Boolean)).toHaveLength(3); // header + 2 records (a line break inside a cell is a bare LF)
    expect(err).toContain("2 message(s) marked as delivered by export");
    const store = new MessageStore(databaseFile(dir.path));
    expect(store.list().map((r) => [r.status, r.delivered_by])).toEqual([
      ["sent", "export"],
      ["sent", "export"],
    ]);
    store.close();
    run();
    expect(out).toContain("Recently delivered (2):");
  });

  it("puts failed messages back in the queue", () => {
    const store = new MessageStore(databaseFile(dir.path));
    store.db.exec("UPDATE messages SET status = 'dead', attempts = 15, last_error = 'ESOCKET'");
    store.close();
    run();
    expect(out).toContain("FAILED after 15 attempts (ESOCKET)");
    expect(out).toContain("--retry-dead");
    expect(run("--retry-dead")).toBe(0);
    expect(err).toContain("2 failed message(s) put back in the queue");
    const again = new MessageStore(databaseFile(dir.path));
    expect(again.counts()).toMatchObject({ pending: 2, dead: 0 });
    expect(again.list()[0]).toMatchObject({ attempts: 0, last_error: null });
    again.close();
  });

  it("says so when there is no database yet, and refuses bad options", () => {
    dir.remove();
    expect(run()).toBe(0);
    expect(err).toContain("No messages yet");
    dir = tempDir();
    const service = startContactService({ env: testEnv(dir.path), log: memoryLogger() });
    void service.stop();
    expect(run("--export", "xml")).toBe(2);
    expect(run("--since", "soon")).toBe(2);
    expect(() => run("--unknown")).toThrow();
  });
});
