/** The SQLite store: durability settings, versioned migrations, idempotent insert. */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, expect, it } from "vitest";
import { tempDir } from "../../tests/support/process.ts";
import { databaseFile, MessageStore } from "./db.ts";
import { migrations, schemaVersion } from "./sqlite.ts";

const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});
const fresh = () => {
  const d = tempDir();
  dirs.push(d);
  return d;
};

const message = (key: string) => ({
  publicId: `id-${key}`,
  idemKey: key,
  createdAt: Date.now(),
  lang: "fr",
  variant: "short",
  fullName: "Sam",
  email: "sam@example.com",
  message: "Bonjour à vous",
});

it("creates the database under DATA_DIR on first start, in WAL with synchronous=FULL", () => {
  const dir = fresh();
  const file = databaseFile(join(dir.path, "nested", "data"));
  const store = new MessageStore(file);
  expect(existsSync(file)).toBe(true);
  const pragma = (name: string) => Object.values(store.db.prepare(`PRAGMA ${name}`).get() as object)[0];
  expect(pragma("journal_mode")).toBe("wal");
  expect(pragma("synchronous")).toBe(2);
  expect(pragma("busy_timeout")).toBe(5000);
  expect(schemaVersion(store.db)).toBe(migrations.length);
  store.close();
});

it("migrates once, and refuses a database newer than the code", () => {
  const dir = fresh();
  const file = databaseFile(dir.path);
  new MessageStore(file).close();
  const again = new MessageStore(file);
  expect(schemaVersion(again.db)).toBe(migrations.length);
  again.db.exec(`PRAGMA user_version = ${migrations.length + 1}`);
  again.close();
  expect(() => new MessageStore(file)).toThrow(/newer than this code/);
  const raw = new DatabaseSync(file);
  raw.exec(`PRAGMA user_version = ${migrations.length}`);
  raw.close();
});

it("stores one row per idempotency key", () => {
  const store = new MessageStore(databaseFile(fresh().path));
  expect(store.insert(message("k1"))).toEqual({ publicId: "id-k1", created: true });
  expect(store.insert({ ...message("k1"), publicId: "other" })).toEqual({ publicId: "id-k1", created: false });
  expect(store.list()).toHaveLength(1);
  store.close();
});
