/**
 * The publishing pipeline around the build, with real git (a local bare
 * repository stands in for GitHub) and a stand-in for `npm run build` that
 * renders a few pages from a file of the commit: what is published, refused
 * or left alone, what the practitioner is told, what polling and webhooks
 * build, rollback seen by the running server, pruning, a stop mid-build.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { htmlFileOf } from "../../app/site/http.ts";
import { memoryLogger, testEnv } from "../../tests/support/contact.ts";
import { writeBuild, writeSite } from "../../tests/support/fake-build.ts";
import { makeOrigin, type Origin } from "../../tests/support/git.ts";
import { tempDir, waitFor } from "../../tests/support/process.ts";
import type { NewNotice } from "../contact/sqlite.ts";
import { loadStaticSite } from "../static-site.ts";
import type { BuildOptions, BuildOutcome } from "./build.ts";
import type { PublishConfig } from "./config.ts";
import { currentRelease, listReleases, readState, rollBack } from "./releases.ts";
import { type Publishing, startPublishing } from "./service.ts";

/** What the stand-in build prints for an empty price: a line of the content check's shape. */
const priceProblem = "app/content/data/practice.json: prices.individual: Prix obligatoire / price required";

type Stand = { builds: number; hold?: Promise<void> };

/**
 * Renders the pages with the commit's price.txt in them; refuses an empty one;
 * leaves a page out if the commit has a file `missing`, the editor if it has `no-editor`, renders
 * nothing if it has `nothing`.
 */
function standInBuild(stand: Stand) {
  return async (options: BuildOptions): Promise<BuildOutcome> => {
    stand.builds++;
    if (stand.hold) {
      await new Promise<void>((resolve) => {
        options.signal?.addEventListener("abort", () => resolve(), { once: true });
        stand.hold?.then(resolve);
      });
      if (options.signal?.aborted) return { ok: false, stage: "build", output: "stopped" };
    }
    const price = readFileSync(join(options.checkout, "price.txt"), "utf8").trim();
    if (price === "")
      return { ok: false, stage: "build", output: `> build\n${priceProblem}\n    at x (file:///a.js:1:1)\n` };
    const build = join(options.checkout, "build");
    if (existsSync(join(options.checkout, "nothing"))) return { ok: true };
    if (existsSync(join(options.checkout, "missing"))) {
      writeBuild(build, { [htmlFileOf("/")]: "home" }, { pages: ["/", "/tarifs"], redirects: [] });
    } else writeSite(build, `price ${price}`, undefined, !existsSync(join(options.checkout, "no-editor")));
    return { ok: true };
  };
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c();
});

async function setup(options: { pollMs?: number; keep?: number; origin?: Origin } = {}) {
  const origin = options.origin ?? (await makeOrigin({ "price.txt": "70\n" }));
  const data = tempDir("publish-");
  const base = tempDir("base-build-");
  writeSite(base.path, "own build");
  const log = memoryLogger();
  const notices: NewNotice[] = [];
  const stand: Stand = { builds: 0 };
  const config: PublishConfig = {
    repository: "cabinet/site",
    branch: "main",
    remote: origin.bare,
    secret: "a-webhook-secret-of-some-length",
    pollMs: options.pollMs ?? 0,
    dir: join(data.path, "publish"),
    keep: options.keep ?? 5,
  };
  const publishing: Publishing = await startPublishing({
    config,
    env: testEnv(data.path),
    log,
    base: loadStaticSite(join(base.path, "client")),
    notify: (n) => notices.push(n),
    build: standInBuild(stand),
  });
  cleanups.push(
    () => origin.remove(),
    () => data.remove(),
    () => base.remove(),
    () => publishing.stop(),
  );
  /** What the site serves at a path. */
  const served = (path = "/tarifs") => publishing.site()?.get(htmlFileOf(path))?.body.toString() ?? "";
  const publish = async (force = true) => {
    publishing.request({ force });
    await publishing.idle();
  };
  return { origin, config, publishing, served, publish, notices, log, stand };
}

describe("publishing", () => {
  it("serves the server's own build until a push is built, then the new build, without a restart", async () => {
    const { origin, config, served, publish, stand, log } = await setup();
    expect(served()).toContain("own build /tarifs");
    await publish();
    expect(served()).toContain("price 70 /tarifs");
    const commit = await origin.push({ "price.txt": "75\n" }, "Tarifs 2026");
    await publish();
    expect(served()).toContain("price 75 /tarifs");
    expect(stand.builds).toBe(2);
    const [, latest] = listReleases(config.dir);
    expect(latest).toMatchObject({ commit, subject: "Tarifs 2026", author: "Camille Laurent" });
    expect(currentRelease(config.dir)).toBe(latest?.id);
    expect(readState(config.dir).attempted).toBe(commit);
    expect(log.lines.filter((l) => l.includes('"publish.published"'))).toHaveLength(2);
    // Nothing new: nothing is built.
    await publish();
    await publish(false);
    expect(stand.builds).toBe(2);
  });

  it("refuses a change that does not build: the site stays as it was, she is told once, polling does not retry it", async () => {
    const { origin, config, served, publish, stand, notices } = await setup();
    await publish();
    const before = served();
    const release = currentRelease(config.dir);
    const commit = await origin.push({ "price.txt": "\n" }, "Tarifs vides");
    await publish();
    expect(served()).toBe(before);
    expect(currentRelease(config.dir)).toBe(release);
    expect(listReleases(config.dir)).toHaveLength(1);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.idemKey).toBe(`publish_refused:${commit}`);
    expect(notices[0]?.body).toContain(priceProblem);
    expect(notices[0]?.body).toContain("«\u00a0Tarifs vides\u00a0»");
    expect(notices[0]?.body).toContain("https://github.com/cabinet/site/blob/main/docs/guide-praticienne.md");
    expect(readState(config.dir).attempted).toBe(commit);
    // Polling leaves it; a webhook (a redelivery) tries it again.
    await publish(false);
    expect(stand.builds).toBe(2);
    await publish(true);
    expect(stand.builds).toBe(3);
    expect(served()).toBe(before);
    // The fix is published.
    await origin.push({ "price.txt": "80\n" }, "Tarifs corrigés");
    await publish(false);
    expect(served()).toContain("price 80");
  });

  it("refuses a build that left a page of its route table out", async () => {
    const { origin, served, publish, notices } = await setup();
    await origin.push({ missing: "" }, "Page manquante");
    await publish();
    expect(served()).toContain("own build /tarifs");
    expect(notices[0]?.body).toContain("/tarifs: not rendered (/tarifs/index.html missing or empty)");
    expect(notices[0]?.body).toContain("Le problème ne vient pas de vos textes");
  });

  it("refuses a build without the editor: published, it would leave her no way to edit the site", async () => {
    const { origin, served, publish, notices } = await setup();
    await origin.push({ "no-editor": "" }, "Sans éditeur");
    await publish();
    expect(served()).toContain("own build /tarifs");
    expect(notices[0]?.body).toContain("The build has no editor (build/admin/)");
    expect(notices[0]?.body).toContain("Le problème ne vient pas de vos textes");
  });

  it("refuses a build that says it succeeded but wrote nothing, and does not try it again", async () => {
    const { origin, served, publish, notices, stand } = await setup();
    await origin.push({ nothing: "" }, "Rien");
    await publish();
    expect(served()).toContain("own build /tarifs");
    expect(notices[0]?.body).toContain("The build wrote no build/ folder");
    await publish(false);
    expect(stand.builds).toBe(1);
  });

  it("leaves the site alone, tells no one and tries again later when the repository cannot be fetched", async () => {
    const origin = await makeOrigin({ "price.txt": "70\n" });
    const { publish, served, notices, log, config, stand } = await setup({ origin });
    origin.remove();
    await publish();
    expect(served()).toContain("own build");
    expect(notices).toEqual([]);
    expect(stand.builds).toBe(0);
    expect(readState(config.dir)).toEqual({});
    expect(log.lines.some((l) => l.includes('"publish.fetch_failed"'))).toBe(true);
  });

  it("builds what was pushed while it was down when it starts, and polls the branch", async () => {
    const { origin, served, stand } = await setup({ pollMs: 100 });
    await waitFor(() => served().includes("price 70"));
    await origin.push({ "price.txt": "90\n" }, "Tarifs");
    await waitFor(() => served().includes("price 90"));
    expect(stand.builds).toBe(2);
  });

  it("serves what the rollback command switches to, at once", async () => {
    const { origin, config, served, publish } = await setup();
    await publish();
    await origin.push({ "price.txt": "75\n" }, "Tarifs");
    await publish();
    rollBack(config.dir);
    await waitFor(() => served().includes("price 70"));
    rollBack(config.dir);
    await waitFor(() => served().includes("own build"));
  });

  it("keeps the newest releases only", async () => {
    const { origin, config, publish } = await setup({ keep: 2 });
    for (const price of ["71", "72", "73"]) {
      await origin.push({ "price.txt": price }, `Tarif ${price}`);
      await publish();
    }
    const kept = listReleases(config.dir);
    expect(kept).toHaveLength(2);
    expect(kept.map((r) => r.subject)).toEqual(["Tarif 72", "Tarif 73"]);
    expect(currentRelease(config.dir)).toBe(kept[1]?.id);
  });

  it("cuts a build short when the server stops: no verdict, nothing left behind", async () => {
    const { config, publishing, stand, served } = await setup();
    stand.hold = new Promise(() => {});
    publishing.request({ force: true });
    await waitFor(() => stand.builds === 1);
    await publishing.stop();
    expect(served()).toContain("own build");
    expect(readState(config.dir)).toEqual({});
    expect(listReleases(config.dir)).toEqual([]);
    expect(readdirSync(join(config.dir, "work"))).toEqual([]);
  });
});
