/**
 * The practitioner's editor (`npm run edit`: Sveltia CMS on a local folder),
 * driven as she would, on a throw-away copy of the repository
 * (editor-helpers.ts): it starts in French and offline with the site's
 * configuration, every collection and every entry of « Textes communs »
 * and « Textes des pages » opens with its words in both languages, and an
 * English field left empty is refused before anything is written.
 * Expectations come from the copy's content files.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { articlesDir } from "../../app/content/folders.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { cmsConfig } from "../../scripts/cms/config.ts";
import type { Field } from "../../scripts/cms/fields.ts";
import { dataFiles, splitFrontMatter } from "../../scripts/cms/files.ts";
import { openCollection, openEntry, reveal, save, setUpEditor, showEnglish } from "./editor-helpers.ts";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();
const config = cmsConfig();

/** The form's first line of text and what it holds in `value`: the first field the editor shows a text box for. */
function firstText(fields: Field[], value: Record<string, unknown>): { label: string; text: string } | undefined {
  for (const field of fields) {
    const inner = value[field.name];
    if ((field.widget === "string" || field.widget === "text") && typeof inner === "string") {
      return { label: field.label, text: inner };
    }
    if (field.widget === "object" && inner && typeof inner === "object") {
      const found = firstText(field.fields as Field[], inner as Record<string, unknown>);
      if (found) return found;
    }
  }
  return undefined;
}

/** The French and the English form, side by side. */
const panes = (page: Page) => ({
  fr: page.getByRole("group", { name: /^Modifier le contenu en .Français/ }),
  en: page.getByRole("group", { name: /^Modifier le contenu en .Anglais/ }),
});

test("starts in French whatever the browser's language, with no error and no request outside this computer", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "en-US" });
  const page = await context.newPage();
  const outside: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (!/^(http:\/\/localhost:\d+\/|data:|blob:)/.test(request.url())) outside.push(request.url());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    // The GitHub backend's status probe, refused by the page's policy on this computer (docs/decisions/004-editor-sveltia-cms.md).
    const githubStatus = message.text().includes("https://www.githubstatus.com/");
    if ((message.type() === "error" && !githubStatus) || message.type() === "warning") errors.push(message.text());
  });
  await editor.open(page);
  for (const { label } of config.collections) {
    await expect(page.getByRole("treeitem", { name: label, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("treeitem")).toHaveCount(config.collections.length);
  expect(errors).toEqual([]);
  expect(outside).toEqual([]);
  await context.close();
});

test("opens every collection, and every entry of « Textes communs » and « Textes des pages » in both languages", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await editor.open(page);
  for (const collection of config.collections) await openCollection(page, collection.label);
  const files = dataFiles();
  for (const collection of config.collections.filter((c) => c.name === "common" || c.name === "pages")) {
    for (const entry of "files" in collection ? collection.files : []) {
      const { fields } = files.get(entry.file) ?? { fields: [] };
      const copy = JSON.parse(await editor.read(entry.file));
      const [fr, en] = [firstText(fields, copy.fr), firstText(fields, copy.en)];
      await openEntry(page, collection.label, entry.label);
      await showEnglish(page);
      const { fr: french, en: english } = panes(page);
      await expect(french.getByRole("textbox", { name: fr?.label, exact: true }).first(), entry.file).toHaveValue(
        fr?.text ?? "",
      );
      await expect(english.getByRole("textbox", { name: en?.label, exact: true }).first(), entry.file).toHaveValue(
        en?.text ?? "",
      );
    }
  }
});

test("refuses an English title or page text left empty, with its message in French, and writes nothing", async ({
  page,
}) => {
  await editor.open(page);
  const [article] = readdirSync(join(editor.root, articlesDir)).filter((f) => f.endsWith(".fr.md"));
  const { title } = splitFrontMatter(await editor.read(`${articlesDir}/${article}`)).data;
  await openEntry(page, "Articles", String(title));
  await showEnglish(page);
  await panes(page).en.getByRole("textbox", { name: "Titre", exact: true }).fill("");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panes(page).en.getByText("Ce champ est obligatoire.")).toBeVisible();
  await expect(
    page.getByText("Un champ comporte une erreur. Veuillez la corriger pour enregistrer l’entrée."),
  ).toBeVisible();

  // A page's text, whose French and English share one file.
  await openEntry(page, "Textes des pages", pageNames.fr.pricing);
  await showEnglish(page);
  const lead = panes(page).en.getByRole("textbox", { name: "Chapeau", exact: true });
  await reveal(page, lead, panes(page).en);
  await lead.fill("");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(panes(page).en.getByText("Ce champ est obligatoire.")).toBeVisible();

  expect(await editor.saved(page)).toEqual([]);
  // The French side alone was never the problem: it is saved as soon as the English is there again.
  await lead.fill("Clear fees.");
  await save(page);
  expect(await editor.saved(page)).toEqual(["app/content/data/pages/pricing.json"]);
});
