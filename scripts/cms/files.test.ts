/**
 * Every content file is already in the shape the editor writes it in (keys
 * in the order of its form, empty optional fields left out, JSON with two
 * spaces, front matter as the editor's YAML): a change made in the editor
 * is then a diff of the lines she changed, never a rewrite of the file.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { dataDir } from "../../app/content/folders.ts";
import { contentFiles, editorText, repositoryRoot, splitFrontMatter } from "./files.ts";

const files = contentFiles();

describe("content files as the editor writes them", () => {
  it("finds the data files and both languages of every article", () => {
    expect(files.filter((f) => f.endsWith(".md")).length % 2).toBe(0);
    expect(files).toContain(`${dataDir}/practice.json`);
  });

  for (const file of files) {
    it(`${file} is written as the editor writes it`, () => {
      const text = readFileSync(join(repositoryRoot, file), "utf8");
      expect(text, `${file} is not as the editor writes it: \`npm run format:content\` rewrites it so`).toBe(
        editorText(file, text),
      );
    });
  }

  it("reads an article's front matter and text back as written, quotes and colons included", () => {
    const text =
      "---\ntitle: 'Première séance : à quoi s’attendre ?'\ndate: 2025-09-26\n---\n\nLe texte : suite.\n\nFin.\n";
    expect(splitFrontMatter(text)).toEqual({
      data: { title: "Première séance : à quoi s’attendre ?", date: "2025-09-26" },
      body: "Le texte : suite.\n\nFin.",
    });
  });

  it("orders keys as the form does and leaves out an empty optional field, as the editor saves them", () => {
    const saved = editorText(
      `${dataDir}/photos.json`,
      JSON.stringify({
        office: { alt: { en: "b", fr: "a" }, file: "photos/o.jpg" },
        portrait: { file: null, alt: { fr: "c", en: "d" } },
      }),
    );
    expect(JSON.parse(saved)).toEqual({
      portrait: { alt: { fr: "c", en: "d" } },
      office: { file: "photos/o.jpg", alt: { fr: "a", en: "b" } },
    });
    expect(Object.keys(JSON.parse(saved).office.alt)).toEqual(["fr", "en"]);
  });
});
