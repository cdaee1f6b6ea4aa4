/** Starts the web server: `npm start` (after a build) or `node server/main.ts`. */
import { Hono } from "hono";
import { createApp } from "./app.ts";
import { startContactService } from "./contact/service.ts";
import { checkCopyFigures } from "./copy-figures.ts";
import { readEnv } from "./env.ts";
import { close, listen } from "./http-server.ts";
import { createLogger } from "./log.ts";
import { publishConfig } from "./publish/config.ts";
import { startPublishing } from "./publish/service.ts";
import { loadStaticSite } from "./static-site.ts";

/** How long requests in flight may take to finish once SIGTERM arrived. */
const drainMs = 10_000;

const env = readEnv();
const log = createLogger(env.LOG_LEVEL);
const site = loadStaticSite(env.STATIC_DIR);
if (!site) log.error("site.missing", { staticDir: env.STATIC_DIR, hint: "run npm run build" });
checkCopyFigures(env, site?.figures);

const contact = startContactService({ env, log });
// With PUBLISH_REPOSITORY set, the site follows the repository (server/publish/); else it serves STATIC_DIR.
const publishing = publishConfig(env);
const published = publishing
  ? await startPublishing({ config: publishing, env, log, base: site, notify: contact.notify })
  : undefined;
const api = new Hono().route("/", contact.app);
if (published?.app) api.route("/", published.app);
// The editor at /admin/ edits the repository and branch the server publishes: nothing to edit without one.
const app = createApp({ site: published?.site ?? (() => site), log, api, editor: publishing });

const server = listen({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (port) => {
  log.info("server.listening", { url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${port}` });
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
  // A last resort only: each step below is bounded on its own.
  setTimeout(
    () => {
      log.error("server.stop_forced");
      process.exit(1);
    },
    drainMs + contact.stopTimeoutMs + 5_000,
  ).unref();
  // In order: end the build in progress (nothing is published or refused meanwhile); stop taking
  // requests and let those in flight finish (no new message can be stored after this); then let
  // the send in flight end or give it up cleanly; then close the database.
  await published?.stop();
  await close(server, drainMs);
  await contact.stop();
  log.info("server.stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
