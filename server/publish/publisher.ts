/**
 * One publication: fetch the branch, and if its head is new, build it in a
 * fresh checkout, check the result, and switch the site to it. Every outcome
 * is decided here:
 *
 * - published: the build becomes a release, `current` points at it, the
 *   server serves it, the oldest releases beyond `keep` go;
 * - refused (the build failed, or its result did not pass the checks): the
 *   site stays exactly as it was, the practitioner gets one e-mail for this
 *   commit, and polling does not try the commit again (a new push or a
 *   webhook does);
 * - failed (git could not fetch, the disk is full…): the site stays as it
 *   was, the log says why, and the next poll or webhook tries again.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { NewNotice } from "../contact/sqlite.ts";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import { type BuildOptions, type BuildOutcome, buildCheckout } from "./build.ts";
import { guideUrl, type PublishConfig, publishPaths } from "./config.ts";
import { addWorktree, type CommitInfo, commitInfo, fetchBranch, pruneWorktrees, redactRemote } from "./git.ts";
import type { LiveSite } from "./live.ts";
import { refusalNotice } from "./notice.ts";
import {
  currentRelease,
  describeRelease,
  ensureLayout,
  listReleases,
  pruneReleases,
  readState,
  releaseDir,
  releaseId,
  switchTo,
  writeState,
} from "./releases.ts";
import { checkBuild } from "./verify.ts";

/** A webhook forces a build of the head even if it was refused before (a redelivery retries it); polling does not. */
export type PublishRequest = { force: boolean };

export type PublisherOptions = {
  config: PublishConfig;
  env: Pick<ServerEnv, "MESSAGE_RETENTION_DAYS">;
  log: Logger;
  live: LiveSite;
  notify: (notice: NewNotice) => void;
  /** The server's own project folder (its node_modules may serve the build). */
  ownRoot: string;
  /** The environment of npm and the build. */
  buildEnv: Record<string, string | undefined>;
  /** Replaces the real build (tests of the pipeline around it). */
  build?: (options: BuildOptions) => Promise<BuildOutcome>;
  now?: () => Date;
};

export class Publisher {
  readonly #o: PublisherOptions;
  readonly #paths: ReturnType<typeof publishPaths>;
  readonly #abort = new AbortController();

  constructor(options: PublisherOptions) {
    this.#o = options;
    this.#paths = publishPaths(options.config.dir);
  }

  /** Makes the folders, and clears what a build cut short (a crash, a stop) left behind. */
  async prepare(): Promise<void> {
    const { dir } = this.#o.config;
    ensureLayout(dir);
    for (const path of [this.#paths.work, this.#paths.dependencies, this.#paths.home])
      mkdirSync(path, { recursive: true });
    for (const leftover of readdirSync(this.#paths.work))
      rmSync(join(this.#paths.work, leftover), { recursive: true, force: true });
    await pruneWorktrees(this.#paths.git).catch(() => undefined);
  }

  /** Ends the build in progress (its process group); it reaches no verdict and is tried again after a restart. */
  stop(): void {
    this.#abort.abort();
  }

  async publish(request: PublishRequest): Promise<void> {
    const { config, log } = this.#o;
    const signal = this.#abort.signal;
    let head: string;
    try {
      head = await fetchBranch(this.#paths.git, config.remote, config.branch, signal);
    } catch (error) {
      if (!signal.aborted)
        log.error("publish.fetch_failed", { remote: redactRemote(config.remote), message: message(error) });
      return;
    }
    const current = currentRelease(config.dir);
    const served = listReleases(config.dir).find((r) => r.id === current)?.commit;
    if (head === served) {
      log.debug("publish.up_to_date", { commit: head });
      return;
    }
    if (!request.force && readState(config.dir).attempted === head) {
      log.debug("publish.already_refused", { commit: head });
      return;
    }
    const builtAt = (this.#o.now ?? (() => new Date()))();
    const id = releaseId(head, builtAt);
    const checkout = join(this.#paths.work, id);
    const started = Date.now();
    log.info("publish.build_started", { commit: head, release: id });
    try {
      const commit = await commitInfo(this.#paths.git, head);
      await addWorktree(this.#paths.git, checkout, head, signal);
      const build = this.#o.build ?? buildCheckout;
      const built = await build({
        checkout,
        ownRoot: this.#o.ownRoot,
        depsDir: this.#paths.dependencies,
        env: this.#o.buildEnv,
        signal,
      });
      if (signal.aborted) return;
      if (!built.ok) return this.#refuse(commit, built.stage, built.output);
      if (!existsSync(join(checkout, "build")))
        return this.#refuse(commit, "check", "The build wrote no build/ folder");
      const target = releaseDir(config.dir, id);
      renameSync(join(checkout, "build"), target);
      const checked = checkBuild(target, this.#o.env);
      if (!checked.ok) {
        rmSync(target, { recursive: true, force: true });
        return this.#refuse(commit, "check", checked.problems.join("\n"));
      }
      describeRelease(config.dir, { ...commit, id, builtAt: builtAt.toISOString() });
      // The link first: after a crash between the two, the server starts with the new build anyway.
      switchTo(config.dir, id);
      this.#o.live.adopt(id, checked.site);
      writeState(config.dir, { attempted: head });
      const pruned = pruneReleases(config.dir, config.keep);
      log.info("publish.published", { commit: head, release: id, seconds: seconds(started), pruned });
    } catch (error) {
      if (!signal.aborted) log.error("publish.failed", { commit: head, message: redactRemote(message(error)) });
    } finally {
      rmSync(checkout, { recursive: true, force: true });
      if (existsSync(this.#paths.git)) await pruneWorktrees(this.#paths.git).catch(() => undefined);
    }
  }

  #refuse(commit: CommitInfo, stage: "install" | "build" | "check", output: string): void {
    const { config, log } = this.#o;
    writeState(config.dir, { attempted: commit.commit });
    log.warn("publish.refused", { commit: commit.commit, stage, output: output.slice(-4000) });
    this.#o.notify(refusalNotice({ commit, output, guideUrl: guideUrl(config) }));
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
