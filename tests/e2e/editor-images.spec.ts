/**
 * Photos, from the editor to the published site. In the editor (real clicks,
 * the browser's file chooser), on a throw-away copy of the repository: the
 * practitioner uploads a JPEG as an article's cover and writes its
 * alternative text in French and English, then her portrait, and publishes.
 * The saved files are read back, the copy is built with the real build and
 * served by the real server, and the article page in both languages shows
 * the cover as a responsive <picture> (AVIF and WebP, srcset, sizes, width
 * and height), as do the news list and the home page's latest articles,
 * lazily below the fold, the article's sharing image, and the About page
 * her portrait. Without its English alternative text, the build refuses the
 * cover.
 */
import { readdir, readFile } from "node:fs/promises";
import { basename, join } from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import matter from "gray-matter";
import sharp from "sharp";
import { contentProblems } from "../../app/content/validate.ts";
import type { Lang } from "../../app/site/lang.ts";
import { articlePath, pathOf } from "../../app/site/pages.ts";
import { tempDir } from "../support/process.ts";
import { logIn, open, publish, setUpEditor } from "./editor-helpers.ts";
import { desktop, hydrated } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();
/** Where her camera's photos are, made in beforeAll: listing the tests leaves no folder behind. */
let photos: ReturnType<typeof tempDir>;

const articleId = "premiere-seance-psychotherapie";
const articleTitle = "Première séance de psychothérapie : à quoi s’attendre ?";
const articleFile = (lang: Lang) => `app/content/articles/${articleId}.${lang}.md`;
/** The photo as it leaves her camera: 3:2, wider than the widest cover. */
const upload = { name: "salle-d-attente.jpg", width: 2400, height: 1600 };
const saved = `photos/covers/${upload.name}`;
const alt = {
  fr: "La salle d’attente du cabinet, deux fauteuils près d’une fenêtre.",
  en: "The practice’s waiting room, two armchairs by a window.",
};

test.beforeAll(() => {
  photos = tempDir("editor-images-");
});
test.afterAll(() => photos.remove());

/**
 * The disc of the test photo, as the sharing image draws it (scripts/head-files/og-image.ts):
 * the photo 454 × 284 at the right of the heading (left 666, top 230), cropped to 8:5, the disc
 * a third across and half way down.
 */
const disc = { left: 666 + 151, top: 230 + 142, colour: [0x4a, 0x6b, 0x8a] };

/** The mean colour of the 8 × 8 pixels around a point of an image. */
async function colourAt(image: Buffer, { left, top }: { left: number; top: number }): Promise<number[]> {
  const region = await sharp(image)
    .removeAlpha()
    .extract({ left: left - 4, top: top - 4, width: 8, height: 8 })
    .toBuffer();
  const { channels } = await sharp(region).stats();
  return channels.map((c) => c.mean);
}

const hex = (rgb: number[]) => `#${rgb.map((c) => c.toString(16).padStart(2, "0")).join("")}`;

/** A JPEG made for the test: a gradient and a disc, so that every width and format encodes something real. */
async function cameraPhoto({ name, width, height }: { name: string; width: number; height: number }): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#7a9e7e"/><stop offset="1" stop-color="#e8d8c3"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="${hex(disc.colour)}"/>
  </svg>`;
  const file = join(photos.path, name);
  await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toFile(file);
  return file;
}

test("she uploads a JPEG as an article's cover, with its alternative text in French and English", async ({ page }) => {
  const file = await cameraPhoto(upload);
  await logIn(page, editor);
  await open(page, editor, "Articles", articleTitle);
  // The cover photo is set once, on the French side; the media library opens on the covers' folder.
  await uploadPhoto(page, file);

  const alts = page.getByLabel("Texte alternatif de l’illustration", { exact: true });
  await alts.nth(0).fill(alt.fr);
  await alts.nth(1).fill(alt.en);
  await publish(page);

  // The photo, as uploaded, where the build makes covers responsive; each language's file names it, with its own text.
  expect(await readFile(join(editor.root, "app/assets", saved))).toEqual(await readFile(file));
  for (const lang of ["fr", "en"] as const) {
    const front = matter(await editor.read(articleFile(lang))).data;
    expect(front).toMatchObject({ coverPhoto: saved, alt: alt[lang] });
  }
  expect(await contentProblems(editor.root)).toEqual([]);
});

/** « Choisir une image » (the first image field without one), then a file from the computer, chosen. */
async function uploadPhoto(page: Page, file: string) {
  const before = await page.getByRole("button", { name: "Choisir une image différente" }).count();
  await page.getByRole("button", { name: "Choisir une image" }).first().click();
  const chooser = page.waitForEvent("filechooser");
  await page.getByText("Téléverser une nouvelle ressource").click();
  await (await chooser).setFiles(file);
  // Once uploaded, the new photo is the library's selection.
  await expect(page.getByText(basename(file))).toBeVisible();
  await page.getByRole("button", { name: "Choisir les éléments sélectionnés" }).click();
  // The field shows the photo (in both columns for an article's, which is the same in both languages).
  await expect
    .poll(() => page.getByRole("button", { name: "Choisir une image différente" }).count())
    .toBeGreaterThan(before);
}

/** Her portrait (4:5), which the About and home pages show instead of a drawing once it is there. */
const portrait = { name: "portrait-camille.jpg", width: 1200, height: 1500 };

test("she adds her portrait in « Photos »", async ({ page }) => {
  const file = await cameraPhoto(portrait);
  await logIn(page, editor);
  await open(page, editor, "Photos", "Portrait et photo du cabinet");
  // The portrait has no photo yet; the office has one (« Choisir une image différente »).
  await uploadPhoto(page, file);
  await publish(page);

  expect(await readFile(join(editor.root, "app/assets/photos", portrait.name))).toEqual(await readFile(file));
  const saved = JSON.parse(await editor.read("app/content/data/photos.json"));
  expect(saved.portrait.file).toBe(`photos/${portrait.name}`);
  expect(saved.office.file).toBe("photos/office.jpg");
  expect(await contentProblems(editor.root)).toEqual([]);
});

/** A cover <picture>'s sources, as the page has them. */
async function sourcesOf(picture: Locator) {
  const sources = picture.locator("source");
  return {
    types: await sources.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("type"))),
    srcsets: await sources.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("srcset") ?? "")),
    sizes: await sources.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("sizes") ?? "")),
  };
}

test("the built site shows the photos as responsive pictures, in both languages", async ({ browser }) => {
  test.setTimeout(300_000);
  const site = await editor.rebuild();

  // The photos reach the browser through the pages' loader data only: no script carries them.
  const assets = join(editor.root, "build/client/assets");
  const scripts = (await readdir(assets)).filter((f) => f.endsWith(".js"));
  for (const script of scripts) {
    expect(await readFile(join(assets, script), "utf8"), script).not.toMatch(/salle-d-attente|photos\/covers/);
  }

  for (const lang of ["fr", "en"] as const) {
    const context = await browser.newContext({ baseURL: site, viewport: desktop });
    const page = await context.newPage();
    await page.goto(articlePath(articleId, lang));
    await hydrated(page);

    const img = page.getByTestId("article-cover");
    await expect(img).toHaveAttribute("alt", alt[lang]);
    // Cropped to the covers' 8:5 at its widest, 1600 px: the box is known before the photo arrives.
    await expect(img).toHaveAttribute("width", "1600");
    await expect(img).toHaveAttribute("height", "1000");
    await expect(img).toHaveAttribute("loading", "eager");
    const cover = await sourcesOf(page.locator("picture", { has: page.getByTestId("article-cover") }));
    expect(cover.types).toEqual(["image/avif", "image/webp"]);
    expect(cover.srcsets[0]).toMatch(/^\/assets\/salle-d-attente-[\w-]+\.avif 480w, .+ 1600w$/);
    expect(cover.srcsets[1]).toMatch(/^\/assets\/salle-d-attente-[\w-]+\.webp 480w, .+ 1600w$/);
    for (const sizes of cover.sizes) expect(sizes).toMatch(/720px/);
    // Chromium takes the AVIF; the photo has loaded, drawn in its 8:5 box.
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth)).toBeGreaterThan(0);
    expect(await img.evaluate((i: HTMLImageElement) => new URL(i.currentSrc).pathname)).toMatch(/\.avif$/);
    const box = await img.boundingBox();
    expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(1.6, 1);

    // The sharing image shows the photo beside the heading: the photo's blue disc where the card draws it.
    const shared = await page.locator('meta[property="og:image"]').getAttribute("content");
    const png = Buffer.from(await (await fetch(new URL(new URL(shared ?? "").pathname, site))).arrayBuffer());
    const drawn = await colourAt(png, disc);
    const off = Math.max(...disc.colour.map((c, i) => Math.abs(c - (drawn[i] ?? 0))));
    expect(off, `sharing image colour ${drawn.map(Math.round).join(", ")} at the disc`).toBeLessThan(12);

    // Her portrait on the About page, made responsive the same way.
    await page.goto(pathOf("about", lang));
    const face = page.locator('img[data-image="portrait"]');
    await expect(face).toHaveAttribute("width", "960");
    await expect(face).toHaveAttribute("height", "1200");
    await expect(face).toHaveAttribute("alt", /^Portrait (de|of) \S/);
    const faceSources = await sourcesOf(page.locator("picture", { has: face }));
    expect(faceSources.types).toEqual(["image/avif", "image/webp"]);
    expect(faceSources.srcsets[0]).toMatch(/^\/assets\/portrait-camille-[\w-]+\.avif 320w, .+ 960w$/);

    // The news list shows it in the first row, at once; the home page's latest articles lazily, below the fold.
    for (const [path, loading] of [
      [pathOf("blog", lang), "eager"],
      [pathOf("home", lang), "lazy"],
    ] as const) {
      await page.goto(path);
      const card = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: await titleOf(lang) }) });
      const cardImg = card.locator("picture img");
      await expect(cardImg).toHaveAttribute("alt", alt[lang]);
      await expect(cardImg).toHaveAttribute("loading", loading);
      await expect(cardImg).toHaveAttribute("width", "1600");
      await expect(cardImg).toHaveAttribute("height", "1000");
      const cardCover = await sourcesOf(card.locator("picture"));
      expect(cardCover.types, path).toEqual(["image/avif", "image/webp"]);
      expect(cardCover.srcsets[0], path).toMatch(/salle-d-attente-[\w-]+\.avif 480w/);
    }
    await context.close();
  }
});

const titleOf = async (lang: Lang) => String(matter(await editor.read(articleFile(lang))).data.title);

test("the build refuses the cover photo without its English alternative text, naming the file and the field", async ({
  page,
}) => {
  await logIn(page, editor);
  await open(page, editor, "Articles", articleTitle);
  // Decap checks the French side only: an empty English text is saved, and the build stops on it.
  await page.getByLabel("Texte alternatif de l’illustration", { exact: true }).nth(1).fill("");
  await publish(page);

  const built = await editor.build();
  expect(built.ok).toBe(false);
  expect(built.output).toContain(
    `${articleFile("en")}: alt: Texte alternatif de l’illustration obligatoire, 10 caractères au moins / alternative text required, at least 10 characters`,
  );
});
