/**
 * Reads a content data file through its schema, at build time (page copy
 * modules are imported by loaders only). A file that breaks its schema stops
 * the build with the file, the place in it and what is wrong.
 */
import type { z } from "zod";
import type { Lang } from "../site/lang.ts";
import { bilingual, type CommonCopyName, commonCopySchemas, homeCopySchema, pageCopySchema } from "./schema.ts";
import type { HomeCopy, PageCopy } from "./types.ts";

/** A readable list of what is wrong, one line per problem: `file: place: message`. */
export function describeIssues(file: string, error: z.ZodError): string {
  const lines = error.issues.map((issue) => {
    const place = issue.path.map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`)).join("");
    return `  ${file}: ${place.replace(/^\./, "") || "(file)"}: ${issue.message}`;
  });
  return `Invalid content in ${file}:\n${lines.join("\n")}`;
}

export function parseContent<T extends z.ZodType>(file: string, schema: T, data: unknown): z.output<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw new Error(describeIssues(file, result.error));
  return result.data;
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
