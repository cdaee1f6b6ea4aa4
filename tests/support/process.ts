/**
 * Processes and files for tests and benchmarks: throw-away directories, free
 * ports, polling for a real condition, and the real server (node
 * server/main.ts) started on a port and awaited until /healthz answers.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

export function tempDir(prefix = "contact-test-"): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, stepMs = 25): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Timed out after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}

export type RunningServer = {
  child: ChildProcess;
  port: number;
  /** http://127.0.0.1:port */
  url: string;
  /** What the process wrote, when `output: "capture"`. */
  output: string[];
  exited: Promise<number | null>;
  /** Sends the signal (SIGTERM by default) and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

export type ServerOptions = {
  /** The server's environment besides PATH, HOME, PORT and HOST (DATA_DIR, LOG_LEVEL, STATIC_DIR…). */
  env: Record<string, string>;
  /** A free one by default. */
  port?: number;
  /** The project whose server/main.ts runs, and against which STATIC_DIR and DATA_DIR resolve: this one by default. */
  cwd?: string;
  /** "capture" keeps stdout and stderr in `output`; "inherit" shows them; "stderr" shows errors only. */
  output?: "capture" | "inherit" | "stderr";
  timeoutMs?: number;
};

/** Starts node server/main.ts from the project root (or `cwd`); resolves once /healthz answers, throws if the process exits first. */
export async function startServer({
  env,
  port,
  cwd = root,
  output = "capture",
  timeoutMs = 30_000,
}: ServerOptions): Promise<RunningServer> {
  const listen = port ?? (await freePort());
  const stdio = { capture: "pipe", inherit: "inherit", stderr: "ignore" } as const;
  const child = spawn(join(root, "node_modules/.bin/node"), ["server/main.ts"], {
    cwd,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      ...env,
      PORT: String(listen),
      HOST: "127.0.0.1",
    },
    stdio: ["ignore", stdio[output], output === "capture" ? "pipe" : "inherit"],
  });
  const lines: string[] = [];
  child.stdout?.on("data", (d: Buffer) => lines.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => lines.push(d.toString()));
  const exited = new Promise<number | null>((r) => child.on("exit", (code) => r(code)));
  const url = `http://127.0.0.1:${listen}`;
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`server exited: ${lines.join("")}`);
        return fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        );
      },
      timeoutMs,
      50,
    );
  } catch (err) {
    child.kill("SIGKILL");
    throw err;
  }
  return {
    child,
    port: listen,
    url,
    output: lines,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
