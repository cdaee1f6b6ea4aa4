/**
 * A stand-in for GitHub's API inside a browser context, for the online
 * editor's test (editor-online.spec.ts): it answers, from this repository's
 * own content files, the requests Sveltia CMS 0.221.1 makes to
 * https://api.github.com with a token (its source:
 * src/lib/services/backends/git/github/), and nothing else:
 *
 * - REST: the signed-in user (`/user`), whether they may write to the
 *   repository (`/collaborators/<login>`), the branch's file list
 *   (`/git/trees/<commit>?recursive=1`), a file's bytes (`/git/blobs/<sha>`);
 * - GraphQL: the branch's last commit, the files' text and last commit, a
 *   file's history, and the commit a save makes (`createCommitOnBranch`),
 *   which it records;
 * - GitHub's status page (www.githubstatus.com) and the user's avatar.
 *
 * A request with another token gets GitHub's 401; a request it does not know
 * is recorded in `unanswered` and gets a 404, so a test sees what Sveltia
 * asked that the stand-in could not answer.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve, sep } from "node:path";
import type { BrowserContext, Route } from "@playwright/test";

const root = resolve(import.meta.dirname, "../..");

/** Where the editor reads and writes (scripts/cms/config.ts): content files and photos. */
const editedFolders = ["app/content", "app/assets/photos"];

/** A file's id in git: the sha1 of its blob. */
export const blobSha = (bytes: Buffer) =>
  createHash("sha1")
    .update(Buffer.concat([Buffer.from(`blob ${bytes.length}\0`), bytes]))
    .digest("hex");

export type Commit = {
  /** The branch the commit was made on, as the editor named it. */
  branch: string;
  /** The head the editor expected, as GitHub checks it. */
  expectedHeadOid: string;
  headline: string;
  /** Path → new content. */
  additions: Map<string, string>;
  deletions: string[];
};

export type GitHubStandIn = {
  readonly login: string;
  /** The branch's head commit. */
  readonly head: string;
  /** The repository's files at the head, path → content. */
  readonly files: ReadonlyMap<string, Buffer>;
  /** Every request the stand-in answered, "METHOD url" (GraphQL: "POST …/graphql <first word of the operation>"). */
  readonly answered: string[];
  /** Requests it could not answer. */
  readonly unanswered: string[];
  /** The commits the editor made, in order. */
  readonly commits: Commit[];
};

const avatar = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Routes GitHub's origins in `context` to the stand-in, for `repository` (owner/name) and `branch`, signed in with `token`. */
export async function standInForGitHub(
  context: BrowserContext,
  { repository, branch, token }: { repository: string; branch: string; token: string },
): Promise<GitHubStandIn> {
  const files = new Map<string, Buffer>();
  for (const folder of editedFolders) {
    for (const entry of readdirSync(join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = relative(root, join(entry.parentPath, entry.name)).split(sep).join("/");
      files.set(path, readFileSync(join(root, path)));
    }
  }
  const bySha = new Map([...files.values()].map((bytes) => [blobSha(bytes), bytes]));
  const login = "camille-laurent";
  const author = { name: "Camille Laurent", email: "camille@example.org" };
  const committedDate = "2026-01-15T10:00:00Z";
  const state = {
    login,
    head: createHash("sha1").update("the branch's head").digest("hex"),
    files,
    answered: [] as string[],
    unanswered: [] as string[],
    commits: [] as Commit[],
  };
  const json = (route: Route, body: unknown, status = 200) =>
    route.fulfill({ status, contentType: "application/json; charset=utf-8", body: JSON.stringify(body) });

  const graphql = (query: string, variables: Record<string, unknown>): unknown => {
    if (query.includes("createCommitOnBranch")) {
      const input = variables.input as {
        branch: { repositoryNameWithOwner: string; branchName: string };
        expectedHeadOid: string;
        fileChanges: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
        message: { headline: string };
      };
      if (input.branch.repositoryNameWithOwner !== repository || input.expectedHeadOid !== state.head) {
        return { errors: [{ type: "STALE_DATA", message: "Expected branch to point to another commit" }] };
      }
      const additions = new Map(
        (input.fileChanges.additions ?? []).map(({ path, contents }) => [path, Buffer.from(contents, "base64")]),
      );
      state.commits.push({
        branch: input.branch.branchName,
        expectedHeadOid: input.expectedHeadOid,
        headline: input.message.headline,
        additions: new Map([...additions].map(([path, bytes]) => [path, bytes.toString("utf8")])),
        deletions: (input.fileChanges.deletions ?? []).map((d) => d.path),
      });
      for (const [path, bytes] of additions) {
        files.set(path, bytes);
        bySha.set(blobSha(bytes), bytes);
      }
      state.head = createHash("sha1").update(`${state.head} ${input.message.headline}`).digest("hex");
      const commit: Record<string, unknown> = { oid: state.head, committedDate: new Date().toISOString() };
      for (const [, index, path] of query.matchAll(/file_(\d+):\s*file\(path: ("(?:[^"\\]|\\.)*")\)/g)) {
        const bytes = additions.get(JSON.parse(path ?? '""'));
        commit[`file_${index}`] = bytes ? { oid: blobSha(bytes) } : null;
      }
      return { data: { createCommitOnBranch: { commit } } };
    }
    const repo: Record<string, unknown> = {};
    // The branch's last commit.
    if (/history\(first: 1\)\s*\{/.test(query)) {
      repo.ref = { target: { history: { nodes: [{ oid: state.head, message: "Dernière version" }] } } };
    }
    if (query.includes("defaultBranchRef")) repo.defaultBranchRef = { name: branch };
    // Files' text, by their blob's id.
    for (const [, index, sha] of query.matchAll(/content_(\d+):\s*object\(oid: "([0-9a-f]+)"\)/g)) {
      repo[`content_${index}`] = { text: bySha.get(sha ?? "")?.toString("utf8") ?? null };
    }
    // A file's last commit (commit_N) or its history (history_N).
    for (const [, kind, index] of query.matchAll(/(commit|history)_(\d+):\s*ref\(/g)) {
      const node =
        kind === "commit"
          ? { author: { ...author, user: { id: 1, login } }, committedDate }
          : { oid: state.head, author: { ...author, avatarUrl: null, user: { login } }, committedDate };
      repo[`${kind}_${index}`] = { target: { history: { nodes: [node] } } };
    }
    return { data: { repository: repo } };
  };

  await context.route(
    /^https:\/\/(api\.github\.com|www\.githubstatus\.com|avatars\.githubusercontent\.com)\//,
    (route) => {
      const request = route.request();
      const url = new URL(request.url());
      const line = `${request.method()} ${url.origin}${url.pathname}`;
      if (url.hostname === "www.githubstatus.com" && url.pathname === "/api/v2/status.json") {
        state.answered.push(line);
        return json(route, { status: { indicator: "none", description: "All Systems Operational" } });
      }
      if (url.hostname === "avatars.githubusercontent.com") {
        state.answered.push(line);
        return route.fulfill({ status: 200, contentType: "image/png", body: avatar });
      }
      if (url.hostname === "api.github.com" && request.method() === "OPTIONS") {
        return route.fulfill({
          status: 204,
          headers: {
            "access-control-allow-origin": "*",
            "access-control-allow-headers": "Authorization, Content-Type, Accept",
            "access-control-allow-methods": "GET, POST",
          },
        });
      }
      const cors = { "access-control-allow-origin": "*" };
      if (request.headers().authorization !== `token ${token}`) {
        state.answered.push(`${line} (refused)`);
        return route.fulfill({
          status: 401,
          headers: cors,
          contentType: "application/json",
          body: JSON.stringify({ message: "Bad credentials", status: "401" }),
        });
      }
      const path = url.pathname;
      const get = request.method() === "GET";
      const answer = (body: unknown, status = 200) => {
        state.answered.push(line);
        return route.fulfill({
          status,
          headers: cors,
          contentType: "application/json; charset=utf-8",
          body: JSON.stringify(body),
        });
      };
      if (get && path === "/user") {
        return answer({
          id: 1,
          login,
          name: author.name,
          email: author.email,
          avatar_url: "https://avatars.githubusercontent.com/u/1?v=4",
          html_url: `https://github.com/${login}`,
        });
      }
      if (get && path === `/repos/${repository}/collaborators/${login}`) {
        state.answered.push(line);
        return route.fulfill({ status: 204, headers: cors });
      }
      if (get && path.startsWith(`/repos/${repository}/git/trees/`)) {
        const tree = [...files].map(([file, bytes]) => ({
          path: file,
          mode: "100644",
          type: "blob",
          sha: blobSha(bytes),
          size: bytes.length,
        }));
        return answer({ sha: state.head, tree, truncated: false });
      }
      const blob = get && new RegExp(`^/repos/${repository}/git/blobs/([0-9a-f]{40})$`).exec(path);
      if (blob) {
        const bytes = bySha.get(blob[1] ?? "");
        if (bytes) {
          state.answered.push(line);
          return route.fulfill({ status: 200, headers: cors, contentType: "application/octet-stream", body: bytes });
        }
      }
      if (request.method() === "POST" && path === "/graphql") {
        const { query, variables } = request.postDataJSON() as { query: string; variables: Record<string, unknown> };
        const result = graphql(query, variables ?? {});
        state.answered.push(`${line} ${/^\s*(query|mutation)/.exec(query)?.[1] ?? "?"}`);
        return route.fulfill({
          status: 200,
          headers: cors,
          contentType: "application/json; charset=utf-8",
          body: JSON.stringify(result),
        });
      }
      state.unanswered.push(line);
      return route.fulfill({
        status: 404,
        headers: cors,
        contentType: "application/json",
        body: '{"message":"Not Found"}',
      });
    },
  );

  return state;
}
