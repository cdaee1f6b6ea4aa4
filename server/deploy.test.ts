/**
 * The deployment targets over the real build (`npm run build` first): the
 * Node server, and Debian's nginx running the generated config unprivileged
 * on a loopback port, pass the same HTTP checks.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { join, resolve } from "node:path";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testEnv } from "../tests/support/contact.ts";
import { debianBrotliModule, standaloneNginxConfig, startNginx } from "../tests/support/nginx.ts";
import { freePort, tempDir, waitFor } from "../tests/support/process.ts";
import { createApp } from "./app.ts";
import { type ContactService, startContactService } from "./contact/service.ts";
import { httpChecks } from "./http-checks.ts";
import { close, listen } from "./http-server.ts";
import { createLogger } from "./log.ts";
import { httpsOnlyTests, observatory } from "./observatory.ts";
import { webhookRoute } from "./publish/webhook.ts";
import { manifestPath, type SiteManifest } from "./site-manifest.ts";
import { loadStaticSite } from "./static-site.ts";

const root = resolve(import.meta.dirname, "..");
const staticDir = join(root, "build/client");
const nginxBin = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const brotliModule = existsSync(debianBrotliModule) ? debianBrotliModule : undefined;

if (!existsSync(manifestPath(join(root, "build")))) {
  throw new Error("These tests check the build: run `npm run build` first (npm test does).");
}
const manifest = JSON.parse(readFileSync(manifestPath(join(root, "build")), "utf8")) as SiteManifest;
const readBuilt = (path: string) => readFileSync(join(staticDir, path));
const webhookSecret = "a-webhook-secret-of-some-length";
const target = { repository: "cabinet/site", branch: "main" };

type Running = { node: string; nginx: string };
let running: Running;
const stops: (() => unknown)[] = [];

async function startNode(): Promise<string> {
  const dir = tempDir("deploy-node-");
  const log = createLogger("silent");
  const contact: ContactService = startContactService({ env: testEnv(dir.path), log });
  const built = loadStaticSite(staticDir);
  const api = new Hono()
    .route("/", contact.app)
    .route("/", webhookRoute({ secret: webhookSecret, target, log, trustProxy: true, onPush: () => {} }));
  const app = createApp({ site: () => built, log, api, editor: target });
  let port = 0;
  const server: Server = listen({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (p) => {
    port = p;
  });
  await waitFor(() => port > 0);
  stops.push(
    () => dir.remove(),
    () => contact.stop(),
    () => close(server, 100),
  );
  return `http://127.0.0.1:${port}`;
}

beforeAll(async () => {
  const node = await startNode();
  const nginx = await startNginx({
    manifest,
    staticDir,
    upstream: node.replace("http://", ""),
    port: await freePort(),
  });
  stops.push(() => nginx.stop());
  running = { node, nginx: nginx.url };
});

afterAll(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

describe("the same HTTP behaviour from each deployment target", () => {
  it("Node server", async () => {
    expect(await httpChecks(running.node, manifest, readBuilt, webhookSecret, target)).toEqual([]);
  });

  it("nginx with the generated config", async () => {
    expect(await httpChecks(running.nginx, manifest, readBuilt, webhookSecret, target)).toEqual([]);
  });

  it("the config the build wrote is valid for nginx", () => {
    const dir = tempDir("deploy-nginx-t-");
    stops.push(() => dir.remove());
    const conf = join(dir.path, "nginx.conf");
    const built = readFileSync(join(root, "build/nginx.conf"), "utf8");
    writeFileSync(conf, standaloneNginxConfig(built, dir.path, brotliModule));
    const args = ["-t", "-q", "-p", dir.path, "-c", conf, "-e", join(dir.path, "error.log")];
    expect(() =>
      execFileSync(nginxBin, [...args, "-g", `pid ${dir.path}/nginx.pid;`], { stdio: "pipe" }),
    ).not.toThrow();
  });
});

describe("Mozilla HTTP Observatory: every test that does not need HTTPS passes", () => {
  for (const target of ["node", "nginx"] as const) {
    for (const path of ["/qui-suis-je", "/en/nowhere", "/api/contact", "/admin/"]) {
      it(`${target} ${path}`, async () => {
        const results = await observatory(`${running[target]}${path}`);
        expect(results.length).toBeGreaterThanOrEqual(10);
        const failed = results.filter((r) => !r.pass && !httpsOnlyTests.has(r.name));
        expect(failed).toEqual([]);
        expect(results.find((r) => r.name === "contentSecurityPolicyTest")?.result).toMatch(/^csp-implemented/);
      });
    }
  }
});
