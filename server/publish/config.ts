/** Publishing's settings, from the server's environment (server/env.ts), and the folders it works in. */
import { join, resolve } from "node:path";
import type { ServerEnv } from "../env.ts";
import type { PublishTarget } from "./push.ts";

export type PublishConfig = PublishTarget & {
  /** What git fetches. */
  remote: string;
  secret?: string;
  /** 0: no polling. */
  pollMs: number;
  /** The publishing folder (absolute). */
  dir: string;
  keep: number;
};

/** The settings, or undefined when publishing is off (no PUBLISH_REPOSITORY). */
export function publishConfig(env: ServerEnv): PublishConfig | undefined {
  if (!env.PUBLISH_REPOSITORY) return undefined;
  return {
    repository: env.PUBLISH_REPOSITORY,
    branch: env.PUBLISH_BRANCH,
    remote: env.PUBLISH_REMOTE ?? `https://github.com/${env.PUBLISH_REPOSITORY}.git`,
    secret: env.PUBLISH_WEBHOOK_SECRET,
    pollMs: env.PUBLISH_POLL_SECONDS * 1000,
    dir: resolve(env.PUBLISH_DIR ?? join(env.DATA_DIR, "publish")),
    keep: env.PUBLISH_KEEP,
  };
}

/** The folders inside the publishing folder, besides the releases (releases.ts). */
export const publishPaths = (dir: string) => ({
  /** A bare copy of the repository, fetched before each build. */
  git: join(dir, "repository.git"),
  /** Checkouts being built; each removed once built. */
  work: join(dir, "work"),
  /** Dependency sets installed for lockfiles other than the server's own. */
  dependencies: join(dir, "dependencies"),
  /** npm's cache and home for the builds. */
  npmCache: join(dir, "npm-cache"),
  /** What one build leaves for the next (scripts/precompress.ts): each checkout is new. */
  buildCache: join(dir, "build-cache"),
  home: join(dir, "home"),
});

/** Her guide, where she can read it: GitHub shows the Markdown file. */
export const guideUrl = (config: PublishConfig) =>
  `https://github.com/${config.repository}/blob/${config.branch}/docs/guide-praticienne.md`;
