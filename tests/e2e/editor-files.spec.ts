/**
 * What a save in the editor writes (`npm run edit`, Sveltia CMS), on a
 * throw-away copy of the repository (editor-helpers.ts): exactly the lines
 * she changed. A new price is a one-line change of practice.json; new
 * titles and a sentence added to an article change those lines of its two
 * files and keep every other field of the front matter and the rest of the
 * text as written; a footer title changed in both languages changes two
 * lines of shell.json. Expectations come from the copy's content files.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { articlesDir } from "../../app/content/folders.ts";
import { commonCopyFiles } from "../../scripts/cms/common-labels.ts";
import { splitFrontMatter } from "../../scripts/cms/files.ts";
import { formatJson } from "../../scripts/cms/format.ts";
import { openEntry, openPrice, reveal, save, setUpEditor, showEnglish } from "./editor-helpers.ts";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();

/** The lines of `after` that differ from `before`'s, both as lists of lines. */
function changedLines(before: string, after: string): { was: string; is: string }[] {
  const [a, b] = [before.split("\n"), after.split("\n")];
  expect(b.length, "lines added or removed").toBe(a.length);
  return a.flatMap((was, i) => (was === b[i] ? [] : [{ was, is: b[i] ?? "" }]));
}

const practiceFile = "app/content/data/practice.json";

test("a new price is a one-line change of practice.json", async ({ page }) => {
  const before = await editor.read(practiceFile);
  const practice = JSON.parse(before);
  const price: number = practice.prices.individual;
  await editor.open(page);
  const field = await openPrice(page);
  await expect(field).toHaveValue(String(price));
  await field.fill(String(price + 5));
  await save(page);

  expect(await editor.saved(page)).toEqual([practiceFile]);
  const after = await editor.read(practiceFile);
  practice.prices.individual = price + 5;
  expect(after).toBe(formatJson(practice));
  expect(changedLines(before, after)).toEqual([
    { was: `    "individual": ${price},`, is: `    "individual": ${price + 5},` },
  ]);
});

/** An article's two files, by language. */
async function articleFiles(id: string) {
  const read = (lang: string) => editor.read(`${articlesDir}/${id}.${lang}.md`);
  return { fr: await read("fr"), en: await read("en") };
}

test("new titles and a sentence added to an article change those lines only, in each language's file", async ({
  page,
}) => {
  const [file] = readdirSync(join(editor.root, articlesDir)).filter((f) => f.endsWith(".fr.md"));
  const id = file?.replace(/\.fr\.md$/, "") ?? "";
  const before = await articleFiles(id);
  const title = {
    fr: String(splitFrontMatter(before.fr).data.title),
    en: String(splitFrontMatter(before.en).data.title),
  };
  const added = " Une phrase de plus.";
  await editor.open(page);
  await openEntry(page, "Articles", title.fr);
  await showEnglish(page);
  const panes = {
    fr: page.getByRole("group", { name: /^Modifier le contenu en .Français/ }),
    en: page.getByRole("group", { name: /^Modifier le contenu en .Anglais/ }),
  };
  for (const lang of ["fr", "en"] as const) {
    const box = panes[lang].getByRole("textbox", { name: "Titre", exact: true });
    await expect(box).toHaveValue(title[lang]);
    await box.fill(`${title[lang]} (2)`);
  }
  // At the end of the French text, as she would type it.
  const text = panes.fr.getByRole("textbox", { name: "Article" });
  await reveal(page, text, panes.fr);
  await text.click();
  await page.keyboard.press("Control+End");
  await page.keyboard.type(added);
  await save(page);

  expect(await editor.saved(page)).toEqual([`${articlesDir}/${id}.en.md`, `${articlesDir}/${id}.fr.md`]);
  const after = await articleFiles(id);
  const lastLine = (text: string) => text.trimEnd().split("\n").at(-1) ?? "";
  expect(changedLines(before.fr, after.fr)).toEqual([
    { was: expect.stringMatching(/^title: /), is: expect.stringContaining(`${title.fr} (2)`) },
    { was: lastLine(before.fr), is: `${lastLine(before.fr)}${added}` },
  ]);
  expect(changedLines(before.en, after.en)).toEqual([
    { was: expect.stringMatching(/^title: /), is: expect.stringContaining(`${title.en} (2)`) },
  ]);
  for (const lang of ["fr", "en"] as const) {
    const { data } = splitFrontMatter(after[lang]);
    expect({ ...data, title: "" }).toEqual({ ...splitFrontMatter(before[lang]).data, title: "" });
    expect(data.title).toBe(`${title[lang]} (2)`);
  }
});

test("a footer title changed in both languages changes those two lines of shell.json", async ({ page }) => {
  test.setTimeout(90_000);
  const shellFile = "app/content/data/shell.json";
  const before = await editor.read(shellFile);
  const shell = JSON.parse(before);
  const label = commonCopyFiles.shell.fields["footer.legalTitle"];
  await editor.open(page);
  await openEntry(page, "Textes communs", commonCopyFiles.shell.label);
  await showEnglish(page);
  const fill = async (lang: "fr" | "en", pane: ReturnType<Page["getByRole"]>) => {
    const box = pane.getByRole("textbox", { name: label, exact: true });
    await reveal(page, box, pane);
    await expect(box).toHaveValue(shell[lang].footer.legalTitle);
    await box.fill(`${shell[lang].footer.legalTitle} (2)`);
  };
  await fill("fr", page.getByRole("group", { name: /^Modifier le contenu en .Français/ }));
  await fill("en", page.getByRole("group", { name: /^Modifier le contenu en .Anglais/ }));
  await save(page);

  expect(await editor.saved(page)).toEqual([shellFile]);
  for (const lang of ["fr", "en"] as const) shell[lang].footer.legalTitle += " (2)";
  const after = await editor.read(shellFile);
  expect(after).toBe(formatJson(shell));
  expect(changedLines(before, after)).toHaveLength(2);
});
