/**
 * A realistic set of edits the practitioner makes in the editor, applied to
 * a copy of the repository exactly as the editor writes files
 * (scripts/cms/format.ts): new prices, opening days and hours, an article
 * renamed (title and search title), an article taken down (both files), a new
 * article in both languages with a cover photo from her phone, testimonials
 * reordered and two removed, and her French typed as a keyboard gives it
 * (plain spaces before « : ; ! ? » and inside « », straight apostrophes).
 * Each edit picks what it changes from the content in place (the newest
 * article, the oldest…), so the set still applies once she has changed the
 * site's content for real.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { articlesDir, dataDir } from "../../app/content/folders.ts";
import { mapTexts } from "../../app/site/typography.ts";
import { editData, readArticle, writeArticle } from "../../tests/support/content-files.ts";

/** French as typed on an ordinary keyboard: plain spaces where French typography wants no-break ones, straight apostrophes. */
export const asTyped = (text: string): string =>
  text
    .replace(/[\u00a0\u202f]([;:!?»])/g, " $1")
    .replace(/«[\u00a0\u202f]/g, "« ")
    .replace(/’/g, "'");

/**
 * A data file as she would type it: every French text (the `fr` side of each
 * French/English pair) with plain spaces and straight apostrophes, and
 * straight apostrophes in the names and addresses both languages show.
 */
const typedFrench = <T>(data: T): T =>
  mapTexts(data, (text, lang) => (lang === "fr" ? asTyped(text) : lang ? text : text.replace(/’/g, "'")));

/** The articles' ids (French addresses), newest first. */
async function articlesByDate(root: string): Promise<string[]> {
  const ids = (await readdir(join(root, articlesDir))).flatMap((f) => /^(.+)\.fr\.md$/.exec(f)?.[1] ?? []);
  const dated = await Promise.all(
    ids.map(async (id) => ({ id, date: String((await readArticle(root, id, "fr")).front.date) })),
  );
  return dated.sort((a, b) => b.date.localeCompare(a.date)).map((a) => a.id);
}

/** The cover photo of the new article: what a phone gives, named as the editor saves an upload (lower case). */
export const coverPhotoName = "img_4512.jpg";

/**
 * A phone photo: 4032 × 3024 pixels stored sideways with EXIF orientation 6
 * (shown rotated a quarter turn), as phones save a picture taken upright;
 * a gradient and grain rather than one flat colour, so that it weighs what
 * a photo weighs.
 */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4032, 3024];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const grain = (x * 7919 + y * 104729) % 23;
      pixels[i] = 90 + Math.round((120 * x) / width) + grain;
      pixels[i + 1] = 110 + Math.round((80 * y) / height) + grain;
      pixels[i + 2] = 140 + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

const newArticle = {
  id: "gerer-l-anxiete-au-quotidien-5-pistes-simples",
  date: "2026-02-14",
  fr: {
    title: "Gérer l'anxiété au quotidien : 5 pistes simples",
    category: "Bien-être",
    summary:
      "L'anxiété n'est pas une fatalité ! Cinq pistes concrètes pour l'apprivoiser au jour le jour ; et quand en parler à quelqu'un ?",
    alt: "Une tasse de thé posée près d'une fenêtre, le matin.",
    metaTitle: "Gérer l'anxiété : 5 pistes simples",
    metaDescription:
      "Respiration, sommeil, « petits pas » : cinq pistes pour apprivoiser l'anxiété au quotidien, et quand consulter ?",
    body: `Vous vous sentez tendu, vous dormez mal ? Vous n'êtes pas seul : l'anxiété touche beaucoup d'entre nous.

## Respirer avant d'agir

Une respiration lente, trois fois par jour : c'est simple, et ça marche ! Comme le dit un patient, "on apprend à se poser".

## Des « petits pas » plutôt qu'un grand saut

- Marcher dix minutes ; pas plus.
- Noter ce qui va bien, le soir.
- Garder un horaire régulier, de 9:00 à 22:30.

## Quand en parler ?

Si l'anxiété vous empêche de vivre, parlez-en : appelez le {phone} ou [écrivez-moi](/contact). Pour en savoir plus : [le site de l'Assurance maladie](https://www.ameli.fr/assure/sante/themes/anxiete?tab=1&x=a:b), ou <https://www.ameli.fr>. Par e-mail : contact@example.org.`,
  },
  en: {
    slug: "managing-anxiety-day-to-day",
    title: "Managing anxiety day to day: 5 simple ideas",
    category: "Wellbeing",
    summary:
      "Anxiety isn't something you just have to live with. Five practical ideas to ease it day by day, and when it's time to talk to someone.",
    alt: "A cup of tea by a window, in the morning.",
    metaTitle: "Managing anxiety: 5 simple ideas",
    metaDescription:
      "Breathing, sleep and 'small steps': five ideas to ease anxiety day to day, and when it's worth seeing someone.",
    body: `Do you feel tense, or sleep badly? You're not alone: anxiety affects many of us.

## Breathe before you act

Slow breathing, three times a day: it's simple, and it works. As one client put it, "you learn to slow down".

## Small steps rather than a leap

- Walk for ten minutes; no more.
- Write down what went well, each evening.
- Keep regular hours, from 9:00 to 22:30.

## When to talk about it

If anxiety stops you living your life, talk about it: call {phone} or [write to me](/en/contact).`,
  },
};

/** The edits, in the order she makes them; returns a line per edit, for the report. */
export async function applyEdits(root: string): Promise<string[]> {
  const done: string[] = [];

  // « Le cabinet »: prices and opening days and hours; her French typed as is, everywhere.
  await editData(root, "practice.json", (data) => {
    const practice = typedFrench(data) as {
      prices: { individual: number; coupleOrFamily: number };
      openingHours: { days: number[]; opens: string; closes: string; dayRange: unknown };
    };
    practice.prices.individual += 5;
    practice.prices.coupleOrFamily += 10;
    const days = practice.openingHours.days.join() === "1,2,4,5" ? [2, 3, 4, 5, 6] : [1, 2, 4, 5];
    // Her form changes these fields and keeps the others (the words of a range of days).
    practice.openingHours = { ...practice.openingHours, days, opens: "08:30", closes: "18:30" };
    done.push(
      `prices ${practice.prices.individual} and ${practice.prices.coupleOrFamily}, days ${days.join()}, 08:30-18:30`,
    );
    return practice;
  });

  // Testimonials: the newest first, the two oldest removed.
  await editData(root, "testimonials.json", (data) => {
    const { testimonials } = typedFrench(data) as { testimonials: unknown[] };
    const kept = [...testimonials].reverse().slice(0, Math.max(1, testimonials.length - 2));
    done.push(`testimonials: ${testimonials.length} → ${kept.length}, reordered`);
    return { testimonials: kept };
  });

  // Every other data file: her French typed as is.
  const files = (await readdir(join(root, dataDir), { recursive: true, encoding: "utf8" }))
    .map((f) => f.split("\\").join("/"))
    .filter((f) => f.endsWith(".json") && !["practice.json", "testimonials.json", "articles.json"].includes(f));
  for (const file of files) await editData(root, file, (data) => typedFrench(data));
  done.push(`French typed with plain spaces and straight apostrophes in ${files.length + 2} data files`);

  const [newest, ...others] = await articlesByDate(root);
  const oldest = others.at(-1);
  if (!newest || !oldest) throw new Error("the edits need two articles at least");

  // The newest article renamed, title and search title, in both languages; its French body typed as is.
  const renamed = {
    fr: {
      title: "Un nouveau titre pour cet article : qu'en pensez-vous ?",
      metaTitle: "Un nouveau titre : qu'en pensez-vous ?",
    },
    en: { title: "A new title for this article: what do you think?", metaTitle: "A new title: what do you think?" },
  };
  for (const lang of ["fr", "en"] as const) {
    const article = await readArticle(root, newest, lang);
    const body = lang === "fr" ? asTyped(article.body) : article.body;
    await writeArticle(root, newest, lang, { front: { ...article.front, ...renamed[lang] }, body });
  }
  done.push(`renamed: ${newest}`);

  // The oldest article taken down: the editor deletes both files.
  for (const lang of ["fr", "en"]) await rm(join(root, articlesDir, `${oldest}.${lang}.md`));
  done.push(`removed: ${oldest}`);

  // A new article in both languages, with a photo from her phone as its cover.
  const covers = join(root, "app/assets/photos/covers");
  await mkdir(covers, { recursive: true });
  await writeFile(join(covers, coverPhotoName), await phonePhoto());
  const illustration = String((await readArticle(root, newest, "fr")).front.cover ?? "");
  for (const lang of ["fr", "en"] as const) {
    const { body, ...text } = newArticle[lang];
    const { slug } = newArticle.en;
    // Her new article has no date of update: the editor leaves the empty field out (writeArticle shapes it).
    const front = {
      title: text.title,
      slug,
      category: text.category,
      date: newArticle.date,
      summary: text.summary,
      ...(illustration ? { cover: illustration } : {}),
      coverPhoto: `photos/covers/${coverPhotoName}`,
      alt: text.alt,
      metaTitle: text.metaTitle,
      metaDescription: text.metaDescription,
    };
    await writeArticle(root, newArticle.id, lang, { front, body });
  }
  done.push(`new article: ${newArticle.id}, cover photo ${coverPhotoName} (4032×3024, EXIF orientation 6)`);
  return done;
}
