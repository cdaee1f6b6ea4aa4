/**
 * Git for tests: repositories of their own in temporary folders, a bare one
 * standing in for GitHub, never the repository around them (no GIT_*
 * variable of the environment reaches git).
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { tempDir } from "./process.ts";

const root = resolve(import.meta.dirname, "../..");

/** git in `cwd` only, whatever the environment says; `date` (YYYY-MM-DD, noon UTC) dates a commit. */
export function git(cwd: string, args: string[], date?: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
  const when = date && `${date}T12:00:00Z`;
  const dated = when ? { GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when } : {};
  return execFileSync("git", args, { cwd, env: { ...env, ...dated }, encoding: "utf8", stdio: "pipe" });
}

/** This project's files as they are now: tracked, and untracked but not ignored. */
export function projectFiles(): string[] {
  return git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
}

export type Origin = {
  /** The bare repository, as a remote URL would name it. */
  readonly bare: string;
  /** A working copy whose commits `push` sends. */
  readonly work: string;
  /** Writes the files, commits them as the practitioner, pushes to `branch`; returns the commit. */
  push(files: Record<string, string>, message: string, branch?: string): Promise<string>;
  remove(): void;
};

/** A bare repository with a working copy, its first commit holding `files`, or this project's files. */
export async function makeOrigin(files: Record<string, string> | "project"): Promise<Origin> {
  const dir = tempDir("origin-");
  const bare = join(dir.path, "site.git");
  const work = join(dir.path, "work");
  git(dir.path, ["init", "-q", "--bare", "-b", "main", bare]);
  git(dir.path, ["init", "-q", "-b", "main", work]);
  git(work, ["config", "user.name", "Camille Laurent"]);
  git(work, ["config", "user.email", "camille@example.org"]);
  if (files === "project") {
    for (const file of projectFiles()) {
      await mkdir(dirname(join(work, file)), { recursive: true });
      await copyFile(join(root, file), join(work, file));
    }
  }
  const push = async (changes: Record<string, string>, message: string, branch = "main") => {
    for (const [file, content] of Object.entries(changes)) {
      await mkdir(dirname(join(work, file)), { recursive: true });
      await writeFile(join(work, file), content);
    }
    git(work, ["add", "-A"]);
    git(work, ["commit", "-q", "--allow-empty", "-m", message]);
    git(work, ["push", "-q", bare, `HEAD:refs/heads/${branch}`]);
    return git(work, ["rev-parse", "HEAD"]).trim();
  };
  await push(files === "project" ? {} : files, "First version");
  return { bare, work, push, remove: () => dir.remove() };
}
