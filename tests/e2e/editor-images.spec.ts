/**
 * A new article and photos, from the editor to the published site. In the
 * editor (real clicks and typing, the browser's file chooser), on a
 * throw-away copy of the repository: the practitioner writes a new article
 * in French and English, with a photo from her camera as its cover, then
 * adds her portrait in « Photos ». The files land where the build reads
 * them, under safe names; the copy is built with the real build and served
 * by the real server: the article is listed and shows its cover as a
 * responsive <picture> (AVIF and WebP, srcset, sizes, width and height) in
 * both languages, as do the news list and its sharing image, and the About
 * page shows her portrait.
 */
import { readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { articleIndexFile, writeArticleIndex } from "../../app/content/article-index.ts";
import { articlesDir } from "../../app/content/folders.ts";
import { contentProblems } from "../../app/content/validate.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { splitFrontMatter } from "../../scripts/cms/files.ts";
import { tempDir } from "../support/process.ts";
import { axeViolations, wcagWith } from "./axe.ts";
import { openCollection, openEntry, reveal, save, setUpEditor, showEnglish } from "./editor-helpers.ts";
import { desktop, hydrated } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();
/** Where her camera's photos are, made in beforeAll: listing the tests leaves no folder behind. */
let camera: ReturnType<typeof tempDir>;
test.beforeAll(() => {
  camera = tempDir("editor-images-");
});
test.afterAll(() => camera.remove());

/** The new article, as she writes it; its French address comes from its French title. */
const article = {
  id: "gerer-l-anxiete-au-quotidien",
  slug: "coping-with-anxiety-day-to-day",
  title: { fr: "Gérer l’anxiété au quotidien", en: "Coping with anxiety day to day" },
  category: { fr: "Psychothérapie", en: "Psychotherapy" },
  summary: {
    fr: "Quelques repères simples pour reconnaître l’anxiété et retrouver un peu de calme dans ses journées.",
    en: "A few simple landmarks to recognise anxiety and find some calm again in your days.",
  },
  alt: {
    fr: "La salle d’attente du cabinet, deux fauteuils près d’une fenêtre.",
    en: "The practice’s waiting room, two armchairs by a window.",
  },
  metaTitle: { fr: "Gérer l’anxiété au quotidien", en: "Coping with anxiety day to day" },
  metaDescription: {
    fr: "Reconnaître l’anxiété, comprendre ce qu’elle dit et retrouver du calme : des repères simples au quotidien.",
    en: "Recognising anxiety, understanding what it says and finding calm again: simple landmarks for every day.",
  },
  text: { fr: "Le texte du nouvel article.", en: "The text of the new article." },
};
/** Photos as they leave her camera: names with capitals, spaces and accents, which the editor makes safe. */
const cover = {
  name: "Salle d’attente Été.JPG",
  saved: "photos/covers/salle-d-attente-ete.jpg",
  width: 2400,
  height: 1600,
};
const portrait = { name: "Portrait Camille.JPG", saved: "photos/portrait-camille.jpg", width: 1200, height: 1500 };

/** The disc of the test photo, where the sharing image draws the cover (scripts/head-files/og-image.ts). */
const disc = { left: 666 + 151, top: 230 + 142, colour: [0x4a, 0x6b, 0x8a] };
const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** A JPEG made for the test: a gradient and a disc, so that every width and format encodes something real. */
async function cameraPhoto({ name, width, height }: { name: string; width: number; height: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#7a9e7e"/><stop offset="1" stop-color="#e8d8c3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="${hex(disc.colour)}"/>
  </svg>`;
  const file = join(camera.path, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

/** « Parcourir » in a photo field, « Téléverser », her file (shown under the safe name it is saved as), « Insérer ». */
async function upload(page: Page, field: Locator, file: string, saved: string) {
  await field.getByRole("button", { name: "Parcourir" }).click();
  const dialog = page.getByRole("dialog", { name: "Sélectionner une image" });
  const chooser = page.waitForEvent("filechooser");
  await dialog.getByRole("button", { name: "Téléverser" }).click();
  await (await chooser).setFiles(file);
  await expect(dialog.getByRole("option", { name: basename(saved), selected: true })).toBeVisible();
  await dialog.getByRole("button", { name: "Insérer" }).click();
}

const pane = (page: Page, lang: Lang) =>
  page.getByRole("group", { name: new RegExp(`^Modifier le contenu en .${lang === "fr" ? "Français" : "Anglais"}`) });

test("she writes a new article in both languages with a photo from her camera as its cover", async ({ page }) => {
  test.setTimeout(120_000);
  const photo = await cameraPhoto(cover);
  await editor.open(page);
  await openCollection(page, "Articles");
  await page.getByRole("button", { name: "Créer une entrée", exact: true }).click();
  await showEnglish(page);
  for (const lang of languages) {
    const form = pane(page, lang);
    /** A field, once the form has scrolled to it. */
    const field = async (locator: Locator) => {
      await reveal(page, locator, form);
      return locator;
    };
    const type = async (label: string, value: string) =>
      (await field(form.getByRole("textbox", { name: label, exact: true }))).fill(value);
    await type("Titre", article.title[lang]);
    if (lang === "fr") await type("Adresse de la version anglaise", article.slug);
    await type("Catégorie", article.category[lang]);
    if (lang === "fr") await (await field(form.getByLabel("Date de publication", { exact: true }))).fill("2026-11-20");
    await type("Résumé", article.summary[lang]);
    const drawing = await field(form.getByRole("radio", { name: "Écoute intérieure" }));
    // Chosen by its picture and name, once, in French; shown, not offered, in English.
    await expect(drawing).toBeEnabled({ enabled: lang === "fr" });
    if (lang === "fr") {
      const violations = await axeViolations(
        page,
        wcagWith("label-content-name-mismatch"),
        '[role="radiogroup"][aria-label="Illustration"]',
      );
      expect(violations).toEqual([]);
      await drawing.check();
      await upload(page, await field(form.getByRole("group", { name: /Photo de couverture/ })), photo, cover.saved);
    }
    await type("Texte alternatif de l’illustration", article.alt[lang]);
    await type("Titre pour les moteurs de recherche", article.metaTitle[lang]);
    await type("Description pour les moteurs de recherche", article.metaDescription[lang]);
    await (await field(form.getByRole("textbox", { name: "Article" }))).click();
    await page.keyboard.type(article.text[lang]);
  }
  await save(page);

  const files = await editor.saved(page);
  expect(files).toEqual(
    [`app/assets/${cover.saved}`, ...languages.map((lang) => `${articlesDir}/${article.id}.${lang}.md`)].sort(),
  );
  expect(await readFile(join(editor.root, "app/assets", cover.saved))).toEqual(await readFile(photo));
  for (const lang of languages) {
    const { data, body } = splitFrontMatter(await editor.read(`${articlesDir}/${article.id}.${lang}.md`));
    expect(data).toMatchObject({
      title: article.title[lang],
      slug: article.slug,
      cover: "inner-listening",
      alt: article.alt[lang],
    });
    expect(String(data.coverPhoto).replace(/^\//, "")).toBe(cover.saved);
    expect(body).toBe(article.text[lang]);
  }
});

test("she adds her portrait in « Photos »", async ({ page }) => {
  const photo = await cameraPhoto(portrait);
  await editor.open(page);
  await openEntry(page, "Photos", "Portrait et photo du cabinet");
  await upload(
    page,
    page.getByRole("group", { name: /^Champ « .Portrait/ }).getByRole("group", { name: /Photo/ }),
    photo,
    portrait.saved,
  );
  await save(page);

  expect(await editor.saved(page)).toEqual(["app/content/data/photos.json", `app/assets/${portrait.saved}`].sort());
  const saved = JSON.parse(await editor.read("app/content/data/photos.json"));
  expect(saved.portrait.file.replace(/^\//, "")).toBe(portrait.saved);
  // What the build does first: the list of articles rewritten from the files, then every file the editor wrote checked.
  await writeArticleIndex(editor.root);
  expect(await contentProblems(editor.root)).toEqual([]);
});

async function sourcesOf(picture: Locator) {
  const sources = picture.locator("source");
  return {
    types: await sources.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("type"))),
    srcsets: await sources.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("srcset") ?? "")),
  };
}

test("the built site lists the article and shows both photos as responsive pictures, in both languages", async ({
  browser,
}) => {
  test.setTimeout(360_000);
  const site = await editor.rebuild();
  expect(JSON.parse(await editor.read(articleIndexFile))).toContainEqual({ fr: article.id, en: article.slug });
  for (const lang of languages) {
    const context = await browser.newContext({ baseURL: site, viewport: desktop });
    const page = await context.newPage();
    // The news list shows it with its cover, and leads to it at its address in that language.
    await page.goto(pathOf("blog", lang));
    // Her own articles may share words with this one: the exact title only.
    const link = page.getByRole("link", { name: article.title[lang], exact: true });
    const card = page.getByRole("listitem").filter({ has: link });
    await expect(card.locator("picture img")).toHaveAttribute("alt", article.alt[lang]);
    expect((await sourcesOf(card.locator("picture"))).types).toEqual(["image/avif", "image/webp"]);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang === "fr" ? article.id : article.slug}$`));
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title[lang]);
    const img = page.getByTestId("article-cover");
    await expect(img).toHaveAttribute("alt", article.alt[lang]);
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "1000");
    const { types, srcsets } = await sourcesOf(page.locator("picture", { has: img }));
    expect(types).toEqual(["image/avif", "image/webp"]);
    expect(srcsets[0]).toMatch(/^\/assets\/salle-d-attente-ete-[\w-]+\.avif 480w, .+ 1600w$/);
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);

    // The sharing image shows the photo beside the heading: the photo's disc where the card draws it.
    const shared = await page.locator('meta[property="og:image"]').getAttribute("content");
    const png = Buffer.from(await (await fetch(new URL(new URL(shared ?? "").pathname, site))).arrayBuffer());
    const region = await sharp(png)
      .removeAlpha()
      .extract({ left: disc.left - 4, top: disc.top - 4, width: 8, height: 8 })
      .toBuffer();
    const drawn = (await sharp(region).stats()).channels.map((c) => c.mean);
    expect(Math.max(...disc.colour.map((c, i) => Math.abs(c - (drawn[i] ?? 0))))).toBeLessThan(12);

    await page.goto(pathOf("about", lang));
    const face = page.locator('img[data-image="portrait"]');
    await expect(face).toHaveAttribute("width", "960");
    await expect(face).toHaveAttribute("height", "1200");
    expect((await sourcesOf(page.locator("picture", { has: face }))).srcsets[0]).toMatch(
      /^\/assets\/portrait-camille-[\w-]+\.avif 320w, .+ 960w$/,
    );
    await context.close();
  }
});
