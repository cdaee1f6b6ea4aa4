/**
 * A throw-away copy of this repository, for checks that change its files and
 * then run its own build and tests: the working tree's files as they are now
 * (tracked, and untracked but not ignored), node_modules linked, and a git
 * repository of its own with one commit, so that what reads git history (the
 * sitemap's dates) works as in a real checkout. The repository's own files
 * never change.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, symlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

const root = resolve(import.meta.dirname, "../..");

/** git in `cwd` only, never in the repository around it, whatever the environment says; `date` dates a commit. */
export function git(cwd: string, args: string[], date?: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
  const dated = date ? { GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } : {};
  return execFileSync("git", args, { cwd, env: { ...env, ...dated }, encoding: "utf8", stdio: "pipe" });
}

/** Copies the repository into `to` (an empty folder) and commits it there as its first version, dated `date`. */
export async function copyRepository(to: string, date: string): Promise<void> {
  const files = git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(join(root, file), join(to, file));
  }
  await symlink(join(root, "node_modules"), join(to, "node_modules"), "dir");
  git(to, ["init", "-q", "-b", "main"]);
  git(to, ["config", "user.name", "Content check"]);
  git(to, ["config", "user.email", "content-check@example.org"]);
  commitAll(to, "First version", date);
}

/** Saves a version of the copy (`git add -A && git commit`), as each save of the editor online does. */
export function commitAll(cwd: string, message: string, date: string): void {
  git(cwd, ["add", "-A"]);
  git(cwd, ["commit", "-q", "-m", message], date);
}
