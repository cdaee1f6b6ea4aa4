/**
 * The practitioner's editor (`npm run edit`: Decap CMS on its local
 * backend), driven as she would, on a throw-away copy of the repository
 * (editor-helpers.ts): a new article, and the mistakes the editor or the
 * build refuse. What a save writes is read back as the build reads it, and
 * the real build runs on the copy. Everyday changes up to the rebuilt site:
 * editor-site.spec.ts.
 */
import { expect, test } from "@playwright/test";
import matter from "gray-matter";
import { articleIndexFile, writeArticleIndex } from "../../app/content/article-index.ts";
import { coverIds } from "../../app/content/covers.ts";
import { contentProblems } from "../../app/content/validate.ts";
import { logIn, open, publish, setUpEditor } from "./editor-helpers.ts";

const article = "app/content/articles/premiere-seance-psychotherapie";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();
const read = editor.read;

test("creates a new article in French and English, which the build lists and checks", async ({ page }) => {
  await logIn(page, editor);
  await page.goto(editor.url);
  await page.getByRole("link", { name: "Articles" }).click();
  await page.getByRole("link", { name: /^Créer une entrée de type/ }).click();
  // The two languages side by side: French first, English second; the address, date and illustration once.
  const both = async (label: string | RegExp, fr: string, en: string) => {
    const fields = page.getByLabel(label, { exact: true });
    await fields.nth(0).fill(fr);
    await fields.nth(1).fill(en);
  };
  await both("Titre", "Un nouvel article pour le blog", "A new article for the blog");
  await page
    .getByLabel(/^Adresse de la version anglaise/)
    .first()
    .fill("a-new-article-for-the-blog");
  await both("Catégorie", "Psychothérapie", "Psychotherapy");
  await page.getByLabel("Date de publication", { exact: true }).first().fill("2026-11-20");
  await both(
    "Résumé",
    "Un résumé assez long pour la liste des articles et les flux du site.",
    "A summary long enough for the list of articles and the site's feeds.",
  );
  await page.getByLabel("Illustration", { exact: true }).first().click();
  await page.getByRole("option", { name: coverIds[0], exact: true }).click();
  await both("Texte alternatif de l’illustration", "Une illustration douce et calme.", "A soft and calm illustration.");
  await both(/^Titre pour les moteurs/, "Un nouvel article", "A new article");
  await both(
    /^Description pour les moteurs/,
    "Ce que les moteurs de recherche montrent de ce nouvel article, en une phrase.",
    "What search engines show of this new article, in one sentence or so.",
  );
  // The text: Decap's rich text box (Slate), which has no label of its own.
  const bodies = page.locator('[data-slate-editor="true"]');
  await bodies.nth(0).click();
  await page.keyboard.type("Le texte du nouvel article.");
  await bodies.nth(1).click();
  await page.keyboard.type("The text of the new article.");
  await publish(page);

  const id = "un-nouvel-article-pour-le-blog";
  const fr = matter(await read(`app/content/articles/${id}.fr.md`));
  const en = matter(await read(`app/content/articles/${id}.en.md`));
  expect(fr.data.title).toBe("Un nouvel article pour le blog");
  expect(en.data).toMatchObject({ title: "A new article for the blog", slug: "a-new-article-for-the-blog" });
  expect(en.content).toContain("The text of the new article.");
  // What the build does before it reads the route table: the list rewritten from the files, then the check.
  await writeArticleIndex(editor.root);
  expect(await contentProblems(editor.root)).toEqual([]);
  expect(JSON.parse(await read(articleIndexFile))).toContainEqual({ fr: id, en: "a-new-article-for-the-blog" });
});

test("refuses an empty title; the build refuses a missing English title or text and an unknown placeholder", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, editor);
  await open(page, editor, "Articles", "Première séance de psychothérapie : à quoi s’attendre ?");
  const titles = page.getByLabel("Titre", { exact: true });
  const before = await read(`${article}.fr.md`);
  await titles.nth(0).fill("");
  await page.getByRole("button", { name: "Publier" }).click();
  await page.getByRole("menuitem", { name: "Publier maintenant" }).click();
  await expect(page.getByText("Le champ Titre est requis.")).toBeVisible();
  expect(await read(`${article}.fr.md`)).toBe(before);

  // Decap checks the default language only: an empty English title is saved, and the build stops on it.
  await titles.nth(0).fill("Première séance de psychothérapie : à quoi s’attendre ?");
  await titles.nth(1).fill("");
  await publish(page);
  // The same for a page's text: an English lead left empty, another with a mistyped placeholder.
  await open(page, editor, "Textes des pages", "Contact");
  await page.getByLabel("Chapeau", { exact: true }).nth(1).fill("");
  await publish(page);
  await open(page, editor, "Textes des pages", "Tarifs");
  await page.getByLabel("Chapeau", { exact: true }).nth(1).fill("Clear fees. Call {phoen} for any question.");
  await publish(page);

  // The real build of the copy refuses, and says which file, where in it, and why.
  const built = await editor.build();
  expect(built.ok).toBe(false);
  expect(built.output).toContain(`${article}.en.md: title: Titre obligatoire`);
  expect(built.output).toContain("app/content/data/pages/contact.json: en.lead: Texte obligatoire / text required");
  expect(built.output).toContain("app/content/data/pages/pricing.json: en.lead: unknown placeholder {phoen}");
  // Refused before anything was pre-rendered.
  expect(built.output).not.toContain("Prerender");
});
