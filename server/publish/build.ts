/**
 * Building a checked-out commit: its dependencies, then `npm run build`, at a
 * lower CPU priority than the server (`nice`), with an environment that holds
 * none of the server's secrets.
 *
 * Dependencies are installed only when the commit's package-lock.json differs
 * from every installed set: the server's own node_modules when its lockfile is
 * the same (its image or checkout was installed with the build tools), else a
 * set installed once by `npm ci` in the publishing folder. The checkout gets a
 * node_modules folder of links to that set, so the build writes its temporary
 * files in the checkout and never into an installed set, which may be read-only
 * (systemd's ProtectSystem, a root-owned image).
 */
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { type RunResult, run } from "./run.ts";

export type BuildOutcome = { ok: true } | { ok: false; stage: "install" | "build"; output: string };

export type BuildOptions = {
  /** The commit's checkout. */
  checkout: string;
  /** The server's own project folder, whose node_modules is used when its lockfile is the commit's. */
  ownRoot: string;
  /** Where sets installed for other lockfiles live. */
  depsDir: string;
  /** The whole environment of npm and the build. */
  env: Record<string, string | undefined>;
  signal?: AbortSignal;
};

/** Generous: two to four minutes on two cores, much more on one busy core. */
const installTimeoutMs = 30 * 60_000;
const buildTimeoutMs = 30 * 60_000;
/** Installed sets kept besides the one in use: the previous one, for a rollback of a dependency change. */
const keptDependencySets = 2;
/** What the build never needs from an installed set, and writes for itself. */
const notLinked = new Set([".vite-temp", ".vite", ".cache"]);

const lockfileHash = (dir: string) =>
  createHash("sha256")
    .update(readFileSync(join(dir, "package-lock.json")))
    .digest("hex")
    .slice(0, 16);

const niced = (args: string[], cwd: string, options: BuildOptions, timeoutMs: number): Promise<RunResult> =>
  run("nice", ["-n", "10", "npm", ...args], { cwd, env: options.env, timeoutMs, signal: options.signal });

type Refused = Extract<BuildOutcome, { ok: false }>;

/** The node_modules folder to build with, installed if needed. */
async function dependencies(options: BuildOptions): Promise<{ ok: true; dir: string } | Refused> {
  if (!existsSync(join(options.checkout, "package-lock.json"))) {
    return { ok: false, stage: "install", output: "The commit has no package-lock.json" };
  }
  const hash = lockfileHash(options.checkout);
  const own = join(options.ownRoot, "node_modules");
  if (
    existsSync(own) &&
    existsSync(join(options.ownRoot, "package-lock.json")) &&
    lockfileHash(options.ownRoot) === hash
  ) {
    return { ok: true, dir: own };
  }
  const set = join(options.depsDir, hash);
  const installed = join(set, ".installed");
  if (existsSync(installed)) return { ok: true, dir: join(set, "node_modules") };
  rmSync(set, { recursive: true, force: true });
  mkdirSync(set, { recursive: true });
  for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
    if (existsSync(join(options.checkout, file))) copyFileSync(join(options.checkout, file), join(set, file));
  }
  const result = await niced(["ci", "--no-audit", "--no-fund"], set, options, installTimeoutMs);
  if (!result.ok) return { ok: false, stage: "install", output: result.output };
  writeFileSync(installed, `${new Date().toISOString()}\n`);
  pruneDependencySets(options.depsDir, hash);
  return { ok: true, dir: join(set, "node_modules") };
}

/** Deletes installed sets beyond the one in use and the most recent others. */
function pruneDependencySets(depsDir: string, inUse: string): void {
  const others = readdirSync(depsDir)
    .filter((name) => name !== inUse)
    .map((name) => ({ name, time: statSync(join(depsDir, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of others.slice(keptDependencySets - 1)) {
    rmSync(join(depsDir, name), { recursive: true, force: true });
  }
}

/** A node_modules folder in `checkout` whose entries link to those of `source`. */
function linkDependencies(source: string, checkout: string): void {
  const target = join(checkout, "node_modules");
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target);
  for (const entry of readdirSync(source)) {
    if (!notLinked.has(entry)) symlinkSync(join(source, entry), join(target, entry));
  }
}

export async function buildCheckout(options: BuildOptions): Promise<BuildOutcome> {
  const deps = await dependencies(options);
  if (!deps.ok) return deps;
  linkDependencies(deps.dir, options.checkout);
  const result = await niced(["run", "build"], options.checkout, options, buildTimeoutMs);
  return result.ok ? { ok: true } : { ok: false, stage: "build", output: result.output };
}
