/**
 * What the editor's browser tests share. `setUpEditor()` gives a spec file a
 * throw-away copy of the repository (its files as they are in the working
 * tree, node_modules linked, a git repository of its own), the editor's
 * page (`scripts/edit.ts`, Sveltia CMS), and the real build and server run
 * in the copy, so a test sees what a save changes on the site. The
 * repository's own files never change.
 *
 * The editor works on a local folder through the browser's File System
 * Access API (« Travailler avec un dépôt local »), whose folder picker a
 * test cannot click through: `openEditor()` answers it with a folder of the
 * browser's private file system (OPFS) filled with the copy's content
 * files, and `saved()` copies what the editor wrote there back into the copy.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { cmsConfig } from "../../scripts/cms/config.ts";
import { freePort, type RunningServer, startServer, tempDir, waitFor } from "../support/process.ts";
import { commitAll, copyRepository } from "../support/repository.ts";
import { editorFiles, fillFolder, readFolder } from "./editor-folder.ts";
import { escapeRegExp } from "./fixtures.ts";

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
  /** Opens the editor on the copy's files in `page`, signed in to the local folder, on its list of collections. */
  open(page: Page): Promise<void>;
  /** Copies what the editor saved into the copy; resolves with the paths that changed. */
  saved(page: Page): Promise<string[]>;
  /** Saves a version of the copy as the practitioner would (`git add -A && git commit`), dated YYYY-MM-DD. */
  commit(message: string, date: string): void;
  /** Builds the copy (throws with the build's output if it fails) and serves it with the real server; returns its URL. */
  rebuild(): Promise<string>;
};

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

/**
 * Registers, for the calling spec file, the copy and the editor's server
 * (before its tests) and their removal (after them). `KEEP_EDITOR_COPY=1`
 * keeps the copy and prints where it is.
 */
export function setUpEditor(): Editor {
  // Made in beforeAll, not when the file loads: Playwright also loads it to list the tests, in another process.
  let copy = { path: "", remove() {} };
  let data = { path: "", remove() {} };
  let editor: ChildProcess | undefined;
  let server: RunningServer | undefined;
  let url = "";

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    copy = tempDir("editor-e2e-");
    data = tempDir("editor-e2e-data-");
    await copyRepository(copy.path, firstVersionDate);
    const port = await freePort();
    editor = spawn(join(root, "node_modules/.bin/node"), ["scripts/edit.ts"], {
      cwd: root,
      env: { ...process.env, EDIT_PORT: String(port), EDIT_SITE: "0" },
      stdio: "inherit",
    });
    url = `http://localhost:${port}/admin/`;
    await waitFor(
      () =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      60_000,
      200,
    );
  });

  test.afterAll(async () => {
    await server?.stop();
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
    async open(page) {
      await page.addInitScript(() => {
        // The folder picker, answered with the private folder filled below (a test cannot click the real one).
        Object.assign(window, {
          showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle("repo"),
        });
      });
      await page.goto(url);
      await fillFolder(page, [...(await editorFiles(copy.path)), [".git/HEAD", btoa("ref: refs/heads/main\n")]]);
      await page.getByRole("button", { name: "Travailler avec un dépôt local" }).click();
      await expect(page.getByRole("treeitem", { name: "Textes des pages" })).toBeVisible();
    },
    async saved(page) {
      const before = await editorFiles(copy.path);
      const after = new Map((await readFolder(page)).filter(([path]) => !path.startsWith(".git/")));
      const changed = [...new Set([...before.keys(), ...after.keys()])].filter((p) => before.get(p) !== after.get(p));
      for (const path of changed) {
        const content = after.get(path);
        if (content === undefined) await rm(join(copy.path, path));
        else {
          await mkdir(dirname(join(copy.path, path)), { recursive: true });
          await writeFile(join(copy.path, path), Buffer.from(content, "base64"));
        }
      }
      return changed.sort();
    },
    commit(message, date) {
      commitAll(copy.path, message, date);
    },
    async rebuild() {
      await server?.stop();
      const built = await run("npm", ["run", "build"], copy.path);
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

/** A collection in the side bar, by its label; from an entry, back (« ← ») to its list first. */
export async function openCollection(page: Page, collection: string): Promise<void> {
  const item = page.getByRole("treeitem", { name: collection, exact: true });
  // Right after a save the editor moves between views on its own: leave the entry until the list shows.
  await expect(async () => {
    if (!(await item.isVisible()))
      await page.getByRole("button", { name: "Annuler la modification" }).click({ timeout: 1000 });
    await expect(item).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await item.click();
  // An accessible name's no-break spaces read as plain ones (the labels are typeset French).
  const label = escapeRegExp(collection).replace(/\s/g, "\\s");
  await expect(page.getByRole("main", { name: new RegExp(`^Collection .${label}.$`) })).toBeVisible();
}

/** A collection in the side bar, then one of its entries, both by their labels. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole("gridcell", { name: entry, exact: true }).click();
  await expect(page.getByRole("button", { name: "Enregistrer" })).toBeVisible();
}

/** « Le cabinet », its one entry, and the individual price's field, scrolled to. */
export async function openPrice(page: Page): Promise<Locator> {
  const practice = cmsConfig().collections.find((c) => c.name === "practice");
  const file = practice && "files" in practice ? practice.files[0] : undefined;
  await openEntry(page, String(practice?.label), String(file?.label));
  const price = page.getByRole("spinbutton", { name: "Consultation individuelle", exact: true });
  await reveal(page, price);
  return price;
}

/** « Enregistrer », then the editor's word that the entry is saved. */
export async function save(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Entrée enregistrée.")).toBeVisible();
}

/** The English version beside the French one: the second pane's « Anglais » (the editor remembers the choice). */
export async function showEnglish(page: Page): Promise<void> {
  const english = page.getByRole("group", { name: /^Modifier le contenu en .Anglais/ });
  await expect(page.getByRole("group", { name: /^Modifier le contenu en .Français/ })).toBeVisible();
  if (!(await english.isVisible())) {
    await page
      .getByRole("group", { name: /^Aperçu du contenu/ })
      .getByRole("radio", { name: "Anglais" })
      .click();
  }
  await expect(english).toBeVisible();
}

/** Scrolls `pane` (the form) down until `locator` is there: the editor draws fields as they come into view. */
export async function reveal(
  page: Page,
  locator: Locator,
  pane: Locator = page.getByRole("group", { name: "Éditeur de contenu" }),
): Promise<void> {
  await pane.hover({ position: { x: 200, y: 300 } });
  for (let step = 0; step < 80 && !(await locator.count()); step++) await page.mouse.wheel(0, 600);
  await locator.first().scrollIntoViewIfNeeded();
}
