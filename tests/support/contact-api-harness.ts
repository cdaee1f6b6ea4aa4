/**
 * The contact service the api-*.test.ts files post to: the real Hono app on a
 * throw-away data folder. `serviceForEachTest` starts a fresh one before every
 * test, with a clock the test can move and a logger that keeps its lines;
 * `serviceForAllTests` (the property tests) shares one across the file's
 * tests, with a rate limit no random run reaches.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type ContactService, startContactService } from "../../server/contact/service.ts";
import { memoryLogger, testEnv } from "./contact.ts";
import { tempDir } from "./process.ts";

type Harness = { dir: ReturnType<typeof tempDir>; service: ContactService };

export function serviceForEachTest() {
  const api = {
    /** How many messages are stored. */
    count: () => api.service.store.list().length,
  } as Harness & { log: ReturnType<typeof memoryLogger>; clock: number; count: () => number };
  beforeEach(() => {
    api.dir = tempDir();
    api.log = memoryLogger();
    api.clock = Date.now();
    api.service = startContactService({ env: testEnv(api.dir.path), log: api.log, now: () => api.clock });
  });
  afterEach(async () => {
    await api.service.stop();
    api.dir.remove();
  });
  return api;
}

export function serviceForAllTests() {
  const api = {
    /** How many rows the messages table holds, read from the database itself. */
    rows: () => (api.service.store.db.prepare("SELECT COUNT(*) AS n FROM messages").get() as { n: number }).n,
  } as Harness & { rows: () => number };
  beforeAll(() => {
    api.dir = tempDir();
    api.service = startContactService({
      env: testEnv(api.dir.path),
      log: { debug() {}, info() {}, warn() {}, error() {} },
      rateLimit: { max: 1_000_000, windowMs: 60_000 },
    });
  });
  afterAll(async () => {
    await api.service.stop();
    api.dir.remove();
  });
  return api;
}
