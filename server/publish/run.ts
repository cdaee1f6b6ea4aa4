/**
 * Runs a command of the publishing pipeline (git, npm) in its own process
 * group, with a time limit, and keeps what it printed (the end of it, when it
 * prints a lot). A stopped server or a command past its limit ends the whole
 * group, so no build is left running on its own.
 */
import { spawn } from "node:child_process";

export type RunResult = { ok: boolean; code: number | null; output: string };

export type RunOptions = {
  cwd?: string;
  env: Record<string, string | undefined>;
  timeoutMs: number;
  /** Ends the command early (the server is stopping). */
  signal?: AbortSignal;
};

/** What a build prints that the practitioner needs is at its end; a runaway log must not fill the memory. */
export const keptOutputBytes = 64 * 1024;

export function run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let kept = 0;
    const keep = (chunk: Buffer) => {
      chunks.push(chunk);
      kept += chunk.length;
      while (kept - (chunks[0]?.length ?? 0) >= keptOutputBytes) kept -= chunks.shift()?.length ?? 0;
    };
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    const stopGroup = () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      keep(Buffer.from(`\n[stopped after ${Math.round(options.timeoutMs / 1000)} s]\n`));
      stopGroup();
    }, options.timeoutMs);
    options.signal?.addEventListener("abort", stopGroup, { once: true });
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    const done = (code: number | null, error?: Error) => {
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", stopGroup);
      if (error) keep(Buffer.from(`${error.message}\n`));
      resolve({ ok: code === 0, code, output: Buffer.concat(chunks).toString("utf8") });
    };
    child.on("error", (error) => done(null, error));
    child.on("close", (code) => done(code));
  });
}
