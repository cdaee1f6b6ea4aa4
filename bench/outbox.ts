/**
 * `npm run bench:outbox`: how fast the outbox drains after an SMTP outage.
 * Stores N messages (1,000 by default) through POST /api/contact while the
 * SMTP port refuses connections, waits until each has failed once, then
 * starts a local SMTP sink (bench/smtp-sink.ts, its own process) on that
 * port and measures the time until every message is delivered, with the
 * production retry, probe and pool settings.
 *
 *   npm run bench:outbox
 *   npm run bench:outbox -- --messages 200
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startContactService } from "../server/contact/service.ts";
import { createLogger } from "../server/log.ts";
import { nextAddress, testEnv, uniqueKey, validShort } from "../tests/support/contact.ts";
import { freePort, tempDir, waitFor } from "../tests/support/process.ts";

const { values } = parseArgs({ options: { messages: { type: "string", default: "1000" } } });
const total = Number(values.messages);

const port = await freePort();
const dir = tempDir("bench-outbox-");
const service = startContactService({
  env: testEnv(dir.path, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "site@example.org" }),
  log: createLogger("silent"),
  rateLimit: { max: total + 1, windowMs: 60_000 },
});

try {
  const storing = Date.now();
  for (let i = 0; i < total; i++) {
    const res = await service.app.request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify(validShort({ key: uniqueKey() })),
    });
    if (res.status !== 201) throw new Error(`submission ${i}: ${res.status}`);
  }
  console.log(`stored ${total} messages in ${((Date.now() - storing) / 1000).toFixed(1)} s while SMTP was down`);
  await waitFor(() => service.store.list().every((r) => r.attempts >= 1 && r.status === "pending"), 600_000, 100);
  const failed = Date.now();
  console.log(`every message failed at least once (${((failed - storing) / 1000).toFixed(1)} s after the first)`);

  const sink = spawn(
    join(import.meta.dirname, "../node_modules/.bin/node"),
    [join(import.meta.dirname, "smtp-sink.ts"), String(port)],
    {
      stdio: ["pipe", "pipe", "inherit"],
    },
  );
  sink.stdout.setEncoding("utf8");
  await once(sink.stdout, "data");
  const back = Date.now();
  let firstAt = 0;
  await waitFor(
    () => {
      if (!firstAt && service.store.counts().sent > 0) firstAt = Date.now();
      return service.store.counts().sent === total;
    },
    600_000,
    20,
  );
  const drained = (Date.now() - back) / 1000;
  sink.stdin.write("count\n");
  const [received] = (await once(sink.stdout, "data")) as [string];
  sink.stdin.end();
  console.log(`SMTP back: first delivery after ${((firstAt - back) / 1000).toFixed(1)} s`);
  console.log(
    `all ${total} delivered ${drained.toFixed(1)} s after SMTP's return (${(total / drained).toFixed(0)} messages/s overall); ` +
      `the sink accepted ${received.trim()}`,
  );
} finally {
  await service.stop();
  dir.remove();
}
