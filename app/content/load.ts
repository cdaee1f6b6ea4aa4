/**
 * Reads a content data file through its schema, at build time (page copy
 * modules are imported by loaders only), and typesets its French
 * (app/site/typography.ts): what the practitioner typed, as the pages show
 * it. A file that breaks its schema stops the build with one line per
 * problem, in French (app/content/problems.ts); the build checks every file
 * before this runs (app/content/validate.ts), so this is a last guard.
 */
import type { z } from "zod";
import type { Lang } from "../site/lang.ts";
import { typesetCopy } from "../site/typography.ts";
import { ContentError, frenchIssue, problemsOf } from "./problems.ts";
import {
  bilingual,
  type CommonCopyName,
  commonCopySchemas,
  homeCopySchema,
  pageCopySchema,
  structuralKeys,
} from "./schema.ts";
import type { HomeCopy, PageCopy } from "./types.ts";

export function parseContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data, { error: frenchIssue });
  if (result.success) return typesetCopy(result.data, structuralKeys);
  // The dev server re-runs this module as soon as the editor saves a file: there, it shows its own page
  // naming the problem (scripts/content-plugin.ts) and renders nothing from this file until it is fixed.
  if (import.meta.env?.DEV) return typesetCopy(data as z.output<T>, structuralKeys);
  throw new ContentError(problemsOf(file, result.error));
}

const pageSchema = bilingual(pageCopySchema);
const homeSchema = bilingual(homeCopySchema);

/** The copy of a page (app/content/data/pages/<id>.json), French and English side by side. */
export const loadPageCopy = (id: string, data: unknown): Record<Lang, PageCopy> =>
  parseContent(`app/content/data/pages/${id}.json`, pageSchema, data);

export const loadHomeCopy = (data: unknown): Record<Lang, HomeCopy> =>
  parseContent("app/content/data/pages/home.json", homeSchema, data);

/** Words the pages share (app/content/data/<name>.json, « Textes communs » in the editor), French and English side by side. */
export const loadCommonCopy = <N extends CommonCopyName>(name: N, data: unknown) =>
  parseContent(`app/content/data/${name}.json`, commonCopySchemas[name], data) as z.output<
    (typeof commonCopySchemas)[N]
  >;
