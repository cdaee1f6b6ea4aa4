/**
 * What the editor's browser tests share. `setUpEditor()` gives a spec file a
 * throw-away copy of the repository (its files as they are in the working
 * tree, node_modules linked, a git repository of its own so that saving a
 * version works as the README says), the editor (`scripts/edit.ts`, Decap CMS
 * on its local backend) writing to that copy, and the real build and server
 * run in the copy, so a test sees what a save changes on the site. The
 * repository's own files never change.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, symlink } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { freePort, type RunningServer, startServer, tempDir, waitFor } from "../support/process.ts";

const root = resolve(import.meta.dirname, "../..");

/** The date of the copy's first version: anything dated later in the site comes from the test's own saves. */
const firstVersionDate = "2025-06-02";

export type BuildResult = { ok: boolean; output: string };

export type Editor = {
  /** The copy of the repository the editor writes to and the build reads. */
  readonly root: string;
  /** The editor's page. */
  readonly url: string;
  /** A file of the copy, by its path in the repository. */
  read(path: string): Promise<string>;
  /** Saves a version of the copy as the practitioner would (`git add -A && git commit`), dated YYYY-MM-DD. */
  commit(message: string, date: string): void;
  /** `npm run build` in the copy: whether it succeeded, and what it printed. */
  build(): Promise<BuildResult>;
  /** Builds the copy (throws with the build's output if it fails) and serves it with the real server; returns its URL. */
  rebuild(): Promise<string>;
};

/** git in the copy, never in the repository around it, whatever the environment says. */
function git(cwd: string, args: string[], date?: string): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith("GIT_")));
  const dated = date ? { GIT_AUTHOR_DATE: `${date}T12:00:00Z`, GIT_COMMITTER_DATE: `${date}T12:00:00Z` } : {};
  return execFileSync("git", args, { cwd, env: { ...env, ...dated }, encoding: "utf8", stdio: "pipe" });
}

/** The working tree's files that git knows or would add (tracked, and untracked but not ignored), copied as they are now. */
async function copyRepository(to: string): Promise<void> {
  const files = git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"])
    .split("\0")
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of files) {
    await mkdir(dirname(join(to, file)), { recursive: true });
    await copyFile(join(root, file), join(to, file));
  }
  await symlink(join(root, "node_modules"), join(to, "node_modules"), "dir");
  git(to, ["init", "-q", "-b", "main"]);
  git(to, ["config", "user.name", "Editor test"]);
  git(to, ["config", "user.email", "editor-test@example.org"]);
  git(to, ["add", "-A"]);
  git(to, ["commit", "-q", "-m", "First version"], firstVersionDate);
}

/** Runs a command in `cwd`; resolves with its exit status and everything it printed. */
function run(command: string, args: string[], cwd: string): Promise<BuildResult> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd, env: process.env, stdio: ["ignore", "pipe", "pipe"] });
    const output: string[] = [];
    child.stdout.on("data", (d: Buffer) => output.push(d.toString()));
    child.stderr.on("data", (d: Buffer) => output.push(d.toString()));
    child.on("error", fail);
    child.on("exit", (code) => done({ ok: code === 0, output: output.join("") }));
  });
}

const answers = (url: string, init?: RequestInit) =>
  fetch(url, init).then(
    (r) => r.ok,
    () => false,
  );

/**
 * Registers, for the calling spec file, the copy and the editor (before its
 * tests) and their removal (after them). `KEEP_EDITOR_COPY=1` keeps the copy
 * and prints where it is.
 */
export function setUpEditor(): Editor {
  // Made in beforeAll, not when the file loads: Playwright also loads it to list the tests, in another process.
  let copy = { path: "", remove() {} };
  let data = { path: "", remove() {} };
  let editor: ChildProcess | undefined;
  let server: RunningServer | undefined;
  let url = "";

  const stopServer = async () => {
    await server?.stop();
    server = undefined;
  };

  const build = () => run("npm", ["run", "build"], copy.path);

  test.beforeAll(async () => {
    // Builds the editor on first use (npm run build:admin), which takes a while on two cores.
    test.setTimeout(180_000);
    copy = tempDir("editor-e2e-");
    data = tempDir("editor-e2e-data-");
    await copyRepository(copy.path);
    const [port, proxyPort] = [await freePort(), await freePort()];
    editor = spawn(join(root, "node_modules/.bin/node"), ["scripts/edit.ts"], {
      cwd: root,
      env: {
        ...process.env,
        EDIT_PORT: String(port),
        EDIT_PROXY_PORT: String(proxyPort),
        EDIT_SITE: "0",
        CONTENT_ROOT: copy.path,
      },
      stdio: "inherit",
    });
    url = `http://localhost:${port}/`;
    await waitFor(
      async () =>
        (await answers(url)) &&
        (await answers(`http://localhost:${proxyPort}/api/v1`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ action: "info" }),
        })),
      170_000,
      200,
    );
  });

  test.afterAll(async () => {
    await stopServer();
    if (editor && editor.exitCode === null) {
      const exited = new Promise((r) => editor?.once("exit", r));
      editor.kill("SIGTERM");
      await exited;
    }
    data.remove();
    if (!process.env.KEEP_EDITOR_COPY) copy.remove();
    else console.log(copy.path);
  });

  return {
    get root() {
      return copy.path;
    },
    get url() {
      return url;
    },
    read: (path) => readFile(join(copy.path, path), "utf8"),
    commit(message, date) {
      git(copy.path, ["add", "-A"]);
      git(copy.path, ["commit", "-q", "-m", message], date);
    },
    build,
    async rebuild() {
      await stopServer();
      const built = await build();
      if (!built.ok) throw new Error(`The build of the copy failed:\n${built.output}`);
      server = await startServer({
        cwd: copy.path,
        env: { DATA_DIR: data.path, STATIC_DIR: join(copy.path, "build/client"), LOG_LEVEL: "warn" },
        output: "stderr",
      });
      return server.url;
    },
  };
}

/** Opens the editor and enters: the local backend needs no password. */
export async function logIn(page: Page, editor: Editor): Promise<void> {
  await page.goto(editor.url);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** The editor's home (the session stays open), a collection in the side bar, then one of its entries. */
export async function open(page: Page, editor: Editor, collection: string, entry: string): Promise<void> {
  await page.goto(editor.url);
  await page.getByRole("link", { name: collection }).click();
  await page.getByRole("main").getByRole("link", { name: entry, exact: true }).click();
}

/** Decap's "Publier" menu, then "Publier maintenant"; resolves once the editor says the files are written. */
export async function publish(page: Page): Promise<void> {
  await expect(page.getByText(/^Modifications non enregistrées$/i)).toBeVisible();
  await page.getByRole("button", { name: "Publier" }).click();
  await page.getByRole("menuitem", { name: "Publier maintenant" }).click();
  await expect(page.getByText(/^Modifications enregistrées$/i)).toBeVisible();
}
