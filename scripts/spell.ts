/**
 * `npm run spell`: spell check of every word a visitor reads, each language
 * with its own dictionaries (settings in cspell.config.yaml).
 *
 * - Copy modules (app/content/**\/*.ts): every `{ fr, en }` pair they export
 *   (defineCopy, testimonials…) is split by language; French strings are
 *   checked in French, English strings in English. Strings outside any pair
 *   (a first name) are checked against both. Structural values (`kind`, `id`,
 *   `page`…) and functions are skipped.
 * - The data files the editor writes (app/content/data/**\/*.json: page copy,
 *   the words the pages share (shell, page names, cookie banner, contact
 *   form, credentials), practice facts, testimonials), the same way; the
 *   modules that only load one (`import … from "…/data/….json"`) are
 *   skipped, their file is checked.
 * - The site facts of app/site/config.ts, the same way.
 * - Articles (app/content/articles/*.fr.md, *.en.md): the whole file in its
 *   language (front matter keys and ids are ignored by a pattern of the config).
 *
 * Each unknown word is reported with its file, line and place in the copy,
 * and the command exits with status 1.
 */
import { glob, readFile } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { type CSpellSettings, readSettings, spellCheckDocument } from "cspell-lib";

type Lang = "fr" | "en";
type Check = "fr" | "en" | "both";
const other = { fr: "en", en: "fr" } as const;

const root = resolve(import.meta.dirname, "..");
const locales: Record<Check, string> = { fr: "fr", en: "en-GB,en", both: "fr,en-GB,en" };
/** Keys whose values are identifiers, not copy (see app/content/types.ts). */
const structuralKeys = new Set(["kind", "id", "page", "external", "price", "anchor"]);
/** Strings written on purpose in the other language: the language toggle's label. */
const otherLanguagePaths = /\.header\.switchLanguage$/;

/** `text` is checked; `original` is the string as written, for the report. */
type Entry = { check: Check; path: string; text: string; original: string };

/** English copy may quote French between « »: those words are checked in French. */
const frenchQuote = /«[^»]*»/g;
const blank = (text: string) => text.replace(/[^\n]/g, " ");

/** Splits English text into its English and its quoted French, each keeping every offset. */
function splitQuotes(text: string): { en: string; fr: string } {
  let fr = "";
  let last = 0;
  for (const match of text.matchAll(frenchQuote)) {
    fr += blank(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return { en: text.replace(frenchQuote, blank), fr: fr + blank(text.slice(last)) };
}

/** Every string of a copy value, with the language it is written in. */
function collect(value: unknown, check: Check, path: string, out: Entry[]): Entry[] {
  if (typeof value === "string") {
    if (check === "en" && value.includes("«")) {
      const { en, fr } = splitQuotes(value);
      out.push({ check, path, text: en, original: value }, { check: "fr", path, text: fr, original: value });
    } else {
      out.push({ check, path, text: value, original: value });
    }
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => {
      collect(v, check, `${path}[${i}]`, out);
    });
  } else if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const pair = "fr" in record && "en" in record;
    for (const [key, v] of Object.entries(record)) {
      if (structuralKeys.has(key)) continue;
      const lang = pair && (key === "fr" || key === "en") ? (key as Lang) : check;
      const at = path ? `${path}.${key}` : key;
      collect(v, lang !== "both" && otherLanguagePaths.test(at) ? other[lang] : lang, at, out);
    }
  }
  return out;
}

type Issue = { file: string; line: number; where: string; word: string; context: string; suggestions: string[] };

const settings: CSpellSettings = await readSettings(resolve(root, "cspell.config.yaml"));

async function check(uri: string, text: string, lang: Check, languageId: string) {
  const result = await spellCheckDocument(
    { uri: pathToFileURL(uri).href, text, languageId, locale: locales[lang] },
    { generateSuggestions: true, numSuggestions: 3, noConfigSearch: true },
    settings,
  );
  if (result.errors?.length) throw new Error(`${uri}: ${result.errors.map((e) => e.message).join("; ")}`);
  return result.issues;
}

/** The 1-based line of an offset of `source`, 0 if the offset is -1 (not found). */
const lineAt = (source: string, offset: number) => (offset < 0 ? 0 : source.slice(0, offset).split("\n").length);

async function checkModule(file: string): Promise<Issue[]> {
  const source = await readFile(file, "utf8");
  const module = file.endsWith(".json")
    ? { default: JSON.parse(source) as unknown }
    : ((await import(pathToFileURL(file).href)) as Record<string, unknown>);
  const entries = Object.entries(module).flatMap(([name, value]) =>
    typeof value === "function" ? [] : collect(value, "both", name === "default" ? "" : name, []),
  );
  const issues: Issue[] = [];
  for (const lang of ["fr", "en", "both"] as const) {
    const mine = entries.filter((e) => e.check === lang);
    if (mine.length === 0) continue;
    // One document per language, one string a line: line n is mine[n].
    const text = mine.map((e) => e.text.replace(/\n/g, " ")).join("\n");
    for (const issue of await check(file, text, lang, "plaintext")) {
      const entry = mine[lineAt(text, issue.offset) - 1];
      if (!entry) continue;
      // The line in the source: the word, searched from the string's opening words.
      const start = source.indexOf(entry.original.slice(0, 40));
      const at = source.indexOf(issue.text, Math.max(0, start));
      issues.push({
        file,
        line: lineAt(source, at >= 0 ? at : start),
        where: entry.path,
        word: issue.text,
        context: entry.original,
        suggestions: (issue.suggestionsEx ?? []).map((s) => s.wordAdjustedToMatchCase ?? s.word),
      });
    }
  }
  return issues;
}

async function checkArticle(file: string): Promise<Issue[]> {
  const lang: Lang = file.endsWith(".fr.md") ? "fr" : "en";
  const source = await readFile(file, "utf8");
  const parts = lang === "en" ? splitQuotes(source) : { fr: source, en: "" };
  const issues = [
    ...(await check(file, parts.fr, "fr", "markdown")),
    ...(parts.en ? await check(file, parts.en, "en", "markdown") : []),
  ];
  const lines = source.split("\n");
  return issues
    .sort((a, b) => a.offset - b.offset)
    .map((issue) => ({
      file,
      line: lineAt(source, issue.offset),
      where: "",
      word: issue.text,
      context: (lines[lineAt(source, issue.offset) - 1] ?? "").trim(),
      suggestions: (issue.suggestionsEx ?? []).map((s) => s.wordAdjustedToMatchCase ?? s.word),
    }));
}

/**
 * Files of app/content that hold no copy: the data files' schemas, loader and checks, and the list of
 * articles (addresses, which the articles' front matter pattern skips too).
 */
const notCopy = new Set([
  "app/content/schema.ts",
  "app/content/load.ts",
  "app/content/validate.ts",
  "app/content/article-index.ts",
  "app/content/data/articles.json",
]);
const loadsDataFile = /from "[^"]*\/data\/[^"]+\.json" with/;
const modules: string[] = [];
const candidates = ["app/site/config.ts"];
for await (const file of glob("app/content/**/*.{ts,json}", { cwd: root })) candidates.push(file);
for (const file of candidates) {
  if (/\.(test|server)\.ts$/.test(file) || notCopy.has(file)) continue;
  if (file.endsWith(".ts") && loadsDataFile.test(await readFile(resolve(root, file), "utf8"))) continue;
  modules.push(resolve(root, file));
}
const articles: string[] = [];
for await (const file of glob("app/content/articles/*.{fr,en}.md", { cwd: root })) articles.push(resolve(root, file));
modules.sort();
articles.sort();

const issues = [
  ...(await Promise.all(modules.map(checkModule))).flat(),
  ...(await Promise.all(articles.map(checkArticle))).flat(),
];

const excerpt = (context: string, word: string) => {
  const at = context.indexOf(word);
  const from = Math.max(0, at - 40);
  const to = Math.min(context.length, at + word.length + 40);
  return `${from > 0 ? "…" : ""}${context.slice(from, to)}${to < context.length ? "…" : ""}`;
};

for (const issue of issues) {
  const place = `${relative(root, issue.file)}:${issue.line}${issue.where ? ` (${issue.where})` : ""}`;
  const hint = issue.suggestions.length ? ` — did you mean ${issue.suggestions.join(", ")}?` : "";
  console.error(`${place}: unknown word “${issue.word}”${hint}\n    ${excerpt(issue.context, issue.word)}`);
}
const checked = `${modules.length} copy modules and data files, and ${articles.length} articles`;
if (issues.length > 0) {
  console.error(
    `\n${issues.length} spelling issue(s) in ${checked}. Fix the copy, or add a genuine word to cspell.config.yaml.`,
  );
  process.exitCode = 1;
} else {
  console.log(`Spelling: no issue in ${checked}.`);
}
