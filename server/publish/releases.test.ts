import { spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/process.ts";
import {
  currentRelease,
  describeRelease,
  ensureLayout,
  listReleases,
  pruneReleases,
  readState,
  releaseDir,
  releaseId,
  rollBack,
  switchTo,
  writeState,
} from "./releases.ts";

const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.remove();
});

/** A publishing folder with a release per commit, built a minute apart. */
function folder(commits: string[]) {
  const d = tempDir("releases-");
  dirs.push(d);
  ensureLayout(d.path);
  const ids = commits.map((commit, i) => {
    // Within one second, as quick builds can be: their order must still be theirs.
    const id = releaseId(commit, new Date(Date.UTC(2026, 2, 1, 12, 0, 0, i)));
    mkdirSync(releaseDir(d.path, id), { recursive: true });
    describeRelease(d.path, {
      id,
      commit,
      author: "Camille",
      date: "2026-03-01T12:00:00Z",
      subject: `change ${i}`,
      builtAt: "",
    });
    return id;
  });
  return { dir: d.path, ids };
}

const sha = (c: string) => c.repeat(40);

describe("releases", () => {
  it("are named by build time, then commit, so that their names sort by age", () => {
    expect(releaseId(sha("a"), new Date("2026-03-01T12:05:09.123Z"))).toBe("20260301T120509123Z-aaaaaaaaaaaa");
    const { dir, ids } = folder([sha("c"), sha("b"), sha("a")]);
    expect(listReleases(dir).map((r) => r.id)).toEqual(ids);
    expect(listReleases(dir).map((r) => r.commit)).toEqual([sha("c"), sha("b"), sha("a")]);
  });

  it("switch: current names the release, and no release means the server's own build", () => {
    const { dir, ids } = folder([sha("a"), sha("b")]);
    expect(currentRelease(dir)).toBeUndefined();
    switchTo(dir, ids[1]);
    expect(currentRelease(dir)).toBe(ids[1]);
    switchTo(dir, ids[0]);
    expect(currentRelease(dir)).toBe(ids[0]);
    expect(() => switchTo(dir, "20260301T120000000Z-ffffffffffff")).toThrow(/No release/);
    expect(() => switchTo(dir, "../../etc")).toThrow(/No release/);
    expect(currentRelease(dir)).toBe(ids[0]);
    switchTo(dir, undefined);
    expect(currentRelease(dir)).toBeUndefined();
  });

  it("switch atomically: a reader never finds no current release while another process switches", async () => {
    const { dir, ids } = folder([sha("a"), sha("b")]);
    switchTo(dir, ids[0]);
    const node = resolve(import.meta.dirname, "../../node_modules/.bin/node");
    const script = `
      import { switchTo } from ${JSON.stringify(resolve(import.meta.dirname, "releases.ts"))};
      const ids = ${JSON.stringify(ids)};
      for (let i = 0; i < 3000; i++) switchTo(${JSON.stringify(dir)}, ids[i % 2]);
    `;
    const child = spawn(node, ["--input-type=module", "-e", script], { stdio: "inherit" });
    const exited = new Promise<number | null>((r) => child.on("exit", r));
    const seen = new Set<string | undefined>();
    let reads = 0;
    while (child.exitCode === null) {
      seen.add(currentRelease(dir));
      reads++;
      if (reads % 200 === 0) await new Promise((r) => setImmediate(r));
    }
    expect(await exited).toBe(0);
    expect(reads).toBeGreaterThan(100);
    expect([...seen].every((id) => id === ids[0] || id === ids[1])).toBe(true);
  });

  it("roll back to the release before the current one, then to the server's own build", () => {
    const { dir, ids } = folder([sha("a"), sha("b"), sha("c")]);
    switchTo(dir, ids[2]);
    expect(rollBack(dir)).toEqual({ from: ids[2], to: ids[1] });
    expect(currentRelease(dir)).toBe(ids[1]);
    expect(rollBack(dir)).toEqual({ from: ids[1], to: ids[0] });
    expect(rollBack(dir)).toEqual({ from: ids[0], to: undefined });
    expect(currentRelease(dir)).toBeUndefined();
    expect(() => rollBack(dir)).toThrow(/nothing to go back to/);
    expect(rollBack(dir, ids[2])).toEqual({ from: undefined, to: ids[2] });
    expect(() => rollBack(dir, "20260301T120000000Z-ffffffffffff")).toThrow(/No release/);
    expect(currentRelease(dir)).toBe(ids[2]);
  });

  it("are pruned to the newest few, never the current one", () => {
    const { dir, ids } = folder([sha("e"), sha("d"), sha("c"), sha("b"), sha("a")]);
    switchTo(dir, ids[0]);
    expect(pruneReleases(dir, 2)).toEqual([ids[1], ids[2]]);
    expect(listReleases(dir).map((r) => r.id)).toEqual([ids[0], ids[3], ids[4]]);
    switchTo(dir, ids[4]);
    expect(pruneReleases(dir, 2)).toEqual([ids[0]]);
    expect(ids.map((id) => existsSync(releaseDir(dir, id)))).toEqual([false, false, false, true, true]);
  });

  it("keep the last commit a verdict was reached on", () => {
    const { dir } = folder([]);
    expect(readState(dir)).toEqual({});
    writeState(dir, { attempted: sha("a") });
    expect(readState(dir)).toEqual({ attempted: sha("a") });
    expect(existsSync(join(dir, "state.json"))).toBe(true);
  });
});
