/**
 * Checks every file the editor writes against its schema: the data files
 * (app/content/data/) and the articles' front matter, in both languages. Run
 * by the build and the dev server (the `content-data` plugin of
 * vite.config.ts), so a file saved with a mistake stops the build with a
 * clear message, and by the tests, on the repository or on a copy of it.
 */
import { access, readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { articleIndexFile, articlesDir, readArticleIndex, serializeArticleIndex } from "./article-index.ts";
import { describeIssues } from "./load.ts";
import {
  articleEntrySchema,
  bilingual,
  commonCopySchemas,
  frontMatterSchema,
  homeCopySchema,
  pageCopySchema,
  photosSchema,
  practiceSchema,
  testimonialsSchema,
} from "./schema.ts";

const repositoryRoot = resolve(import.meta.dirname, "../..");
const dataDir = "app/content/data";

const pageSchema = bilingual(pageCopySchema);
const homeSchema = bilingual(homeCopySchema);

function schemaOf(file: string): z.ZodType | undefined {
  if (file === "practice.json") return practiceSchema;
  if (file === "testimonials.json") return testimonialsSchema;
  if (file === "photos.json") return photosSchema;
  if (file === "articles.json") return z.array(articleEntrySchema);
  const common = file.replace(/\.json$/, "");
  if (Object.hasOwn(commonCopySchemas, common)) return commonCopySchemas[common as keyof typeof commonCopySchemas];
  if (file === "pages/home.json") return homeSchema;
  if (/^pages\/\w+\.json$/.test(file)) return pageSchema;
  return undefined;
}

/** Every problem found in the content files under `root` (the repository by default); empty when all is well. */
export async function contentProblems(root = repositoryRoot): Promise<string[]> {
  return [...(await dataProblems(root)), ...(await articleProblems(root)), ...(await photoProblems(root))];
}

/** Every photo the data names is there. */
async function photoProblems(root: string): Promise<string[]> {
  const result = photosSchema.safeParse(JSON.parse(await readFile(join(root, dataDir, "photos.json"), "utf8")));
  if (!result.success) return [];
  const named = Object.values(result.data).flatMap((p) => (p.file ? [p.file] : []));
  const present = new Set(await readdir(join(root, "app/assets/photos")));
  return named
    .filter((file) => !present.has(file.slice("photos/".length)))
    .map((file) => `${dataDir}/photos.json: app/assets/${file} is missing`);
}

async function dataProblems(root: string): Promise<string[]> {
  const problems: string[] = [];
  const entries = await readdir(join(root, dataDir), { recursive: true });
  for (const entry of entries.filter((e) => e.endsWith(".json")).sort()) {
    const file = entry.split("\\").join("/");
    const shown = `${dataDir}/${file}`;
    const schema = schemaOf(file);
    if (!schema) {
      problems.push(`${shown}: no schema for this file (app/content/validate.ts)`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(root, shown), "utf8"));
    } catch (error) {
      problems.push(`${shown}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = schema.safeParse(data);
    if (!result.success) problems.push(describeIssues(shown, result.error));
  }
  return problems;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Each article in both languages, with valid front matter (its cover photo,
 * if any, uploaded), a text and its English address, and the list the route table reads up to date with them.
 */
async function articleProblems(root: string): Promise<string[]> {
  const index = await readArticleIndex(root);
  const problems = [...index.problems];
  const listed = await readFile(join(root, articleIndexFile), "utf8").catch(() => "");
  if (listed !== serializeArticleIndex(index.entries)) {
    problems.push(
      `${articleIndexFile}: not the list of the articles in ${articlesDir} (npm run build or npm run dev rewrites it)`,
    );
  }
  const files = (await readdir(join(root, articlesDir))).filter((f) => f.endsWith(".md") && f !== "README.md");
  const ids = new Set(files.map((f) => f.replace(/\.(fr|en)\.md$/, "")));
  for (const id of [...ids].sort()) {
    for (const lang of ["fr", "en"]) {
      const shown = `${articlesDir}/${id}.${lang}.md`;
      if (!files.includes(`${id}.${lang}.md`)) {
        problems.push(`${shown}: missing (every article has a French and an English file)`);
        continue;
      }
      const { data, content } = matter(await readFile(join(root, shown), "utf8"));
      const result = frontMatterSchema.safeParse(data);
      if (!result.success) problems.push(describeIssues(shown, result.error));
      const photo = result.data?.coverPhoto;
      if (photo && !(await exists(join(root, "app/assets", photo)))) {
        problems.push(`${shown}: coverPhoto: app/assets/${photo} is missing (upload it again in the editor)`);
      }
      if (content.trim() === "") problems.push(`${shown}: the article has no text`);
    }
  }
  return problems;
}
