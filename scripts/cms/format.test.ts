import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { formatFrontMatter, formatJson } from "./format.ts";

describe("files as the editor writes them", () => {
  it("writes JSON with two spaces and a final newline, keys in the given order", () => {
    expect(formatJson({ b: 1, a: { c: [1, 2] } })).toBe(
      '{\n  "b": 1,\n  "a": {\n    "c": [\n      1,\n      2\n    ]\n  }\n}\n',
    );
  });

  it("writes front matter that reads back the same, quoting only what YAML needs, never folding a line", () => {
    const data = {
      title: "Première séance : à quoi s’attendre ?",
      date: "2025-09-26",
      summary: "x".repeat(200),
      note: "it's",
    };
    const file = formatFrontMatter(data, "Le texte.");
    expect(file).toBe(
      `---\ntitle: 'Première séance : à quoi s’attendre ?'\ndate: 2025-09-26\nsummary: ${"x".repeat(200)}\nnote: it's\n---\n\nLe texte.\n`,
    );
    const [, head] = file.split("---\n");
    expect(parse(head ?? "")).toEqual(data);
  });
});
