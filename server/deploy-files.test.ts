/**
 * The container and service examples, checked as far as they can be without
 * building an image: they start the server with the command the tests run,
 * as a non-root user, with the database on a volume, a working health check,
 * and enough time for the server's own graceful stop.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import playwrightConfig from "../playwright.config.ts";
import { freePort, waitFor } from "../tests/support/process.ts";
import { createApp } from "./app.ts";
import { defaultOutboxOptions } from "./contact/outbox-policy.ts";
import { readEnv } from "./env.ts";
import { close, listen } from "./http-server.ts";
import { createLogger } from "./log.ts";
import { publishConfig } from "./publish/config.ts";

const root = resolve(import.meta.dirname, "..");
const read = (path: string) => readFileSync(join(root, path), "utf8");
const dockerfile = read("Dockerfile");
const compose = read("deploy/compose.yaml");
const unit = read("deploy/cabinet.service");
/** The server's worst-case stop: requests drain (10 s), then the send in flight (stopTimeoutMs), then 5 s of margin. */
const stopBudgetSeconds = (10_000 + defaultOutboxOptions.stopTimeoutMs + 5_000) / 1000;

const lastStage = dockerfile.slice(dockerfile.lastIndexOf("\nFROM "));
/** An instruction of the last stage, continuation lines joined (the last one of that name). */
const instruction = (name: string) => {
  const lines = lastStage.replace(/\\\n\s*/g, " ").split("\n");
  const line = lines.findLast((l) => l.startsWith(`${name} `)) ?? "";
  return line.slice(name.length + 1).trim();
};

describe("Dockerfile", () => {
  it("starts the server exactly as the tests do", () => {
    const cmd = JSON.parse(instruction("CMD")) as string[];
    expect(cmd.join(" ")).toBe(
      playwrightConfig.webServer && "command" in playwrightConfig.webServer ? playwrightConfig.webServer.command : "",
    );
    expect(instruction("STOPSIGNAL")).toBe("SIGTERM");
  });

  it("runs Node 24 slim as a non-root user, with DATA_DIR and PUBLISH_DIR on volumes it owns", () => {
    expect(dockerfile).toMatch(/^FROM node:24-slim$/m);
    expect(instruction("USER")).toBe("node");
    const dataDir = /DATA_DIR=(\S+)/.exec(instruction("ENV"))?.[1];
    const publishDir = /PUBLISH_DIR=(\S+)/.exec(instruction("ENV"))?.[1];
    expect(dataDir).toBe("/data");
    expect(publishDir).toBe("/publish");
    expect(JSON.parse(instruction("VOLUME"))).toEqual([dataDir, publishDir]);
    expect(instruction("RUN").includes(`chown node:node ${dataDir} ${publishDir}`)).toBe(true);
  });

  it("can build a published commit in place: git, the lockfile, the build tools, npm and nice", () => {
    expect(lastStage).toMatch(/apt-get install [^\n]*\bgit\b/);
    expect(lastStage).toMatch(/COPY --from=build \/app\/package\.json \/app\/package-lock\.json \.\//);
    expect(lastStage).toMatch(/COPY --from=build \/app\/node_modules \.\/node_modules/);
    expect(dockerfile).not.toMatch(/npm prune/);
    // The base image's: npm for the build, coreutils' nice for its priority.
    expect(lastStage).toMatch(/^FROM node:24-slim$/m);
  });

  it("carries the operator's commands its README names", () => {
    const scripts = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts;
    for (const name of ["messages", "publish:rollback"]) {
      const file = /^node (scripts\/\S+\.ts)$/.exec(scripts[name] ?? "")?.[1] ?? "";
      expect(lastStage).toContain(`/app/${file}`);
    }
  });

  it("checks its health with server/healthcheck.ts on /healthz", () => {
    expect(instruction("HEALTHCHECK")).toContain('CMD ["node", "server/healthcheck.ts"]');
  });
});

describe("compose and systemd examples", () => {
  it("name every SMTP and publishing variable the server reads, and trust the proxy in front", () => {
    for (const name of ["SMTP_URL", "MAIL_FROM", "MAIL_TO", "TRUST_PROXY", "MESSAGE_RETENTION_DAYS"]) {
      expect(compose).toContain(`${name}:`);
    }
    for (const name of ["PUBLISH_REPOSITORY", "PUBLISH_WEBHOOK_SECRET", "PUBLISH_REMOTE", "PUBLISH_BRANCH"]) {
      expect(compose).toMatch(new RegExp(`${name}: \\$\\{${name}:-`));
    }
    expect(compose).toMatch(/- messages:\/data/);
    expect(compose).toMatch(/- releases:\/publish/);
  });

  it("give the server's graceful stop enough time", () => {
    expect(Number(/stop_grace_period: (\d+)s/.exec(compose)?.[1])).toBeGreaterThanOrEqual(stopBudgetSeconds);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)?.[1])).toBeGreaterThanOrEqual(stopBudgetSeconds);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
  });

  it("the unit starts the same command, as its own user, with its state directory as DATA_DIR", () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node server\/main\.ts$/m);
    expect(unit).toMatch(/^User=cabinet$/m);
    expect(unit).toMatch(/^StateDirectory=cabinet$/m);
    expect(unit).toMatch(/DATA_DIR=\/var\/lib\/cabinet/);
  });

  it("the unit lets the server publish within its sandbox: the publishing folder and HOME in its one writable folder", () => {
    expect(unit).toMatch(/^ProtectSystem=strict$/m);
    const environment = Object.fromEntries(
      [...unit.matchAll(/^Environment=(.*)$/gm)].flatMap((m) => (m[1] ?? "").split(" ").map((kv) => kv.split("="))),
    );
    const writable = `/var/lib/${/^StateDirectory=(\S+)$/m.exec(unit)?.[1]}`;
    const config = publishConfig(readEnv({ ...environment, PUBLISH_REPOSITORY: "cabinet/site" }));
    expect(config?.dir.startsWith(`${writable}/`)).toBe(true);
    expect(environment.HOME).toBe(writable);
    expect(unit).not.toMatch(/^(ReadOnlyPaths|InaccessiblePaths|MemoryDenyWriteExecute)=/m);
  });
});

describe("server/healthcheck.ts", () => {
  const run = promisify(execFile);
  const node = join(root, "node_modules/.bin/node");
  const stops: (() => unknown)[] = [];
  afterAll(async () => {
    for (const stop of stops) await stop();
  });

  it("exits 0 when the server answers /healthz, 1 when it does not", async () => {
    let port = 0;
    const app = createApp({ site: () => undefined, log: createLogger("silent") });
    const server: Server = listen({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (p) => {
      port = p;
    });
    stops.push(() => close(server, 100));
    await waitFor(() => port > 0);
    const healthcheck = (p: number) =>
      run(node, ["server/healthcheck.ts"], { cwd: root, env: { ...process.env, PORT: String(p) } }).then(
        () => 0,
        (err: { code?: number }) => err.code ?? -1,
      );
    expect(await healthcheck(port)).toBe(0);
    expect(await healthcheck(await freePort())).toBe(1);
  });
});
