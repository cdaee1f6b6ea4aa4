/** POST /api/contact through the Hono app: no personal data in the logs, delivered messages purged after the retention. */
import { describe, expect, it } from "vitest";
import { postForm, postJson, testEnv, validFull, validShort } from "../../tests/support/contact.ts";
import { serviceForEachTest } from "../../tests/support/contact-api-harness.ts";
import { startContactService } from "./service.ts";

const api = serviceForEachTest();

describe("privacy", () => {
  it("logs no personal data", async () => {
    const payload = validFull({ website: "" });
    await postJson(api.service.app, payload);
    await postJson(api.service.app, { ...validFull(), email: "bad" });
    await postForm(api.service.app, validShort());
    // Without the timestamp, whose seconds could read "10.".
    const logs = api.log.lines.map((l) => JSON.stringify({ ...JSON.parse(l), time: undefined })).join("\n");
    expect(logs).toContain("contact.stored");
    for (const secret of ["Élise", "Martin", "elise.martin", "example.org", "39 98", "rendez-vous", "Sam", "10."]) {
      expect(logs).not.toContain(secret);
    }
  });

  it("purges delivered messages after the retention, keeps the others", async () => {
    await api.service.stop();
    const env = testEnv(api.dir.path, { MESSAGE_RETENTION_DAYS: "30" });
    api.service = startContactService({ env, log: api.log, now: () => api.clock });
    await postJson(api.service.app, validFull());
    await postJson(api.service.app, validFull());
    const [newer, older] = api.service.store.list();
    if (!newer || !older) throw new Error("two messages expected");
    api.service.store.db
      .prepare("UPDATE messages SET status = 'sent', sent_at = ? WHERE id = ?")
      .run(api.clock - 31 * 86_400_000, older.id);
    api.service.store.db
      .prepare("UPDATE messages SET status = 'sent', sent_at = ? WHERE id = ?")
      .run(api.clock - 29 * 86_400_000, newer.id);
    await postJson(api.service.app, validFull());
    await api.service.stop();
    // The purge runs at start (then hourly).
    api.service = startContactService({ env, log: api.log, now: () => api.clock });
    const left = api.service.store.list();
    expect(left).toHaveLength(2);
    expect(left.map((r) => r.status).sort()).toEqual(["pending", "sent"]);
    expect(left.some((r) => r.id === newer.id)).toBe(true);
    expect(left.some((r) => r.id === older.id)).toBe(false);
    expect(api.log.lines.some((l) => l.includes('"contact.purged"'))).toBe(true);
  });
});
