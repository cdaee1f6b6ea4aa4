/**
 * The published builds on disk, under the publishing folder:
 *
 *   releases/<id>/       one build each (client/, site-manifest.json, release.json…), never changed once made
 *   current              a symbolic link to releases/<id>: the build the site serves
 *   state.json           the last commit the pipeline reached a verdict on (published or refused)
 *
 * `current` is replaced by renaming a new link over it, which is atomic: a
 * crash leaves the old build or the new one, never neither. Without `current`
 * the server serves its own build (STATIC_DIR). The rollback command and the
 * server share this module.
 */
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { basename, join } from "node:path";
import type { CommitInfo } from "./git.ts";

export type Release = CommitInfo & { id: string; builtAt: string };

const releasesOf = (dir: string) => join(dir, "releases");
const currentLink = (dir: string) => join(dir, "current");
const infoFile = "release.json";

/** The folder of a release. */
export const releaseDir = (dir: string, id: string) => join(releasesOf(dir), id);

/** A release's id: the time of its build to the millisecond, then its commit, so that ids sort by age. */
export function releaseId(commit: string, builtAt: Date): string {
  return `${builtAt.toISOString().replace(/[-:.]/g, "")}-${commit.slice(0, 12)}`;
}

const validId = (id: string) => /^\d{8}T\d{9}Z-[0-9a-f]{7,64}$/.test(id);

/** Writes the release's description next to its build. */
export function describeRelease(dir: string, release: Release): void {
  writeFileSync(join(releaseDir(dir, release.id), infoFile), `${JSON.stringify(release, null, 2)}\n`);
}

/** Every release, oldest first; folders without a description (a build cut short) are not releases. */
export function listReleases(dir: string): Release[] {
  if (!existsSync(releasesOf(dir))) return [];
  return readdirSync(releasesOf(dir))
    .filter(validId)
    .sort()
    .flatMap((id) => {
      try {
        return [{ ...(JSON.parse(readFileSync(join(releaseDir(dir, id), infoFile), "utf8")) as Release), id }];
      } catch {
        return [];
      }
    });
}

/** The id of the release the site serves, or undefined when it serves the server's own build. */
export function currentRelease(dir: string): string | undefined {
  try {
    const id = basename(readlinkSync(currentLink(dir)));
    return validId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}

/** Points `current` at a release, atomically; `undefined` goes back to the server's own build. */
export function switchTo(dir: string, id: string | undefined): void {
  if (id === undefined) {
    rmSync(currentLink(dir), { force: true });
    return;
  }
  if (!validId(id) || !existsSync(releaseDir(dir, id))) throw new Error(`No release ${id}`);
  const temporary = `${currentLink(dir)}.${process.pid}.tmp`;
  rmSync(temporary, { force: true });
  symlinkSync(join("releases", id), temporary);
  renameSync(temporary, currentLink(dir));
}

/** The release to go back to from the current one: the one before it, or the server's own build (undefined). */
export function previousRelease(releases: readonly Release[], current: string | undefined): string | undefined {
  const index = releases.findIndex((r) => r.id === current);
  return index > 0 ? releases[index - 1]?.id : undefined;
}

/**
 * Switches the site back: to release `to`, or to the release before the
 * current one (from the oldest, to the server's own build). Returns what was
 * served and what is now (undefined: the server's own build).
 */
export function rollBack(dir: string, to?: string): { from: string | undefined; to: string | undefined } {
  const from = currentRelease(dir);
  if (to !== undefined && !listReleases(dir).some((r) => r.id === to)) throw new Error(`No release ${to}`);
  if (to === undefined && from === undefined) {
    throw new Error("The site already serves the server's own build: there is nothing to go back to");
  }
  const target = to ?? previousRelease(listReleases(dir), from);
  switchTo(dir, target);
  return { from, to: target };
}

/** Deletes the oldest releases beyond the `keep` newest, never the current one; returns the ids deleted. */
export function pruneReleases(dir: string, keep: number): string[] {
  const current = currentRelease(dir);
  const ids = readdirSync(releasesOf(dir)).filter(validId).sort();
  const doomed = ids.slice(0, Math.max(0, ids.length - keep)).filter((id) => id !== current);
  for (const id of doomed) rmSync(releaseDir(dir, id), { recursive: true, force: true });
  return doomed;
}

/** Makes the folders of a publishing folder. */
export function ensureLayout(dir: string): void {
  mkdirSync(releasesOf(dir), { recursive: true });
}

export type PublishState = {
  /** The last commit the pipeline reached a verdict on: polling does not build it again. */
  attempted?: string;
};

const stateFile = (dir: string) => join(dir, "state.json");

export function readState(dir: string): PublishState {
  try {
    return JSON.parse(readFileSync(stateFile(dir), "utf8")) as PublishState;
  } catch {
    return {};
  }
}

export function writeState(dir: string, state: PublishState): void {
  const temporary = `${stateFile(dir)}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state)}\n`);
  renameSync(temporary, stateFile(dir));
}
