/**
 * `startPublishing()`: the server follows the repository. Wires the live
 * build (live.ts), the pipeline (publisher.ts) behind a one-at-a-time queue
 * (queue.ts), the webhook (webhook.ts) when a secret is set, and polling of
 * the branch (at start too, to catch what was pushed while the server was
 * down) unless it is turned off. server/main.ts serves `site()` and mounts `app`.
 */
import { resolve } from "node:path";
import type { Hono } from "hono";
import type { NewNotice } from "../contact/sqlite.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import type { StaticSite } from "../static-site.ts";
import type { BuildOptions, BuildOutcome } from "./build.ts";
import { type PublishConfig, publishPaths } from "./config.ts";
import { redactRemote } from "./git.ts";
import { LiveSite } from "./live.ts";
import { Publisher, type PublishRequest } from "./publisher.ts";
import { SingleFlight } from "./queue.ts";
import { switchTo, writeState } from "./releases.ts";
import { webhookRoute } from "./webhook.ts";

export type PublishingOptions = {
  config: PublishConfig;
  env: ServerEnv;
  log: Logger;
  /** The server's own build (STATIC_DIR), served until something is published. */
  base: StaticSite | undefined;
  notify: (notice: NewNotice) => void;
  /** The server's own project folder; this one by default. */
  ownRoot?: string;
  /** Replaces the real build (tests). */
  build?: (options: BuildOptions) => Promise<BuildOutcome>;
};

export type Publishing = {
  /** The build to serve now. */
  site: () => StaticSite | undefined;
  /** The webhook's route, when a secret is set. */
  app?: Hono;
  /** Queues a build of the branch's head, as a webhook does. */
  request(request: PublishRequest): void;
  /** Resolves once no build runs or waits (tests). */
  idle(): Promise<void>;
  /** Cuts the build in progress short and stops polling and watching. */
  stop(): Promise<void>;
};

/** Variables of the server's environment a build may need; nothing secret. */
const passedToBuild = [
  "PATH",
  "VITE_ANALYTICS_ID",
  "NGINX_LISTEN",
  "NGINX_UPSTREAM",
  "HTTP_PROXY",
  "HTTPS_PROXY",
  "NO_PROXY",
  "BUILD_CACHE_DIR",
];

function buildEnvironment(dir: string): Record<string, string | undefined> {
  const paths = publishPaths(dir);
  return {
    // What one build compresses, the next reads (scripts/precompress.ts), unless the server names another cache.
    BUILD_CACHE_DIR: paths.buildCache,
    ...Object.fromEntries(passedToBuild.filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
    HOME: paths.home,
    LANG: "C.UTF-8",
    npm_config_cache: paths.npmCache,
    npm_config_update_notifier: "false",
    // nginx in front follows the link, whichever release it points at.
    NGINX_ROOT: resolve(dir, "current", "client"),
  };
}

export async function startPublishing(options: PublishingOptions): Promise<Publishing> {
  const { config, env, log } = options;
  const live = new LiveSite(config.dir, options.base, env, log);
  const publisher = new Publisher({
    config,
    env,
    log,
    live,
    notify: options.notify,
    ownRoot: options.ownRoot ?? resolve(import.meta.dirname, "../.."),
    buildEnv: buildEnvironment(config.dir),
    build: options.build,
  });
  await publisher.prepare();
  if (!live.follow()) {
    // The release `current` names cannot be served by this server (built by older code, files gone):
    // serve the own build, and let polling build the branch again.
    switchTo(config.dir, undefined);
    writeState(config.dir, {});
  }
  live.watch();

  const queue = new SingleFlight<PublishRequest>(
    (request) => publisher.publish(request),
    (a, b) => ({ force: a.force || b.force }),
  );
  const poll = () => {
    live.follow();
    queue.request({ force: false });
  };
  const timer = config.pollMs > 0 ? setInterval(poll, config.pollMs) : undefined;
  timer?.unref();
  if (config.pollMs > 0) poll();

  log.info("publish.on", {
    repository: config.repository,
    branch: config.branch,
    remote: redactRemote(config.remote),
    webhook: Boolean(config.secret),
    pollSeconds: config.pollMs / 1000,
    release: live.release ?? "own build",
  });

  return {
    site: live.get,
    app: config.secret
      ? webhookRoute({
          secret: config.secret,
          target: config,
          log,
          trustProxy: env.TRUST_PROXY,
          onPush: () => queue.request({ force: true }),
        })
      : undefined,
    request: (request) => queue.request(request),
    idle: () => queue.idle(),
    async stop() {
      clearInterval(timer);
      live.stop();
      publisher.stop();
      await queue.stop();
    },
  };
}
