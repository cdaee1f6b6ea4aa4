/**
 * Content files read and saved as the editor saves them (scripts/cms/files.ts:
 * its field order, empty optional fields left out, its JSON and YAML), in a
 * copy of the repository's content: for the tests and the practitioner's
 * edits, which change content the way she does.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parse } from "yaml";
import { articlesDir, dataDir } from "../../app/content/folders.ts";
import { editorText } from "../../scripts/cms/files.ts";
import { formatFrontMatter, formatJson } from "../../scripts/cms/format.ts";

// biome-ignore lint/suspicious/noExplicitAny: any JSON the editor could write
type Json = any;

/** Changes a data file (`file`, under app/content/data/) of the copy at `root` and saves it as the editor does. */
export async function editData(root: string, file: string, change: (data: Json) => Json | undefined): Promise<void> {
  const path = join(root, dataDir, file);
  const data = JSON.parse(await readFile(path, "utf8"));
  await writeFile(path, editorText(`${dataDir}/${file}`, formatJson(change(data) ?? data)));
}

export type Article = { front: Record<string, unknown>; body: string };

/** An article's file in one language: its front matter (dates stay text, as the editor reads them) and its body. */
export async function readArticle(root: string, id: string, lang: string): Promise<Article> {
  const source = await readFile(join(root, articlesDir, `${id}.${lang}.md`), "utf8");
  const [, head = "", body = ""] = /^---\n([\s\S]*?)\n---\n\n?([\s\S]*)$/.exec(source) ?? [];
  return { front: parse(head) ?? {}, body: body.replace(/\n$/, "") };
}

/** Saves an article's file as the editor does: the whole front matter rewritten, then the body. */
export function writeArticle(root: string, id: string, lang: string, { front, body }: Article) {
  const file = `${articlesDir}/${id}.${lang}.md`;
  return writeFile(join(root, file), editorText(file, formatFrontMatter(front, body)));
}
