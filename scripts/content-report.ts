/**
 * Content problems as the practitioner reads them: one line each, naming the
 * place with the editor's own words (its collections, entries and field
 * labels, scripts/cms/config.ts), e.g. « Textes des pages › Tarifs ›
 * Sections 3 › Titre (anglais) », next to the file and the path for a
 * developer, then what is wrong and what to do (app/content/problems.ts).
 */
import { type ContentProblem, problemLine } from "../app/content/problems.ts";
import { cmsConfig } from "./cms/config.ts";

type Field = { name: string; label: string; widget?: string; fields?: Field[]; types?: Field[] };
type Entry = { label: string; fields: Field[] };

const languageNames: Record<string, string> = { fr: "français", en: "anglais" };

type Collection = { label: string; folder?: string; fields?: Field[]; files?: (Entry & { file: string })[] };
let collections: Collection[] | undefined;

/** The entry of the editor that writes `file`, with the labels that lead to it. */
function entryOf(file: string): { crumbs: string[]; fields: Field[]; lang?: string } | undefined {
  collections ??= cmsConfig().collections as Collection[];
  for (const collection of collections) {
    const files = collection.files ?? [];
    const own = files.find((f) => f.file === file);
    if (own)
      return { crumbs: files.length > 1 ? [collection.label, own.label] : [collection.label], fields: own.fields };
    const article = collection.folder && new RegExp(`^${collection.folder}/([^/]+)\\.(fr|en)\\.md$`).exec(file);
    if (article)
      return { crumbs: [collection.label, article[1] ?? ""], fields: collection.fields ?? [], lang: article[2] };
  }
  return undefined;
}

/** The labels along `path` from `fields`, and how many of its keys they name; `list` is the list the path is in. */
function labels(fields: Field[], path: readonly PropertyKey[], list?: Field): { crumbs: string[]; named: number } {
  const [key, ...rest] = path;
  if (key === undefined) return { crumbs: [], named: 0 };
  if (typeof key === "number") {
    // An item of a list: its fields, or those of one of its kinds (page sections), whichever names more of the path.
    const kinds = list?.types?.map((type) => type.fields ?? []) ?? [list?.fields ?? []];
    const [best] = kinds.map((kind) => labels(kind, rest)).sort((a, b) => b.named - a.named);
    return { crumbs: [`n° ${key + 1}`, ...(best?.crumbs ?? [])], named: 1 + (best?.named ?? 0) };
  }
  const field = fields.find((f) => f.name === key);
  if (!field) return { crumbs: [String(key), ...labels([], rest).crumbs], named: 0 };
  const next = labels(field.fields ?? [], rest, field.widget === "list" ? field : undefined);
  // A list and its item read as one: « Sections 3 ».
  const [item, ...after] = next.crumbs;
  const crumbs =
    field.widget === "list" && typeof rest[0] === "number"
      ? [`${field.label} ${Number(rest[0]) + 1}`, ...after]
      : [field.label, ...next.crumbs];
  return { crumbs: item === undefined ? [field.label] : crumbs, named: 1 + next.named };
}

/**
 * The place of `path` in `file` as the editor shows it, or undefined for a
 * file the editor does not write. A list item is counted from 1, the
 * language comes last.
 */
export function placeOf(file: string, path: readonly PropertyKey[]): string | undefined {
  const found = entryOf(file);
  if (!found) return undefined;
  const lang = path.find((key) => key === "fr" || key === "en") ?? found.lang;
  const { crumbs } = labels(
    found.fields,
    path.filter((key) => key !== "fr" && key !== "en"),
  );
  const place = [...found.crumbs, ...crumbs].join(" › ");
  return lang ? `${place} (${languageNames[String(lang)]})` : place;
}

/** The lines the build and the dev server print: one per problem. */
export const reportLines = (problems: readonly ContentProblem[]): string[] =>
  problems.map((problem) => problemLine(problem, placeOf(problem.file, problem.path)));
