/**
 * How the editor (Sveltia CMS) writes a content file, so that the files in
 * the repository, the tests that edit content and the editor agree byte for
 * byte: a change made in the editor is then a one-line diff. Sveltia writes
 * JSON with `JSON.stringify(value, null, 2)` and a final newline, and front
 * matter with the `yaml` library (2-space indent, plain scalars, single
 * quotes where quoting is needed, no line folding), then a blank line and the
 * body. Keys come in the order the caller gives (Sveltia's: the order of the
 * fields in the editor's configuration).
 */
import { stringify } from "yaml";

/** A data file as the editor writes it. */
export const formatJson = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** A Markdown file with front matter, as the editor writes it. */
export function formatFrontMatter(data: Record<string, unknown>, body: string): string {
  const head = stringify(data, null, {
    indent: 2,
    indentSeq: true,
    lineWidth: 0,
    defaultKeyType: "PLAIN",
    defaultStringType: "PLAIN",
    singleQuote: true,
  }).trim();
  return `---\n${head}\n---\n${body ? `\n${body}\n` : ""}`;
}
