/**
 * nginx run unprivileged in a throw-away folder over a build, with the
 * configuration `scripts/nginx.ts` writes for production: for the tests
 * (server/deploy.test.ts) and the benchmarks (bench/server.ts).
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { nginxConfig } from "../../scripts/nginx.ts";
import type { SiteManifest } from "../../server/site-manifest.ts";

/** A whole nginx.conf around the server block, for running nginx unprivileged in a folder (tests, benchmarks). */
export function standaloneNginxConfig(serverBlock: string, prefix: string, brotliModule?: string): string {
  return [
    ...(brotliModule ? [`load_module ${brotliModule};`] : []),
    "worker_processes 1;",
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 1024; }",
    "http {",
    `  access_log off;`,
    `  client_body_temp_path ${prefix}/body;`,
    `  proxy_temp_path ${prefix}/proxy;`,
    `  fastcgi_temp_path ${prefix}/fastcgi;`,
    `  uwsgi_temp_path ${prefix}/uwsgi;`,
    `  scgi_temp_path ${prefix}/scgi;`,
    serverBlock,
    "}",
    "",
  ].join("\n");
}

/** Where Debian puts the module that brotli_static needs. */
export const debianBrotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

/**
 * Runs nginx as this user over the build, in its own temporary folder
 * (prefix, temp files, pid, log) on a loopback port; `stop()` ends it and
 * removes the folder. For tests and benchmarks.
 */
export async function startNginx(o: {
  manifest: SiteManifest;
  staticDir: string;
  upstream: string;
  port: number;
  nginx?: string;
}): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "nginx-"));
  for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, sub));
  const server = nginxConfig(o.manifest, { root: o.staticDir, listen: `127.0.0.1:${o.port}`, upstream: o.upstream });
  const conf = join(dir, "nginx.conf");
  writeFileSync(
    conf,
    standaloneNginxConfig(server, dir, existsSync(debianBrotliModule) ? debianBrotliModule : undefined),
  );
  const child = spawn(
    o.nginx ?? process.env.NGINX_PATH ?? "/usr/sbin/nginx",
    // `user`: started by root, nginx's workers would otherwise drop to nobody, who may not read a build
    // inside a private folder (a clone in `mktemp -d`); as any other user nginx ignores it.
    [
      "-p",
      dir,
      "-c",
      conf,
      "-e",
      join(dir, "error.log"),
      "-g",
      `daemon off; pid ${dir}/nginx.pid; user ${userInfo().username};`,
    ],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const errors: string[] = [];
  child.stderr?.on("data", (d: Buffer) => errors.push(d.toString()));
  const exited = new Promise<void>((r) => child.on("exit", () => r()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${o.port}`;
  const end = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited: ${errors.join("")}`);
    }
    const up = await fetch(`${url}/robots.txt`).then(
      () => true,
      () => false,
    );
    if (up) return { url, stop };
    if (Date.now() > end) {
      await stop();
      throw new Error("nginx did not answer within 15 s");
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}
