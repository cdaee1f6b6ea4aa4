/**
 * The practitioner's everyday changes, from the editor to the published site.
 * In the editor (real clicks and typing, its French labels), on a throw-away
 * copy of the repository: the individual price, the opening days and hours,
 * one testimonial and an article's title, in French and English. Then she
 * saves a version (a commit), the copy is built with the real build and
 * served by the real server, and every place a visitor or a crawler meets
 * these values shows the new ones, never the old: the pages (by a browser,
 * before and after hydration), the JSON-LD, the page titles, the RSS feeds
 * and the sitemap. One build for the whole file.
 */
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Page,
  test,
} from "@playwright/test";
import matter from "gray-matter";
import { contentProblems } from "../../app/content/validate.ts";
import { feedPaths } from "../../app/site/head-files.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { articlePath, type PageId, pathOf, prerenderPaths } from "../../app/site/pages.ts";
import { logIn, open, publish, setUpEditor } from "./editor-helpers.ts";
import { hydrated } from "./fixtures.ts";

const root = resolve(import.meta.dirname, "../..");

test.describe.configure({ mode: "serial" });

const editor = setUpEditor();

/** The day she sets as the article's update, and the day she saves the version that goes online. */
const updatedOn = "2026-03-09";
const savedOn = "2026-03-10";

const articleId = "premiere-seance-psychotherapie";
const articleFile = (lang: Lang) => `app/content/articles/${articleId}.${lang}.md`;

/** What a visitor reads, before and after; spaces as a reader sees them (the site writes non-breaking ones). */
const before = {
  price: { fr: "70 €", en: "€70" },
  hours: { fr: "du mardi au vendredi, 9 h – 19 h", en: "Tuesday to Friday, 9 am – 7 pm" },
  testimonial: {
    fr: "Après mon burn-out, je ne savais plus par où commencer.",
    en: "After my burnout, I didn’t know where to start.",
  },
  title: {
    fr: "Première séance de psychothérapie : à quoi s’attendre ?",
    en: "Your first psychotherapy session: what to expect",
  },
  searchTitle: { fr: "Première séance : à quoi s’attendre ?", en: "Your first therapy session: what to expect" },
};
const after = {
  price: { fr: "75 €", en: "€75" },
  priceRange: { fr: "75 €–120 €", en: "€75–€120" },
  hours: { fr: "du mardi au samedi, 8 h 30 – 18 h", en: "Tuesday to Saturday, 8:30 am – 6 pm" },
  footer: { fr: "Consultations du mardi au samedi, 8 h 30 – 18 h", en: "Sessions Tuesday to Saturday, 8:30 am – 6 pm" },
  testimonial: {
    fr: "Après un épuisement au travail, je ne savais plus par où commencer. Les séances m’ont aidé à retrouver mes priorités.",
    en: "After burning out at work, I did not know where to begin. The sessions helped me find my priorities again.",
  },
  title: { fr: "Votre première séance : ce qui vous attend", en: "Your first session: what lies ahead" },
  searchTitle: { fr: "Votre première séance", en: "Your first session" },
  updated: { fr: "Mis à jour le 9 mars 2026", en: "Updated on 9 March 2026" },
};

/** Non-breaking and narrow spaces as plain ones: what the eye sees, and what the strings above are written with. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

test("she changes the price, the opening hours, a testimonial and an article's title in the editor", async ({
  page,
}) => {
  await logIn(page, editor);

  await open(
    page,
    editor,
    "Le cabinet : coordonnées, tarifs, horaires",
    "Coordonnées, tarifs, horaires, titres, chiffres",
  );
  // Each field first shows what the site says today (the `before` values), then takes the new value.
  const price = page.getByLabel("Consultation individuelle", { exact: true });
  await expect(price).toHaveValue("70");
  await price.fill("75");
  await page.getByRole("combobox", { name: "Jours d’ouverture" }).click();
  await page.getByRole("option", { name: "samedi", exact: true }).click();
  const [opens, closes] = [page.getByLabel("Ouverture (HH:MM)"), page.getByLabel("Fermeture (HH:MM)")];
  await expect(opens).toHaveValue("09:00");
  await opens.fill("08:30");
  await expect(closes).toHaveValue("19:00");
  await closes.fill("18:00");
  await publish(page);

  await open(page, editor, "Témoignages", "Témoignages");
  // A testimonial is a folded item of the list, named by its author and date; its chevron unfolds it.
  const julien = page.getByText("Julien R. (2023-09-05)", { exact: true }).locator("..");
  await julien.getByRole("button").first().click();
  for (const lang of languages) {
    const text = julien.getByLabel(lang === "fr" ? "Français" : "English", { exact: true });
    expect(plain(await text.inputValue())).toContain(before.testimonial[lang]);
    await text.fill(after.testimonial[lang]);
  }
  await publish(page);

  await open(page, editor, "Articles", before.title.fr);
  // French on the left, English on the right; the update date once, on the French side.
  const both = async (label: string | RegExp, was: Record<Lang, string>, values: Record<Lang, string>) => {
    const fields = page.getByLabel(label, { exact: true });
    for (const [i, lang] of languages.entries()) {
      expect(plain(await fields.nth(i).inputValue())).toBe(was[lang]);
      await fields.nth(i).fill(values[lang]);
    }
  };
  await both("Titre", before.title, after.title);
  await both(/^Titre pour les moteurs/, before.searchTitle, after.searchTitle);
  await page.getByLabel("Date de mise à jour (optionnel)", { exact: true }).first().fill(updatedOn);
  await publish(page);

  // The files the build reads.
  const practice = JSON.parse(await editor.read("app/content/data/practice.json"));
  expect(practice.prices.individual).toBe(75);
  expect(practice.openingHours).toEqual({ days: [2, 3, 4, 5, 6], opens: "08:30", closes: "18:00" });
  const { testimonials } = JSON.parse(await editor.read("app/content/data/testimonials.json"));
  expect(testimonials[1]).toMatchObject({ name: "Julien R.", text: after.testimonial });
  for (const lang of languages) {
    const saved = matter(await editor.read(articleFile(lang)));
    expect(saved.data).toMatchObject({ title: after.title[lang], metaTitle: after.searchTitle[lang] });
    expect(new Date(saved.data.updated).toISOString().slice(0, 10)).toBe(updatedOn);
    // The rest of the article as it was.
    const original = matter(await readFile(join(root, articleFile(lang)), "utf8"));
    for (const key of ["slug", "category", "summary", "cover", "alt", "metaDescription"]) {
      expect(saved.data[key], key).toBe(original.data[key]);
    }
    expect(saved.content.trim()).toContain(original.content.trim().split("\n")[0]);
  }
  // What the build checks first: every file the editor wrote is valid.
  expect(await contentProblems(editor.root)).toEqual([]);
});

test.describe("after she saves a version and the site is rebuilt", () => {
  let site = "";
  /** Every pre-rendered page (aliases and not-found pages too), fetched as a crawler does: path and HTML. */
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

  const contexts: BrowserContext[] = [];
  test.afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  /** A fresh visitor who already answered the cookie banner, on a page of the rebuilt site. */
  async function visit(browser: Browser, path: string, options: BrowserContextOptions = {}): Promise<Page> {
    const context = await browser.newContext(options);
    contexts.push(context);
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

  /** The page's JSON-LD nodes, of every script. */
  async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
    const docs = await page.locator('script[type="application/ld+json"]').allTextContents();
    return docs.flatMap((doc) => (JSON.parse(doc)["@graph"] ?? [JSON.parse(doc)]) as Record<string, unknown>[]);
  }

  const pagesOf = (lang: Lang) =>
    crawled.filter(({ url }) => (lang === "en") === (url === "/en" || url.startsWith("/en/")));

  test("no page holds an old value any more", () => {
    for (const { url, html } of crawled) {
      for (const lang of languages) {
        // (The old testimonial was never in the HTML, which holds the first slide only: the carousel test reads every slide.)
        for (const old of [before.price[lang], before.hours[lang], before.title[lang], before.searchTitle[lang]]) {
          expect(html, `${url} still says « ${old} »`).not.toContain(old);
        }
      }
    }
  });

  for (const lang of languages) {
    test(`${lang}: the new price on the fees page, the adults page and in the practice's JSON-LD`, async ({
      browser,
    }) => {
      const fees = await visit(browser, pathOf("pricing", lang));
      await expect(fees.locator("main")).toContainText(after.price[lang]);
      await expect(fees.locator("main")).not.toContainText(before.price[lang]);
      const adults = await visit(browser, pathOf("adult", lang));
      await expect(adults.locator("main")).toContainText(
        lang === "fr"
          ? `Une séance individuelle coûte ${after.price.fr}.`
          : `A one-to-one session costs ${after.price.en}.`,
      );
      // Every page that names the individual price says the new one (the old one is nowhere, above).
      const withPrice = pagesOf(lang)
        .filter(({ html }) => html.includes(after.price[lang]))
        .map(({ url }) => url);
      expect(withPrice).toEqual(expect.arrayContaining([pathOf("pricing", lang), pathOf("adult", lang)]));

      const home = await visit(browser, pathOf("home", lang));
      const practice = (await jsonLd(home)).find((node) => node["@type"] === "ProfessionalService");
      expect(plain(String(practice?.priceRange))).toBe(after.priceRange[lang]);
    });

    test(`${lang}: the new opening days and hours in every footer, on the pages that state them and in the JSON-LD`, async ({
      browser,
    }) => {
      for (const { url, html } of pagesOf(lang)) expect(html, url).toContain(after.footer[lang]);
      const pages: PageId[] = ["home", "contact", "office", "forWhom"];
      for (const id of pages) {
        const page = await visit(browser, pathOf(id, lang));
        await expect(page.locator("main"), id).toContainText(after.hours[lang]);
      }
      // After hydration too: the browser's copy of the facts is the rebuilt one.
      const contact = await visit(browser, pathOf("contact", lang));
      await hydrated(contact);
      await expect(contact.getByRole("contentinfo")).toContainText(after.footer[lang]);

      const home = await visit(browser, pathOf("home", lang));
      const practice = (await jsonLd(home)).find((node) => node["@type"] === "ProfessionalService");
      expect(practice?.openingHoursSpecification).toEqual([
        {
          "@type": "OpeningHoursSpecification",
          dayOfWeek: ["Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
          opens: "08:30",
          closes: "18:00",
        },
      ]);
    });

    test(`${lang}: the changed testimonial in the home page's carousel, and the old text in none of its slides`, async ({
      browser,
    }) => {
      const { testimonials } = JSON.parse(await editor.read("app/content/data/testimonials.json"));
      const total = testimonials.length;
      // Reduced motion: the carousel moves only when she clicks, so each slide is read once.
      const home = await visit(browser, pathOf("home", lang), { reducedMotion: "reduce" });
      await hydrated(home);
      const next = home.getByRole("button", { name: lang === "fr" ? "Témoignage suivant" : "Next testimonial" });
      const slide = home.getByTestId("testimonial");
      const shown: string[] = [];
      for (let n = 1; n <= total; n++) {
        await expect(slide).toHaveAttribute("aria-label", new RegExp(`^\\D*${n}\\D+${total}$`));
        shown.push(plain(await slide.innerText()));
        await next.click();
      }
      expect(shown[1]).toContain("Julien R.");
      expect(shown[1]).toContain(after.testimonial[lang]);
      expect(shown.join("\n")).not.toContain(before.testimonial[lang]);
    });

    test(`${lang}: the new article title on its page, its head and JSON-LD, the article lists and the feed`, async ({
      browser,
    }) => {
      const path = articlePath(articleId, lang);
      const article = await visit(browser, path);
      await expect(article.getByRole("heading", { level: 1 })).toHaveText(after.title[lang]);
      await expect(article.locator("main")).toContainText(after.updated[lang]);
      // The tab and the search result show the search title, which she changed with it.
      await expect(article).toHaveTitle(`${after.searchTitle[lang]} | Camille Laurent`);
      await expect(article.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${after.searchTitle[lang]} | Camille Laurent`,
      );
      await expect(article.locator('meta[property="og:image:alt"]')).toHaveAttribute("content", after.title[lang]);
      const nodes = await jsonLd(article);
      expect(nodes.find((node) => node["@type"] === "BlogPosting")).toMatchObject({
        headline: after.title[lang],
        dateModified: updatedOn,
      });
      const trail = nodes.find((node) => node["@type"] === "BreadcrumbList")?.itemListElement as { name: string }[];
      expect(trail.at(-1)?.name).toBe(after.title[lang]);

      for (const list of ["blog", "home"] as const) {
        const page = await visit(browser, pathOf(list, lang));
        await expect(page.getByRole("link", { name: after.title[lang] }), list).toHaveAttribute("href", path);
        await expect(page.locator("main"), list).not.toContainText(before.title[lang]);
      }

      const feed = await (await fetch(`${site}${feedPaths[lang]}`)).text();
      expect(feed).toContain(`<title>${after.title[lang]}</title>`);
      expect(feed).not.toContain(before.title[lang]);
      expect(feed).toContain(`<lastBuildDate>${new Date(`${updatedOn}T00:00:00Z`).toUTCString()}</lastBuildDate>`);
    });
  }

  test("the sitemap dates the changed article by its update, and the other pages by the saved version", async () => {
    const sitemap = await (await fetch(`${site}/sitemap.xml`)).text();
    const lastmod = new Map(
      [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => [
        new URL(m[1] ?? "").pathname,
        m[2],
      ]),
    );
    for (const lang of languages) {
      expect(lastmod.get(articlePath(articleId, lang))).toBe(updatedOn);
      // The facts she changed show on every page (prices, hours in the footer): each is dated by her save.
      for (const id of ["home", "pricing", "adult", "contact", "office", "blog"] as const) {
        expect(lastmod.get(pathOf(id, lang)), pathOf(id, lang)).toBe(savedOn);
      }
    }
  });
});
