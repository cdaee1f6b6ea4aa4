/**
 * Checks every file the editor writes against its schema: the data files
 * (app/content/data/) and the articles' front matter, in both languages. Run
 * by the build and the dev server (scripts/content-plugin.ts), so a file
 * saved with a mistake stops the build with one line per problem in French
 * (the file, the place, what to do), and by the tests, on the repository or
 * on a copy of it.
 */
import { access, readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import matter from "gray-matter";
import { z } from "zod";
import { resolvePath } from "../site/pages.ts";
import { articleIndexFile, readArticleIndex, serializeArticleIndex } from "./article-index.ts";
import { articlesDir, dataDir } from "./folders.ts";
import { type ContentProblem, frenchIssue, problemsOf } from "./problems.ts";
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
export async function contentProblems(root = repositoryRoot): Promise<ContentProblem[]> {
  return [...(await dataProblems(root)), ...(await articleProblems(root)), ...(await photoProblems(root))];
}

const problem = (file: string, message: string, path: PropertyKey[] = []): ContentProblem => ({
  file,
  path,
  message,
});

/** Every photo the data names is there. */
async function photoProblems(root: string): Promise<ContentProblem[]> {
  const file = `${dataDir}/photos.json`;
  const result = photosSchema.safeParse(await readFile(join(root, file), "utf8").then(JSON.parse, () => null));
  if (!result.success) return [];
  const present = new Set(await readdir(join(root, "app/assets/photos")));
  return Object.entries(result.data)
    .filter(([, photo]) => photo.file && !present.has(photo.file.slice("photos/".length)))
    .map(([name, photo]) =>
      problem(file, `la photo app/assets/${photo.file} est introuvable : choisissez-la de nouveau dans l’éditeur`, [
        name,
        "file",
      ]),
    );
}

async function dataProblems(root: string): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const entries = await readdir(join(root, dataDir), { recursive: true });
  for (const entry of entries.filter((e) => e.endsWith(".json")).sort()) {
    const file = entry.split("\\").join("/");
    const shown = `${dataDir}/${file}`;
    const schema = schemaOf(file);
    if (!schema) {
      problems.push(
        problem(shown, "fichier inconnu du site : retirez-le, ou donnez-lui un schéma (app/content/validate.ts)"),
      );
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(root, shown), "utf8"));
    } catch (error) {
      problems.push(
        problem(
          shown,
          `fichier illisible (${(error as Error).message}) : annulez la dernière modification faite hors de l’éditeur`,
        ),
      );
      continue;
    }
    const result = schema.safeParse(data, { error: frenchIssue });
    if (!result.success) problems.push(...problemsOf(shown, result.error));
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
 * if any, uploaded), a text whose links to the site lead to a page, and its
 * English address, and the list the route table reads up to date with them.
 */
async function articleProblems(root: string): Promise<ContentProblem[]> {
  const index = await readArticleIndex(root);
  const problems = [...index.problems];
  const listed = await readFile(join(root, articleIndexFile), "utf8").catch(() => "");
  if (listed !== serializeArticleIndex(index.entries)) {
    problems.push(
      problem(
        articleIndexFile,
        `pas à jour avec les articles de ${articlesDir} : lancez npm run build ou npm run dev, qui le réécrivent`,
      ),
    );
  }
  const articlePaths = new Set(index.entries.flatMap((a) => [`/actualites/${a.fr}`, `/en/news/${a.en}`]));
  const leadsSomewhere = (path: string) =>
    articlePaths.has(path.replace(/\/$/, "")) || resolvePath(path)?.kind === "page";
  const files = (await readdir(join(root, articlesDir))).filter((f) => f.endsWith(".md") && f !== "README.md");
  const ids = new Set(files.map((f) => f.replace(/\.(fr|en)\.md$/, "")));
  for (const id of [...ids].sort()) {
    for (const lang of ["fr", "en"]) {
      const shown = `${articlesDir}/${id}.${lang}.md`;
      if (!files.includes(`${id}.${lang}.md`)) {
        problems.push(
          problem(
            shown,
            `manquant : chaque article a un fichier français et un anglais ; écrivez la version ${lang === "fr" ? "française" : "anglaise"} dans l’éditeur`,
          ),
        );
        continue;
      }
      let front: matter.GrayMatterFile<string>;
      try {
        front = matter(await readFile(join(root, shown), "utf8"));
      } catch {
        problems.push(problem(shown, "en-tête illisible : annulez la dernière modification faite hors de l’éditeur"));
        continue;
      }
      const result = frontMatterSchema.safeParse(front.data, { error: frenchIssue });
      if (!result.success) problems.push(...problemsOf(shown, result.error));
      const photo = result.data?.coverPhoto;
      if (photo && !(await exists(join(root, "app/assets", photo)))) {
        problems.push(
          problem(shown, `la photo app/assets/${photo} est introuvable : choisissez-la de nouveau dans l’éditeur`, [
            "coverPhoto",
          ]),
        );
      }
      if (front.content.trim() === "")
        problems.push(problem(shown, "l’article n’a pas de texte : écrivez-le", ["body"]));
      for (const [, link] of front.content.matchAll(/\]\((\/[^)\s#?]*)/g)) {
        if (link && !leadsSomewhere(link)) {
          problems.push(
            problem(
              shown,
              `lien vers ${link}, une page qui n’existe pas sur le site : corrigez l’adresse ou retirez le lien`,
              ["body"],
            ),
          );
        }
      }
    }
  }
  return problems;
}
