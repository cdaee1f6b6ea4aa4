/**
 * The git commands of the publishing pipeline: a bare copy of the repository
 * that follows the published branch, a commit's author and subject (for her
 * e-mail), and a checkout of one commit to build in (a worktree, so the build
 * sees the history it dates pages with). Nothing here runs the repository's
 * own code.
 */
import { existsSync } from "node:fs";
import { run } from "./run.ts";

const gitTimeoutMs = 5 * 60_000;

/** A failed git command: never the remote's credentials in the message. */
export class GitError extends Error {}

/** A remote URL, or text that holds one, as it may be logged: user and password (a token) left out. */
export const redactRemote = (text: string) => text.replace(/([a-z][a-z0-9+.-]*:\/\/)[^@\s/]*@/gi, "$1***@");

/**
 * The environment git runs with: the server's own (GIT_SSH_COMMAND for a
 * deploy key, proxies), never a GIT_DIR or GIT_WORK_TREE that would point it
 * elsewhere, and never a prompt for a password.
 */
function gitEnv(): Record<string, string | undefined> {
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_") || k === "GIT_SSH_COMMAND" || k === "GIT_SSH"),
  );
  return { ...env, GIT_TERMINAL_PROMPT: "0" };
}

async function git(args: string[], what: string, signal?: AbortSignal): Promise<string> {
  const result = await run("git", args, { env: gitEnv(), timeoutMs: gitTimeoutMs, signal });
  if (!result.ok) throw new GitError(`git ${what} failed: ${redactRemote(result.output.trim())}`);
  return result.output;
}

/** Fetches the branch into the bare copy at `gitDir` (made on first use); returns its head. */
export async function fetchBranch(gitDir: string, remote: string, branch: string, signal?: AbortSignal) {
  if (!existsSync(gitDir)) await git(["init", "--quiet", "--bare", gitDir], "init", signal);
  const ref = `refs/published/${branch}`;
  await git(
    ["--git-dir", gitDir, "fetch", "--quiet", "--no-tags", "--force", "--", remote, `refs/heads/${branch}:${ref}`],
    "fetch",
    signal,
  );
  return (await git(["--git-dir", gitDir, "rev-parse", "--verify", `${ref}^{commit}`], "rev-parse", signal)).trim();
}

export type CommitInfo = { commit: string; author: string; date: string; subject: string };

export async function commitInfo(gitDir: string, commit: string): Promise<CommitInfo> {
  const out = await git(["--git-dir", gitDir, "log", "-1", "--format=%H%x00%an%x00%aI%x00%s", commit], "log");
  const [hash = commit, author = "", date = "", subject = ""] = out.trim().split("\0");
  return { commit: hash, author, date, subject };
}

/** Checks `commit` out into `dir`, a new worktree of the bare copy. */
export async function addWorktree(gitDir: string, dir: string, commit: string, signal?: AbortSignal) {
  await git(
    ["--git-dir", gitDir, "worktree", "add", "--quiet", "--detach", "--force", dir, commit],
    "worktree",
    signal,
  );
}

/** Forgets worktrees whose folder is gone (a build removed, or cut short by a crash). */
export async function pruneWorktrees(gitDir: string) {
  if (existsSync(gitDir)) await git(["--git-dir", gitDir, "worktree", "prune"], "worktree prune");
}
