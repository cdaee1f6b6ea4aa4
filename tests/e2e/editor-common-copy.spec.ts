/**
 * « Textes communs » in the practitioner's editor (`npm run edit`: Decap CMS
 * on its local backend): the words every page shares, here the title of
 * the footer's legal column, changed in French and English as she would, on a throw-away
 * copy of the repository, then read back as the build reads it
 * (`contentProblems`, app/content/validate.ts).
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { contentProblems } from "../../app/content/validate.ts";
import { logIn, open, publish, setUpEditor } from "./editor-helpers.ts";

const root = resolve(import.meta.dirname, "../..");
const shellFile = "app/content/data/shell.json";
const editor = setUpEditor();

const shell = async (dir = editor.root) => JSON.parse(await readFile(join(dir, shellFile), "utf8"));

test.describe.configure({ mode: "serial" });

/** « Textes communs » in the side bar, then one of its entries. */
const openCommon = (page: Page, entry = "En-tête, menus, pied de page, urgences, page introuvable") =>
  open(page, editor, "Textes communs", entry);

test("changes a footer title in French and English; the build accepts the saved file", async ({ page }) => {
  await logIn(page, editor);
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
  expect(await contentProblems(editor.root)).toEqual([]);
});

test("refuses an empty French text at once, and the build refuses a missing English one, naming it", async ({
  page,
}) => {
  await logIn(page, editor);
  await openCommon(page);
  const titles = page.getByLabel("Titre de la colonne Informations légales", { exact: true });
  const before = await editor.read(shellFile);
  await titles.nth(0).fill("");
  await page.getByRole("button", { name: "Publier" }).click();
  await page.getByRole("menuitem", { name: "Publier maintenant" }).click();
  await expect(page.getByText("Le champ Titre de la colonne Informations légales est requis.")).toBeVisible();
  expect(await editor.read(shellFile)).toBe(before);

  // Decap checks the default language only: the file is saved without the English title, and the build stops on it.
  await titles.nth(0).fill("Mentions et confidentialité");
  await titles.nth(1).fill("");
  await publish(page);
  expect(await contentProblems(editor.root)).toEqual([
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
  await logIn(page, editor);
  for (const [entry, label, fr, en] of entries) {
    await openCommon(page, entry);
    const fields = page.getByLabel(label, { exact: true });
    await expect(fields.nth(0)).toHaveValue(fr);
    await expect(fields.nth(1)).toHaveValue(en);
  }
});
