/**
 * Publishing end to end, offline: a local bare repository stands in for
 * GitHub, holding a copy of this project; the real server (node
 * server/main.ts) serves this project's build (`npm run build` first, as
 * `npm test` does) and follows the bare repository, building with the
 * project's own node_modules (nothing is downloaded); a real SMTP server
 * receives its e-mails. The tests run in order and share one real build: the
 * valid push's, which the rollback then leaves.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatPrice } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { site } from "../../app/site/config.ts";
import { articles, pages } from "../../app/site/pages.ts";
import { formatFrontMatter, formatJson } from "../../scripts/cms/format.ts";
import { cacheDirOf } from "../../scripts/precompress.ts";
import { type ReceivedMail, startSmtp } from "../../tests/support/contact.ts";
import { git, makeOrigin, type Origin } from "../../tests/support/git.ts";
import { deliveryHeaders, pushEvent } from "../../tests/support/github-push.ts";
import { type RunningServer, startServer, tempDir, waitFor } from "../../tests/support/process.ts";
import { manifestPath } from "../site-manifest.ts";
import { webhookBodyLimit, webhookPath } from "./webhook.ts";

const root = resolve(import.meta.dirname, "../..");
if (!existsSync(manifestPath(join(root, "build")))) {
  throw new Error("This test serves the project's build: run `npm run build` first (npm test does).");
}

const secret = randomUUID();
const repository = "cabinet/site";
/** A real build on two shared cores: a minute or two, more under load. */
const buildMs = 12 * 60_000;

let origin: Origin;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let data: ReturnType<typeof tempDir>;
let server: RunningServer;

const practiceFile = "app/content/data/practice.json";
const practice = () => JSON.parse(readFileSync(join(root, practiceFile), "utf8")) as typeof site;
const oldPrice = practice().prices.individual;
const newPrice = oldPrice + 5;
/** An article of the site, whichever the practitioner published first. */
const article = articles[0]?.fr ?? "";

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, text: await response.text() };
};
/** The page as a visitor reads its text: no tags, and the no-break spaces of prices as they are typed. */
const text = async (path: string) => (await page(path)).text.replace(/<[^>]+>/g, " ");
const releases = () => {
  const dir = join(data.path, "publish", "releases");
  return existsSync(dir) ? readdirSync(dir) : [];
};
/**
 * Requests a page again and again until stopped, as visitors would during a
 * switch: every answer must be a whole page, the old one or the new one.
 */
function keepRequesting(path: string) {
  const answers: { status: number; complete: boolean; price: "old" | "new" | "none" }[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const { status, text: html } = await page(path);
      const shown = html.replace(/<[^>]+>/g, " ");
      const price = shown.includes(formatPrice(newPrice, "fr"))
        ? "new"
        : shown.includes(formatPrice(oldPrice, "fr"))
          ? "old"
          : "none";
      answers.push({ status, complete: html.trimEnd().endsWith("</html>"), price });
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return answers;
  };
}

const logged = (event: string) => server.output.join("").includes(`"event":"${event}"`);

/** A delivery as GitHub sends it, signed with `key` (the secret by default). */
const deliver = (body: string, { event = "push", key = secret } = {}) =>
  fetch(`${server.url}${webhookPath}`, { method: "POST", headers: deliveryHeaders(key, body, event), body });
const pushPayload = (commit: string, over: Record<string, unknown> = {}) =>
  JSON.stringify(pushEvent({ repository: { full_name: repository }, ...over }, commit));

beforeAll(async () => {
  origin = await makeOrigin("project");
  smtp = await startSmtp();
  data = tempDir("publish-e2e-");
  server = await startServer({
    env: {
      DATA_DIR: data.path,
      STATIC_DIR: join(root, "build/client"),
      LOG_LEVEL: "info",
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: "Site du cabinet <site@example.org>",
      MAIL_TO: "cabinet@example.org",
      PUBLISH_REPOSITORY: repository,
      PUBLISH_REMOTE: origin.bare,
      PUBLISH_WEBHOOK_SECRET: secret,
      PUBLISH_POLL_SECONDS: "0",
      // The cache `npm run build` filled: the editor's bundle and the unchanged files are not compressed again.
      BUILD_CACHE_DIR: cacheDirOf(root),
    },
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  await smtp?.close();
  origin?.remove();
  data?.remove();
});

describe("publishing from the repository", () => {
  it("refuses a wrong signature, an unknown repository or branch and an oversized body, and builds nothing", async () => {
    const head = git(origin.work, ["rev-parse", "HEAD"]).trim();
    const wrong = await deliver(pushPayload(head), { key: "not-the-secret-at-all-0000" });
    expect(wrong.status).toBe(401);
    const unknownRepository = await deliver(pushPayload(head, { repository: { full_name: "someone/else" } }));
    expect(await unknownRepository.json()).toMatchObject({ status: "ignored", reason: "repository" });
    const unknownBranch = await deliver(pushPayload(head, { ref: "refs/heads/draft" }));
    expect(await unknownBranch.json()).toMatchObject({ status: "ignored", reason: "branch" });
    const oversized = await deliver(pushPayload(head, { padding: "x".repeat(webhookBodyLimit) }));
    expect(oversized.status).toBe(413);
    // The build would start as the delivery is accepted: give a wrong one time to show.
    await new Promise((r) => setTimeout(r, 1000));
    expect(logged("publish.build_started")).toBe(false);
    expect(releases()).toEqual([]);
    expect(await text(pages.pricing.fr)).toContain(formatPrice(oldPrice, "fr"));
  });

  it(
    "publishes a price and a new article pushed to the branch, without a restart",
    async () => {
      const changed = practice();
      changed.prices.individual = newPrice;
      // A new article in both languages, written as the editor writes it: a copy of one, at new addresses.
      const english = matter(readFileSync(join(origin.work, `app/content/articles/${article}.en.md`), "utf8"));
      const slug = `${english.data.slug}-again`;
      const commit = await origin.push(
        {
          [practiceFile]: formatJson(changed),
          [`app/content/articles/${article}-bis.fr.md`]: readFileSync(
            join(origin.work, `app/content/articles/${article}.fr.md`),
            "utf8",
          ),
          [`app/content/articles/${article}-bis.en.md`]: formatFrontMatter({ ...english.data, slug }, english.content),
        },
        "Tarifs 2026 et un article",
      );
      const started = Date.now();
      const stop = keepRequesting(pages.pricing.fr);
      const accepted = await deliver(pushPayload(commit));
      expect(accepted.status).toBe(202);
      await waitFor(
        async () => {
          // A refused build fails the test at once, with the reason she would read.
          const refused = smtp.mails.find((m) => m.header("x-site-notice") === "publish_refused");
          if (refused) throw new Error(`The valid change was refused:\n${refused.text}`);
          return (await text(pages.pricing.fr)).includes(formatPrice(newPrice, "fr"));
        },
        buildMs,
        1000,
      );
      console.log(`publish: webhook to new price served in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      // Not one failed or partial answer while the build ran and the site switched: old pages, then new ones.
      const answers = await stop();
      expect(answers.every((a) => a.status === 200 && a.complete)).toBe(true);
      const prices = answers.map((a) => a.price).join(" ");
      expect(prices).toMatch(/^(old ?)*(new ?)*$/);
      expect(await text(pages.pricing.fr)).not.toContain(formatPrice(oldPrice, "fr"));
      expect(await text(pages.pricing.en)).toContain(formatPrice(newPrice, "en"));
      expect((await page(`/actualites/${article}-bis`)).status).toBe(200);
      expect((await page(`/en/news/${slug}`)).status).toBe(200);
      expect(releases()).toHaveLength(1);
      // Built with the project's own node_modules: nothing was installed.
      expect(readdirSync(join(data.path, "publish", "dependencies"))).toEqual([]);
    },
    buildMs,
  );

  it(
    "keeps the pages as they are on an invalid change, and e-mails her in French the page and field to fix",
    async () => {
      const file = "app/content/data/pages/pricing.json";
      const copy = JSON.parse(readFileSync(join(origin.work, file), "utf8"));
      copy.en.title = "";
      const commit = await origin.push({ [file]: formatJson(copy) }, "Titre anglais vidé");
      expect((await deliver(pushPayload(commit))).status).toBe(202);
      let mail: ReceivedMail | undefined;
      await waitFor(
        () => {
          mail = smtp.mails.find((m) => m.header("x-site-notice") === "publish_refused");
          return mail !== undefined;
        },
        buildMs,
        1000,
      );
      if (!mail) throw new Error("no e-mail");
      expect(mail.envelope.to).toEqual(["cabinet@example.org"]);
      expect(mail.header("subject")).toBe("Site non mis à jour\u00a0: une correction est nécessaire");
      expect(mail.text).toContain("«\u00a0Titre anglais vidé\u00a0»");
      expect(mail.text).toContain(`Page «\u00a0${pageNames.fr.pricing}\u00a0» (${site.origin}${pages.pricing.fr})`);
      const problem = mail.text.split("\n").find((line) => line.includes(file));
      expect(problem).toMatch(/title|titre/i);
      expect(mail.text).toContain("Ouvrez l’éditeur");
      // The site is exactly as it was: the valid push's build.
      expect(await text(pages.pricing.fr)).toContain(formatPrice(newPrice, "fr"));
      expect(await text(pages.pricing.en)).toContain(formatPrice(newPrice, "en"));
      expect(releases()).toHaveLength(1);
    },
    buildMs,
  );

  it("goes back to the previous build with the rollback command", async () => {
    const stop = keepRequesting(pages.pricing.fr);
    const command = spawn("npm", ["run", "--silent", "publish:rollback"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: data.path },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    command.stdout.on("data", (d: Buffer) => output.push(d.toString()));
    command.stderr.on("data", (d: Buffer) => output.push(d.toString()));
    const code = await new Promise<number | null>((r) => command.on("exit", r));
    expect(code, output.join("")).toBe(0);
    expect(output.join("")).toContain("Now serving the server's own build");
    await waitFor(async () => (await text(pages.pricing.fr)).includes(formatPrice(oldPrice, "fr")), 10_000, 100);
    const answers = await stop();
    expect(answers.every((a) => a.status === 200 && a.complete)).toBe(true);
    expect(answers.map((a) => a.price).join(" ")).toMatch(/^(new ?)*(old ?)*$/);
    expect(await text(pages.pricing.fr)).not.toContain(formatPrice(newPrice, "fr"));
    expect((await page(`/actualites/${article}-bis`)).status).toBe(404);
  });
});
