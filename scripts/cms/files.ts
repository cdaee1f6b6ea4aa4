/**
 * Every content file the editor writes, with the fields it writes it by,
 * and the text it would write for it (format.ts, shape.ts): what
 * files.test.ts holds the repository's files to, so that a save in the
 * editor changes only what she changed.
 */
import { readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import { articleIndexFile } from "../../app/content/article-index.ts";
import { articlesDir, dataDir } from "../../app/content/folders.ts";
import { articleFields } from "./articles.ts";
import { cmsConfig } from "./config.ts";
import type { Field } from "./fields.ts";
import { formatFrontMatter, formatJson } from "./format.ts";
import { editorShape } from "./shape.ts";

export const repositoryRoot = resolve(import.meta.dirname, "../..");

/** Every content file the editor writes (repository-relative): the data files and both languages of every article. */
export function contentFiles(): string[] {
  return [
    ...readdirSync(join(repositoryRoot, dataDir), { recursive: true })
      .map((f) => `${dataDir}/${String(f).split("\\").join("/")}`)
      .filter((f) => f.endsWith(".json") && f !== articleIndexFile),
    ...readdirSync(join(repositoryRoot, articlesDir))
      .filter((f) => /\.(fr|en)\.md$/.test(f))
      .map((f) => `${articlesDir}/${f}`),
  ];
}

type FileCollection = { i18n?: unknown; files: { file: string; fields: Field[] }[] };

/** The data files (app/content/data/…) by path: their fields, and whether they hold `fr` and `en` side by side. */
export function dataFiles(): Map<string, { fields: Field[]; bilingual: boolean }> {
  const collections = cmsConfig().collections.filter((c): c is FileCollection & typeof c => "files" in c);
  return new Map(
    collections.flatMap((c) => c.files.map((f) => [f.file, { fields: f.fields, bilingual: Boolean(c.i18n) }])),
  );
}

const frontMatterFields = articleFields.filter((field) => field.name !== "body");

/** A Markdown file's front matter and body, as the editor reads them. */
export function splitFrontMatter(text: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text);
  if (!match) throw new Error("no front matter");
  return { data: parse(match[1] ?? "") ?? {}, body: (match[2] ?? "").replace(/^\n/, "").replace(/\n+$/, "") };
}

let files: ReturnType<typeof dataFiles> | undefined;

/** The text the editor writes for the content file at `path` (repository-relative) that now holds `text`. */
export function editorText(path: string, text: string): string {
  if (path.startsWith(`${articlesDir}/`) && path.endsWith(".md")) {
    const { data, body } = splitFrontMatter(text);
    return formatFrontMatter(editorShape(data, frontMatterFields), body);
  }
  files ??= dataFiles();
  const file = files.get(path);
  if (!file) throw new Error(`${path}: not a file of the editor`);
  const value = JSON.parse(text) as Record<string, Record<string, unknown>>;
  const shaped = file.bilingual
    ? Object.fromEntries(["fr", "en"].map((lang) => [lang, editorShape(value[lang] ?? {}, file.fields)]))
    : editorShape(value, file.fields);
  return formatJson(shaped);
}
