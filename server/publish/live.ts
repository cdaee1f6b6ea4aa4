/**
 * The build the server serves, in memory. It follows the `current` link of
 * the publishing folder: the pipeline adopts a build it has just switched to,
 * and a change made by someone else (the rollback command) is seen by
 * watching the folder. A request is answered from the build held when it
 * started, so a switch never breaks a request: the old build is dropped once
 * nothing refers to it. Without `current`, or when the build it names cannot
 * be served, the server's own build (STATIC_DIR) is served.
 */
import { type FSWatcher, watch } from "node:fs";
import type { ServerEnv } from "../env.ts";
import type { Logger } from "../log.ts";
import type { StaticSite } from "../static-site.ts";
import { currentRelease, releaseDir } from "./releases.ts";
import { checkBuild } from "./verify.ts";

export class LiveSite {
  readonly #dir: string;
  readonly #base: StaticSite | undefined;
  readonly #env: Pick<ServerEnv, "MESSAGE_RETENTION_DAYS">;
  readonly #log: Logger;
  /** The release served (undefined: the server's own build). */
  #id: string | undefined;
  #site: StaticSite | undefined;
  #watcher: FSWatcher | undefined;

  constructor(dir: string, base: StaticSite | undefined, env: Pick<ServerEnv, "MESSAGE_RETENTION_DAYS">, log: Logger) {
    this.#dir = dir;
    this.#base = base;
    this.#env = env;
    this.#log = log;
    this.#site = base;
  }

  /** The build to answer a request from. */
  readonly get = (): StaticSite | undefined => this.#site;

  /** The release served, undefined for the server's own build. */
  get release(): string | undefined {
    return this.#id;
  }

  /** Serves a release the pipeline has checked and just made current. */
  adopt(id: string, site: StaticSite): void {
    this.#id = id;
    this.#site = site;
  }

  /**
   * Serves what `current` names, if it is not what is served already; returns
   * false when that release cannot be served (the previous build stays).
   */
  follow(): boolean {
    const id = currentRelease(this.#dir);
    if (id === this.#id) return true;
    if (id === undefined) {
      this.#id = undefined;
      this.#site = this.#base;
      this.#log.info("publish.serving", { release: "own build" });
      return true;
    }
    const checked = checkBuild(releaseDir(this.#dir, id), this.#env);
    if (!checked.ok) {
      this.#log.error("publish.release_unusable", { release: id, problems: checked.problems.slice(0, 5) });
      return false;
    }
    this.adopt(id, checked.site);
    this.#log.info("publish.serving", { release: id });
    return true;
  }

  /** Follows `current` whenever it changes. */
  watch(): void {
    this.#watcher = watch(this.#dir, { persistent: false }, (_event, name) => {
      if (name === "current") this.follow();
    });
    this.#watcher.on("error", (error) => this.#log.warn("publish.watch_failed", { message: error.message }));
  }

  stop(): void {
    this.#watcher?.close();
  }
}
