/**
 * A throw-away copy of this repository, for checks that change its files and
 * then run its own build and tests: the working tree's files as they are now
 * (tracked, and untracked but not ignored), node_modules linked, and a git
 * repository of its own with one commit, so that what reads git history (the
 * sitemap's dates) works as in a real checkout. The repository's own files
 * never change.
 */
import { copyFile, mkdir, symlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { git, projectFiles } from "./git.ts";

const root = resolve(import.meta.dirname, "../..");

/** Copies the repository into `to` (an empty folder) and commits it there as its first version, dated `date`. */
export async function copyRepository(to: string, date: string): Promise<void> {
  for (const file of projectFiles()) {
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
