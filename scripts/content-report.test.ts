/** Content problems as the build and the dev server print them: one French line each, naming the place as the editor does. */
import { describe, expect, it } from "vitest";
import { pageNames } from "../app/content/page-names.ts";
import { typesetFrench } from "../app/site/typography.ts";
import { commonCopyFiles } from "./cms/common-labels.ts";
import { cmsConfig } from "./cms/config.ts";
import { labelOf } from "./cms/labels.ts";
import { placeOf, reportLines } from "./content-report.ts";

/** The editor's label of a collection, by name: what the practitioner sees in its side bar. */
const collection = (name: string) => cmsConfig().collections.find((c) => c.name === name)?.label ?? "";

describe("the place of a problem, in the editor's words", () => {
  it("names a page's section by its number from 1, its field, and the language last", () => {
    expect(placeOf("app/content/data/pages/pricing.json", ["en", "sections", 2, "title"])).toBe(
      `${collection("pages")} › ${pageNames.fr.pricing} › ${labelOf("sections")} 3 › ${labelOf("title")} (anglais)`,
    );
  });

  it("finds a field by the kind of the section it is in", () => {
    expect(placeOf("app/content/data/pages/pricing.json", ["fr", "sections", 0, "items", 1, "details", 0])).toBe(
      `${collection("pages")} › ${pageNames.fr.pricing} › ${labelOf("sections")} 1 › ${labelOf("items")} 2 › ${labelOf("details")} 1 (français)`,
    );
  });

  it("names the facts of « Le cabinet », a testimonial, a photo, the shared words and an article", () => {
    expect(placeOf("app/content/data/practice.json", ["prices", "individual"])).toBe(
      `${collection("practice")} › ${labelOf("prices")} › ${labelOf("individual")}`,
    );
    expect(placeOf("app/content/data/testimonials.json", ["testimonials", 3, "text", "en"])).toBe(
      `${collection("testimonials")} › ${collection("testimonials")} 4 › ${labelOf("text")} (anglais)`,
    );
    expect(placeOf("app/content/data/photos.json", ["office", "alt", "en"])).toMatch(
      new RegExp(`^${collection("photos")} › Photo du cabinet .* › Texte alternatif .* \\(anglais\\)$`),
    );
    const { label, fields } = commonCopyFiles.shell;
    expect(placeOf("app/content/data/shell.json", ["en", "footer", "legalTitle"])).toBe(
      `${collection("common")} › ${label} › ${fields.footer} › ${fields["footer.legalTitle"]} (anglais)`,
    );
    expect(placeOf("app/content/articles/un-article.en.md", ["title"])).toBe(
      `${collection("articles")} › un-article › ${labelOf("title")} (anglais)`,
    );
  });

  it("keeps a key the editor does not know as it is", () => {
    expect(placeOf("app/content/data/pages/pricing.json", ["en", "surprise"])).toBe(
      `${collection("pages")} › ${pageNames.fr.pricing} › surprise (anglais)`,
    );
  });

  it("has none for a file the editor does not write", () => {
    expect(placeOf("app/content/data/articles.json", [])).toBeUndefined();
  });
});

describe("the lines", () => {
  it("give one line a problem: the place, the file and path, then what to do, typeset", () => {
    const problems = [
      { file: "app/content/data/pages/pricing.json", path: ["en", "lead"], message: "texte vide : écrivez-le" },
      { file: "app/content/data/articles.json", path: [], message: "pas à jour : lancez npm run build" },
    ];
    const lines = reportLines(problems);
    expect(lines).toEqual([
      typesetFrench(
        `« ${collection("pages")} › ${pageNames.fr.pricing} › ${labelOf("lead")} (anglais) » (app/content/data/pages/pricing.json, en.lead) : texte vide : écrivez-le`,
      ),
      typesetFrench("app/content/data/articles.json : pas à jour : lancez npm run build"),
    ]);
    for (const line of lines) expect(line).not.toMatch(/\n| [:;!?]/);
  });
});
