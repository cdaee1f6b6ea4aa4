/**
 * `npm run format:content`: rewrites every content file as the editor writes
 * it (scripts/cms/files.ts), for a file written by hand; the editor's own
 * saves are already so. Prints the files it changed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentFiles, editorText, repositoryRoot } from "./cms/files.ts";

for (const file of contentFiles()) {
  const path = join(repositoryRoot, file);
  const text = readFileSync(path, "utf8");
  const written = editorText(file, text);
  if (written === text) continue;
  writeFileSync(path, written);
  console.log(`rewritten: ${file}`);
}
