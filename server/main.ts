/** Starts the web server: `npm start` (after a build) or `node server/main.ts`. */
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { startContactService } from "./contact/index.ts";
import { checkCopyFigures } from "./copy-figures.ts";
import { readEnv } from "./env.ts";
import { createLogger } from "./log.ts";
import { loadStaticSite } from "./static-site.ts";

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const site = loadStaticSite(env.STATIC_DIR);
if (!site) log.error("site.missing", { staticDir: env.STATIC_DIR, hint: "run npm run build" });
checkCopyFigures(env, site?.figures);

const contact = startContactService({ env, log });
const app = createApp({ site, log, api: contact.app });

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  log.info("server.listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${info.port}` });
});

server.on("error", (error: NodeJS.ErrnoException) => {
  log.error("server.listen_failed", { code: error.code, port: env.PORT, message: error.message });
  process.exit(1);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info("server.stopping", { signal });
  // Stop accepting connections, let requests in flight finish, then close the database.
  server.close(async () => {
    await contact.stop();
    log.info("server.stopped");
    process.exit(0);
  });
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
