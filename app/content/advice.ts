/**
 * Advice on the content, never a failure: what makes the site better but is
 * the practitioner's to decide (an article's length, its parts and links, ten
 * testimonials as SPEC has them, English typography, a few wordings, titles
 * of their own, the legal mentions the pages carry). The
 * build and the dev server print it as warnings (scripts/content-plugin.ts),
 * one line each, in French, naming the place as the editor does; the site is
 * built all the same.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { readableText } from "../site/typography.ts";
import { articlesDir, dataDir } from "./folders.ts";
import type { ContentProblem } from "./problems.ts";

const repositoryRoot = resolve(import.meta.dirname, "../..");

/** Words an article should have at least: shorter ones rarely answer a reader's question, or rank. */
export const articleMinWords = 700;
/** Characters a page's search description should have at least (an article's schema asks the same, 50 to 160). */
export const pageDescriptionMin = 50;
/** SPEC §3: the testimonials the home page's carousel shows. */
export const testimonialsInSpec = 10;
/** SPEC §2: the three latest articles of the home page, as first published (category, date). */
export const specLatest = [
  ["Développement personnel", "2025-10-06"],
  ["Psychothérapie", "2025-09-26"],
  ["Thérapie de couple", "2025-01-29"],
] as const;

/** What the law asks a page to say (DESIGN.md §10): if her copy no longer says it, she is told. */
const requiredMentions = [
  {
    file: "pages/home.json",
    pattern: { fr: /L\.\s111-7-2/, en: /L\.\s111-7-2/ },
    message:
      "les témoignages ne disent plus comment ils sont choisis (Code de la consommation, art. L. 111-7-2) : rétablissez cette mention",
  },
  {
    file: "pages/legal.json",
    pattern: { fr: /L\.\s616-1/, en: /L\.\s616-1/ },
    message: "le médiateur de la consommation n’est plus présenté (art. L. 616-1) : rétablissez cette mention",
  },
  {
    file: "pages/privacy.json",
    pattern: { fr: /donnée de santé/i, en: /health data/i },
    message: "la page ne dit plus que le motif d’une demande peut être une donnée de santé : rétablissez cette mention",
  },
  {
    file: "pages/privacy.json",
    pattern: { fr: /article 85/, en: /article 85/ },
    message:
      "la page ne cite plus le droit de laisser des directives après un décès (article 85) : rétablissez cette mention",
  },
] as const;

export type Advice = ContentProblem;

type Text = { path: PropertyKey[]; lang: "fr" | "en"; text: string };

/** Every text of a data file with its language: the sides of each French/English pair. */
function texts(value: unknown, path: PropertyKey[] = [], lang?: "fr" | "en"): Text[] {
  if (typeof value === "string") return lang ? [{ path, lang, text: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, [...path, i], lang));
  if (value && typeof value === "object") {
    const pair = "fr" in value && "en" in value;
    return Object.entries(value).flatMap(([key, item]) =>
      texts(item, [...path, key], pair && (key === "fr" || key === "en") ? key : lang),
    );
  }
  return [];
}

/** Advice on the wording of one text, wherever it is. */
function wordingAdvice(file: string, { path, lang, text }: Text): Advice[] {
  const advice: Advice[] = [];
  const readable = readableText(text);
  if (lang === "en" && /["']/.test(readable)) {
    advice.push({
      file,
      path,
      message:
        "apostrophe ou guillemets droits en anglais : écrivez ’ et “ ” (l’anglais s’affiche tel qu’il est écrit)",
    });
  }
  if (lang === "en" && /\bwho we (help|see|support)\b/i.test(readable)) {
    advice.push({ file, path, message: "« who we… » : le cabinet parle à la première personne, écrivez « who I… »" });
  }
  if (/\b(lorem|ipsum|todo|tbd|xxx)\b/i.test(readable)) {
    advice.push({ file, path, message: "texte provisoire (lorem ipsum, TODO…) : remplacez-le avant de publier" });
  }
  if (/\b(guéri(r|son|s|e)?|soign(er|e|ons)|cures?|heal(s|ing|ed)?)\b/i.test(readable)) {
    advice.push({
      file,
      path,
      message:
        "promesse de guérison ou de soin : la psychothérapie accompagne sans promettre de résultat, reformulez (DESIGN.md §10)",
    });
  }
  if (lang === "fr" && /cognitives? et comportementales?/i.test(readable)) {
    advice.push({
      file,
      path,
      message:
        "« cognitives et comportementales » : écrivez « cognitivo-comportementales », comme ailleurs sur le site",
    });
  }
  return advice;
}

async function dataAdvice(root: string): Promise<Advice[]> {
  const files = (await readdir(join(root, dataDir), { recursive: true, encoding: "utf8" }))
    .map((f) => f.split("\\").join("/"))
    .filter((f) => f.endsWith(".json"))
    .sort();
  const advice: Advice[] = [];
  const titles = new Map<string, string>();
  for (const name of files) {
    const file = `${dataDir}/${name}`;
    const data: unknown = JSON.parse(await readFile(join(root, file), "utf8"));
    const all = texts(data);
    advice.push(...all.flatMap((text) => wordingAdvice(file, text)));
    for (const { lang, text, path } of all) {
      const place = path.join(".");
      if (place === `${lang}.meta.description` && text.length < pageDescriptionMin) {
        advice.push({
          file,
          path,
          message: `${text.length} caractères : une description de ${pageDescriptionMin} à 160 caractères donne envie de cliquer dans un moteur de recherche`,
        });
      }
      if (place !== `${lang}.meta.title`) continue;
      const same = titles.get(`${lang} ${text}`);
      if (same) advice.push({ file, path, message: `même titre que ${same} : donnez à chaque page le sien` });
      titles.set(`${lang} ${text}`, file);
    }
    for (const mention of requiredMentions.filter((m) => m.file === name)) {
      for (const lang of ["fr", "en"] as const) {
        if (!all.some((t) => t.lang === lang && mention.pattern[lang].test(t.text))) {
          advice.push({ file, path: [lang], message: mention.message });
        }
      }
    }
    if (name === "practice.json") advice.push(...titleAdvice(file, data as Record<string, Record<string, string>>));
    if (name === "testimonials.json") {
      const count = (data as { testimonials: unknown[] }).testimonials.length;
      if (count !== testimonialsInSpec) {
        advice.push({
          file,
          path: ["testimonials"],
          message: `${count} témoignages : le cahier des charges en prévoit ${testimonialsInSpec} (le site s’adapte à leur nombre)`,
        });
      }
    }
  }
  return advice;
}

/** « Psychothérapeute » and « psychologue » are protected titles in France (DESIGN.md §10). */
function titleAdvice(file: string, practice: Record<string, Record<string, string>>): Advice[] {
  const title = practice.title ?? {};
  const protectedTitle =
    /psychoth[ée]rapeute|psychologue/i.test(title.fr ?? "") || /psychotherap/i.test(title.en ?? "");
  return protectedTitle
    ? [
        {
          file,
          path: ["title"],
          message:
            "titre protégé : « psychothérapeute » et « psychologue » demandent une inscription au registre national (ARS) ou au RPPS ; gardez-le seulement si c’est votre cas",
        },
      ]
    : [];
}

async function articleAdvice(root: string): Promise<Advice[]> {
  const files = (await readdir(join(root, articlesDir))).filter((f) => /\.(fr|en)\.md$/.test(f)).sort();
  const advice: Advice[] = [];
  const published: { id: string; category: string; date: string }[] = [];
  for (const name of files) {
    const file = `${articlesDir}/${name}`;
    const lang = name.endsWith(".fr.md") ? "fr" : "en";
    const { data, content } = matter(await readFile(join(root, file), "utf8"));
    const body = readableText(content.replace(/\]\([^)]*\)/g, "]"));
    const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    if (words < articleMinWords) {
      advice.push({
        file,
        path: ["body"],
        message: `${words} mots : un article de ${articleMinWords} mots au moins répond mieux aux lecteurs et aux moteurs de recherche`,
      });
    }
    if (!/^##\s/m.test(content)) {
      advice.push({
        file,
        path: ["body"],
        message: "pas d’intertitre : découpez le texte en parties titrées (## Titre)",
      });
    }
    if (!/\]\(\/[^)]*\)/.test(content)) {
      advice.push({
        file,
        path: ["body"],
        message: "aucun lien vers une page du site : ajoutez-en un, vers la page Contact ou Tarifs par exemple",
      });
    }
    const other = lang === "fr" ? /\]\(\/en(\/|\))/ : /\]\(\/(?!en[/)])/;
    if (other.test(content)) {
      advice.push({
        file,
        path: ["body"],
        message: `lien vers une page ${lang === "fr" ? "anglaise" : "française"} : liez plutôt la page de la langue de l’article`,
      });
    }
    const front = Object.entries(data).flatMap(([key, value]) =>
      typeof value === "string" ? [{ path: [key], lang, text: value } as Text] : [],
    );
    advice.push(...[...front, { path: ["body"], lang, text: content } as Text].flatMap((t) => wordingAdvice(file, t)));
    if (lang === "fr") {
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
      published.push({ id: name.replace(/\.fr\.md$/, ""), category: String(data.category), date });
    }
  }
  const latest = published.sort((a, b) => b.date.localeCompare(a.date)).slice(0, specLatest.length);
  if (latest.some((a, i) => a.category !== specLatest[i]?.[0] || a.date !== specLatest[i]?.[1])) {
    advice.push({
      file: articlesDir,
      path: [],
      message:
        "les trois articles les plus récents, que montre l’accueil, ne sont plus ceux du cahier des charges : c’est attendu après une publication",
    });
  }
  return advice;
}

/** Advice on the content under `root` (the repository by default); empty when there is none. */
export async function contentAdvice(root = repositoryRoot): Promise<Advice[]> {
  return [...(await dataAdvice(root)), ...(await articleAdvice(root))];
}
