/**
 * Her everyday changes, from the editor to the published site: on a
 * throw-away copy, in the editor (real clicks and typing), the individual
 * price, the opening days and hours, a testimonial and an article's titles
 * and update date, in French and English; then a version (a commit), the
 * real build and server, and every place a visitor or a crawler meets these
 * values shows the new ones, never the old (pages, JSON-LD, titles, feeds,
 * sitemap). What was there before comes from the copy's content files.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { formatPrice, openingTimes } from "../../app/content/fill.ts";
import { articlesDir } from "../../app/content/folders.ts";
import { feedPaths } from "../../app/site/head-files.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { articlePath, pathOf, prerenderPaths } from "../../app/site/pages.ts";
import { splitFrontMatter } from "../../scripts/cms/files.ts";
import { weekdayOptions } from "../../scripts/cms/options.ts";
import { openEntry, openPrice, reveal, save, setUpEditor, showEnglish } from "./editor-helpers.ts";
import { hydrated } from "./fixtures.ts";

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();

/** The day she sets as the article's update, and the day she saves the version that goes online. */
const updatedOn = "2026-03-09";
const savedOn = "2026-03-10";
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const hours = { opens: "08:30", closes: "18:15" };
const testimonial = {
  fr: "Un texte reçu cette année, que je remplace par sa version définitive, validée par son auteur.",
  en: "A text received this year, which I replace with its final version, approved by its author.",
};

/** Non-breaking and narrow spaces as plain ones: what the eye sees. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** What the copy held before her changes, read in beforeAll. */
let before: {
  practitioner: string;
  price: number;
  days: number[];
  testimonial: { name: string; text: Record<Lang, string> };
  article: { id: string; title: Record<Lang, string>; metaTitle: Record<Lang, string> };
};
/** Her new titles, none of which holds the old one. */
const newTitles = {
  title: { fr: "Un nouveau titre pour cet article", en: "A new title for this article" },
  search: { fr: "Un nouveau titre", en: "A new title" },
};

test.beforeAll(async () => {
  const practice = JSON.parse(await editor.read("app/content/data/practice.json"));
  const { testimonials } = JSON.parse(await editor.read("app/content/data/testimonials.json"));
  const [file] = readdirSync(join(editor.root, articlesDir)).filter((f) => f.endsWith(".fr.md"));
  const id = file?.replace(/\.fr\.md$/, "") ?? "";
  const front = Object.fromEntries(
    await Promise.all(
      languages.map(async (lang) => [
        lang,
        splitFrontMatter(await editor.read(`${articlesDir}/${id}.${lang}.md`)).data,
      ]),
    ),
  ) as Record<Lang, Record<string, string>>;
  before = {
    practitioner: practice.practitioner,
    price: practice.prices.individual,
    days: practice.openingHours.days,
    testimonial: testimonials[1],
    article: {
      id,
      title: { fr: front.fr.title ?? "", en: front.en.title ?? "" },
      metaTitle: { fr: front.fr.metaTitle ?? "", en: front.en.metaTitle ?? "" },
    },
  };
});

/** The first day the practice is closed, which she opens. */
const newDay = () => [1, 2, 3, 4, 5, 6, 7].find((day) => !before.days.includes(day)) ?? 1;

test("she changes the price, the opening days and hours, a testimonial and an article's titles", async ({ page }) => {
  test.setTimeout(120_000);
  await editor.open(page);
  const price = await openPrice(page);
  await price.fill(String(before.price + 5));
  const day = page.getByRole("checkbox", { name: String(weekdayOptions[newDay() - 1]?.label), exact: true });
  await reveal(page, day);
  await day.check();
  await page.getByLabel("Ouverture", { exact: true }).fill(hours.opens);
  await page.getByLabel("Fermeture", { exact: true }).fill(hours.closes);
  await save(page);

  await openEntry(page, "Témoignages", "Témoignages");
  // A folded item of the list, named by its author and date; « Développer » unfolds it.
  const form = page.getByRole("group", { name: /^Modifier le contenu/ });
  const item = form.getByRole("group").filter({ hasText: before.testimonial.name }).last();
  await item.getByRole("button", { name: "Développer" }).click();
  for (const [lang, label] of [
    ["fr", "Français"],
    ["en", "English"],
  ] as const) {
    // The only unfolded item: its texts are the form's only « Français » and « English » boxes.
    const text = form.getByRole("textbox", { name: label, exact: true });
    await reveal(page, text, form);
    await expect(text).toHaveValue(before.testimonial.text[lang]);
    await text.fill(testimonial[lang]);
  }
  await save(page);

  await openEntry(page, "Articles", before.article.title.fr);
  await showEnglish(page);
  // The update date once, on the French side; the titles in each language.
  await page.getByLabel("Date de mise à jour", { exact: true }).first().fill(updatedOn);
  for (const [lang, pane] of [
    ["fr", "Français"],
    ["en", "Anglais"],
  ] as const) {
    const form = page.getByRole("group", { name: new RegExp(`^Modifier le contenu en .${pane}`) });
    await form.getByRole("textbox", { name: "Titre", exact: true }).fill(newTitles.title[lang]);
    const searchTitle = form.getByRole("textbox", { name: "Titre pour les moteurs de recherche", exact: true });
    await reveal(page, searchTitle, form);
    await searchTitle.fill(newTitles.search[lang]);
  }
  await save(page);

  expect(await editor.saved(page)).toEqual(
    [
      "app/content/data/practice.json",
      "app/content/data/testimonials.json",
      ...languages.map((lang) => `${articlesDir}/${before.article.id}.${lang}.md`),
    ].sort(),
  );
});

test.describe("after she saves a version and the site is rebuilt", () => {
  let site = "";
  let crawled: { url: string; html: string }[] = [];

  test.beforeAll(async () => {
    // The whole build, on two cores shared with other work.
    test.setTimeout(360_000);
    editor.commit("Tarifs, horaires, un témoignage et le titre d’un article", savedOn);
    site = await editor.rebuild();
    crawled = await Promise.all(
      prerenderPaths().map(async (path) => ({ url: path, html: plain(await (await fetch(`${site}${path}`)).text()) })),
    );
  });

  async function visit(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext(options);
    await context.addInitScript(() => {
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ necessary: true, analytics: false, timestamp: Date.now() }),
      );
    });
    const page = await context.newPage();
    await page.goto(`${site}${path}`);
    return page;
  }

  const jsonLd = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap(
      (doc) => (JSON.parse(doc)["@graph"] ?? [JSON.parse(doc)]) as Record<string, unknown>[],
    );

  test("no page holds the old price, hours or titles any more", () => {
    for (const { url, html } of crawled) {
      for (const lang of languages) {
        const { title, metaTitle } = before.article;
        const old = [formatPrice(before.price, lang), openingTimes(lang), title[lang], metaTitle[lang]];
        for (const text of old.map(plain)) expect(html.includes(text), `${url} still says « ${text} »`).toBe(false);
      }
    }
  });

  for (const lang of languages) {
    test(`${lang}: the new price and hours on the pages and in the practice's JSON-LD`, async ({ browser }) => {
      const fees = await visit(browser, pathOf("pricing", lang));
      await expect(fees.locator("main")).toContainText(plain(formatPrice(before.price + 5, lang)));
      const practice = (await jsonLd(await visit(browser, pathOf("home", lang)))).find(
        (node) => node["@type"] === "ProfessionalService",
      );
      expect(plain(String(practice?.priceRange))).toContain(plain(formatPrice(before.price + 5, lang)));
      const days = [...before.days, newDay()].sort().map((d) => weekdays[d - 1]);
      expect(practice?.openingHoursSpecification).toEqual([
        { "@type": "OpeningHoursSpecification", dayOfWeek: days, ...hours },
      ]);
      await fees.context().close();
    });

    test(`${lang}: the changed testimonial in the home page's carousel, the old text in none of its slides`, async ({
      browser,
    }) => {
      const { testimonials } = JSON.parse(await editor.read("app/content/data/testimonials.json"));
      // Reduced motion: the carousel moves only when she clicks, so each slide is read once.
      const home = await visit(browser, pathOf("home", lang), { reducedMotion: "reduce" });
      await hydrated(home);
      const next = home.getByRole("button", { name: lang === "fr" ? "Témoignage suivant" : "Next testimonial" });
      const shown: string[] = [];
      for (const _ of testimonials) {
        shown.push(plain(await home.getByTestId("testimonial").filter({ visible: true }).innerText()));
        await next.click();
      }
      expect(shown[1]).toContain(before.testimonial.name);
      expect(shown[1]).toContain(plain(testimonial[lang]));
      expect(shown.join("\n")).not.toContain(plain(before.testimonial.text[lang]));
      await home.context().close();
    });

    test(`${lang}: the new titles on the article's page, in its head and JSON-LD, the lists and the feed`, async ({
      browser,
    }) => {
      const path = articlePath(before.article.id, lang);
      const article = await visit(browser, path);
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(newTitles.title[lang]);
      expect(plain(await article.title())).toBe(`${newTitles.search[lang]} | ${before.practitioner}`);
      const posting = (await jsonLd(article)).find((node) => node["@type"] === "BlogPosting");
      expect(plain(String(posting?.headline))).toBe(plain(newTitles.title[lang]));
      expect(posting?.dateModified).toBe(updatedOn);
      await article.goto(`${site}${pathOf("blog", lang)}`);
      await expect(article.getByRole("link", { name: newTitles.title[lang] })).toHaveAttribute("href", path);
      const feed = await (await fetch(`${site}${feedPaths[lang]}`)).text();
      expect(plain(feed)).toContain(`<title>${plain(newTitles.title[lang])}</title>`);
      await article.context().close();
    });
  }

  test("the sitemap dates the changed article by its update, and the pages with the facts by the save", async () => {
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    const lastmod = new Map(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        new URL(m[1] ?? "").pathname,
        m[2],
      ]),
    );
    for (const lang of languages) {
      expect(lastmod.get(articlePath(before.article.id, lang))).toBe(updatedOn);
      for (const id of ["home", "pricing", "contact"] as const) expect(lastmod.get(pathOf(id, lang))).toBe(savedOn);
    }
  });
});
