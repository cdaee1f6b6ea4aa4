/**
 * « Textes communs » in the practitioner's editor (`npm run edit`: Decap CMS
 * on its local backend): the words every page shares, here the title of
 * the footer's legal column, changed in French and English as she would, on a throw-away
 * copy of the content, then read back as the build reads it
 * (`contentProblems`, app/content/validate.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { cp, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentProblems } from "../../app/content/validate.ts";
import { freePort, tempDir, waitFor } from "../support/process.ts";

const root = resolve(import.meta.dirname, "../..");
const copy = tempDir("editor-common-e2e-");
const shellFile = "app/content/data/shell.json";
let editor: ChildProcess | undefined;
let editorUrl = "";

const shell = async (dir = copy.path) => JSON.parse(await readFile(join(dir, shellFile), "utf8"));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // Builds the editor on first use (npm run build:admin), which takes a while on two cores.
  test.setTimeout(180_000);
  for (const folder of ["app/content/data", "app/content/articles", "app/assets/photos"]) {
    await cp(join(root, folder), join(copy.path, folder), { recursive: true });
  }
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
  editorUrl = `http://localhost:${port}/`;
  const answers = (url: string, init?: RequestInit) =>
    fetch(url, init).then(
      (r) => r.ok,
      () => false,
    );
  await waitFor(
    async () =>
      (await answers(editorUrl)) &&
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
  if (editor && editor.exitCode === null) {
    const exited = new Promise((r) => editor?.once("exit", r));
    editor.kill("SIGTERM");
    await exited;
  }
  copy.remove();
});

/** Enters the editor: the local backend needs no password, and the session stays open. */
async function logIn(page: Page) {
  await page.goto(editorUrl);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** The editor's home, « Textes communs » in the side bar, then one of its entries. */
async function openCommon(page: Page, entry = "En-tête, menus, pied de page, urgences, page introuvable") {
  await page.goto(editorUrl);
  await page.getByRole("link", { name: "Textes communs" }).click();
  await page.getByText(entry, { exact: true }).click();
}

/** « Publier » → « Publier maintenant », as the practitioner does. */
async function clickPublish(page: Page) {
  await page.getByRole("button", { name: "Publier" }).click();
  await page.getByRole("menuitem", { name: "Publier maintenant" }).click();
}

/** Publishes; resolves once the editor says the file is written. */
async function publish(page: Page) {
  await expect(page.getByText(/^Modifications non enregistrées$/i)).toBeVisible();
  await clickPublish(page);
  await expect(page.getByText(/^Modifications enregistrées$/i)).toBeVisible();
}

test("changes a footer title in French and English; the build accepts the saved file", async ({ page }) => {
  await logIn(page);
  await openCommon(page);
  // French on the left, English on the right, each under its French label.
  const titles = page.getByLabel("Titre de la colonne Informations légales", { exact: true });
  await expect(titles.nth(0)).toHaveValue("Informations légales");
  await expect(titles.nth(1)).toHaveValue("Legal");
  await titles.nth(0).fill("Mentions et confidentialité");
  await titles.nth(1).fill("Legal and privacy");
  await publish(page);

  const saved = await shell();
  expect(saved.fr.footer.legalTitle).toBe("Mentions et confidentialité");
  expect(saved.en.footer.legalTitle).toBe("Legal and privacy");
  // Everything else as it was, and every file valid for the build.
  const original = await shell(root);
  original.fr.footer.legalTitle = "Mentions et confidentialité";
  original.en.footer.legalTitle = "Legal and privacy";
  expect(saved).toEqual(original);
  expect(await contentProblems(copy.path)).toEqual([]);
});

test("refuses an empty French text at once, and the build refuses a missing English one, naming it", async ({
  page,
}) => {
  await logIn(page);
  await openCommon(page);
  const titles = page.getByLabel("Titre de la colonne Informations légales", { exact: true });
  const before = await readFile(join(copy.path, shellFile), "utf8");
  await titles.nth(0).fill("");
  await clickPublish(page);
  await expect(page.getByText("Le champ Titre de la colonne Informations légales est requis.")).toBeVisible();
  expect(await readFile(join(copy.path, shellFile), "utf8")).toBe(before);

  // Decap checks the default language only: the file is saved without the English title, and the build stops on it.
  await titles.nth(0).fill("Mentions et confidentialité");
  await titles.nth(1).fill("");
  await publish(page);
  expect(await contentProblems(copy.path)).toEqual([
    "Invalid content in app/content/data/shell.json:\n  app/content/data/shell.json: en.footer.legalTitle: Texte obligatoire / text required",
  ]);
});

test("opens every file of « Textes communs » with its words in both languages", async ({ page }) => {
  const entries = [
    ["Noms des pages (menus, pied de page, fil d’Ariane)", "Page /qui-suis-je", "Qui suis-je", "About me"],
    ["Bandeau cookies", "Bouton « Accepter tout »", "Accepter tout", "Accept all"],
    ["Formulaire de contact", "Bouton d’envoi", "Envoyer le message", "Send message"],
    [
      "Adhésion professionnelle (page Qui suis-je)",
      "Membre de l’organisme ({name} : son nom, dans « Le cabinet »)",
      "Membre de {name}",
      "Member of {name}",
    ],
  ] as const;
  await logIn(page);
  for (const [entry, label, fr, en] of entries) {
    await openCommon(page, entry);
    const fields = page.getByLabel(label, { exact: true });
    await expect(fields.nth(0)).toHaveValue(fr);
    await expect(fields.nth(1)).toHaveValue(en);
  }
});
