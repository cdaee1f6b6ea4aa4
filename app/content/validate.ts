/**
 * Checks every content data file against its schema: run by the build and
 * the dev server (the `content-data` plugin of vite.config.ts), so a file the
 * editor saved with a mistake stops the build with a clear message, and by
 * the tests, on the repository's files or on a copy.
 */
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import type { z } from "zod";
import { describeIssues } from "./load.ts";
import { bilingual, homeCopySchema, pageCopySchema, practiceSchema, testimonialsSchema } from "./schema.ts";

export const contentDataDir = resolve(import.meta.dirname, "data");

const pageSchema = bilingual(pageCopySchema);
const homeSchema = bilingual(homeCopySchema);

function schemaOf(file: string): z.ZodType | undefined {
  if (file === "practice.json") return practiceSchema;
  if (file === "testimonials.json") return testimonialsSchema;
  if (file === "pages/home.json") return homeSchema;
  if (/^pages\/\w+\.json$/.test(file)) return pageSchema;
  return undefined;
}

/** Every problem found in the data files under `dir`, one message per file; empty when all is well. */
export async function contentProblems(dir = contentDataDir, shownFrom = resolve(dir, "../../..")): Promise<string[]> {
  const problems: string[] = [];
  const entries = await readdir(dir, { recursive: true });
  for (const entry of entries.filter((e) => e.endsWith(".json")).sort()) {
    const file = entry.split("\\").join("/");
    const shown = relative(shownFrom, join(dir, file));
    const schema = schemaOf(file);
    if (!schema) {
      problems.push(`${shown}: no schema for this file (app/content/validate.ts)`);
      continue;
    }
    let data: unknown;
    try {
      data = JSON.parse(await readFile(join(dir, file), "utf8"));
    } catch (error) {
      problems.push(`${shown}: not valid JSON (${(error as Error).message})`);
      continue;
    }
    const result = schema.safeParse(data);
    if (!result.success) problems.push(describeIssues(shown, result.error));
  }
  return problems;
}
