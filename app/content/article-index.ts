/**
 * The list of articles, read from their Markdown files: an article is its pair
 * of files `<id>.fr.md` and `<id>.en.md` (the id is the French address), and
 * the English file's `slug` is its English address. The route table
 * (app/site/pages.ts) runs in the browser and in the Node server, where these
 * files cannot be listed, so it reads the same list from a data file,
 * app/content/data/articles.json, which every build and dev start rewrites
 * from the files (vite.config.ts) and the content check compares with them
 * (validate.ts). A new article saved by the editor thus gets its pages,
 * sitemap entries and feed items with no code change.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { articlesDir, dataDir } from "./folders.ts";
import type { ContentProblem } from "./problems.ts";
import { type ArticleEntry, articleSlugPattern } from "./schema.ts";

const repositoryRoot = resolve(import.meta.dirname, "../..");
export const articleIndexFile = `${dataDir}/articles.json`;

/** The articles complete in both languages, by id, and what keeps the others out of the list. */
export async function readArticleIndex(
  root = repositoryRoot,
): Promise<{ entries: ArticleEntry[]; problems: ContentProblem[] }> {
  const files = (await readdir(join(root, articlesDir))).filter((f) => /\.(fr|en)\.md$/.test(f));
  const ids = [...new Set(files.map((f) => f.replace(/\.(fr|en)\.md$/, "")))].sort();
  const entries: ArticleEntry[] = [];
  const problems: ContentProblem[] = [];
  for (const id of ids) {
    const en = `${articlesDir}/${id}.en.md`;
    if (!articleSlugPattern.test(id)) {
      problems.push({
        file: `${articlesDir}/${id}.fr.md`,
        path: [],
        message:
          "le nom du fichier est l’adresse française de l’article : minuscules sans accents, chiffres et tirets seulement ; renommez-le",
      });
      continue;
    }
    if (!files.includes(`${id}.fr.md`) || !files.includes(`${id}.en.md`)) continue; // validate.ts names the missing file
    // An unreadable front matter is validate.ts's to tell.
    const slug: unknown = await readFile(join(root, en), "utf8")
      .then((source) => matter(source).data.slug)
      .catch(() => undefined);
    if (typeof slug !== "string" || !articleSlugPattern.test(slug)) {
      problems.push({
        file: en,
        path: ["slug"],
        message:
          "adresse anglaise manquante ou invalide : minuscules sans accents, chiffres et tirets, par exemple your-first-session",
      });
      continue;
    }
    const taken = entries.find((e) => e.en === slug);
    if (taken) {
      problems.push({
        file: en,
        path: ["slug"],
        message: `« ${slug} » est déjà l’adresse anglaise de l’article ${taken.fr} : choisissez-en une autre`,
      });
      continue;
    }
    entries.push({ fr: id, en: slug });
  }
  return { entries, problems };
}

export const serializeArticleIndex = (entries: ArticleEntry[]) => `${JSON.stringify(entries, null, 2)}\n`;

/** Rewrites the data file from the Markdown files, when they changed (so that a watcher does not loop). */
export async function writeArticleIndex(root = repositoryRoot): Promise<void> {
  const file = join(root, articleIndexFile);
  const next = serializeArticleIndex((await readArticleIndex(root)).entries);
  const current = await readFile(file, "utf8").catch(() => "");
  if (current !== next) await writeFile(file, next);
}
