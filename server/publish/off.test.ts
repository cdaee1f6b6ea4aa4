/** With no publishing setting, the real server behaves as before: no webhook, no publishing folder, no git. */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";
import { type RunningServer, startServer, tempDir } from "../../tests/support/process.ts";
import { webhookPath } from "./webhook.ts";

const data = tempDir("publish-off-");
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  data.remove();
});

it("answers the webhook's address as any unknown address and starts nothing", async () => {
  server = await startServer({
    env: { DATA_DIR: data.path, STATIC_DIR: resolve(import.meta.dirname, "../../build/client"), LOG_LEVEL: "info" },
  });
  const hook = await fetch(`${server.url}${webhookPath}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  expect(hook.status).toBe(404);
  expect(existsSync(join(data.path, "publish"))).toBe(false);
  expect(server.output.join("")).not.toContain('"publish.');
});
