/**
 * Advice on a copy of the content, changed as the editor writes files. Each
 * test looks only at the advice on what it changed, so the content's own
 * state (whatever the practitioner wrote) plays no part.
 */
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editData, readArticle, writeArticle } from "../../tests/support/content-files.ts";
import { type Advice, articleMinWords, contentAdvice, specLatest, testimonialsInSpec } from "./advice.ts";
import { articlesDir } from "./folders.ts";

const root = join(import.meta.dirname, "../..");
let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "advice-"));
  for (const folder of ["app/content/data", "app/content/articles"]) {
    await cp(join(root, folder), join(dir, folder), { recursive: true });
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: any JSON the editor could write
const edit = (file: string, change: (data: any) => void) => editData(dir, file, change);

const articleIds = async () =>
  (await readdir(join(dir, articlesDir))).flatMap((f) => /^(.+)\.fr\.md$/.exec(f)?.[1] ?? []).sort();

const on = (advice: Advice[], file: string) => advice.filter((a) => a.file === file);

describe("advice", () => {
  it("on an article: its length, its parts, its links and their language", async () => {
    const [id = ""] = await articleIds();
    const { front } = await readArticle(dir, id, "fr");
    await writeArticle(dir, id, "fr", { front, body: "Un texte court, sans intertitre ni lien vers le site." });
    const advice = on(await contentAdvice(dir), `${articlesDir}/${id}.fr.md`);
    expect(advice).toEqual([
      {
        file: `${articlesDir}/${id}.fr.md`,
        path: ["body"],
        message: expect.stringMatching(/^10 mots : un article de 700 mots au moins/),
      },
      { file: `${articlesDir}/${id}.fr.md`, path: ["body"], message: expect.stringMatching(/^pas d’intertitre/) },
      {
        file: `${articlesDir}/${id}.fr.md`,
        path: ["body"],
        message: expect.stringMatching(/^aucun lien vers une page du site/),
      },
    ]);
    const long = `## Une partie\n\n${"mot ".repeat(articleMinWords)}\n\nVoir [les tarifs](/en/fees).`;
    await writeArticle(dir, id, "fr", { front, body: long });
    expect(on(await contentAdvice(dir), `${articlesDir}/${id}.fr.md`)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^lien vers une page anglaise/) }),
    ]);
  });

  it("on English typography and wording, never on French typography, which the site applies", async () => {
    await edit("pages/why.json", (d) => {
      d.fr.lead = "Pourquoi consulter ? C'est simple : « parler »";
      d.en.lead = 'It\'s who we help, "simply"';
    });
    expect(on(await contentAdvice(dir), "app/content/data/pages/why.json")).toEqual([
      expect.objectContaining({
        path: ["en", "lead"],
        message: expect.stringMatching(/^apostrophe ou guillemets droits en anglais/),
      }),
      expect.objectContaining({ path: ["en", "lead"], message: expect.stringMatching(/^« who we… »/) }),
    ]);
  });

  it("on French wording: one spelling of a therapy, no promise of cure, no filler text", async () => {
    await edit("pages/why.json", (d) => {
      d.fr.title = "Thérapies cognitives et comportementales";
      d.fr.lead = "Je vais vous guérir.";
      d.en.title = "Lorem ipsum";
    });
    expect(
      on(await contentAdvice(dir), "app/content/data/pages/why.json").map((a) => [
        a.path.join("."),
        a.message.split(" :")[0],
      ]),
    ).toEqual([
      ["fr.title", "« cognitives et comportementales »"],
      ["fr.lead", "promesse de guérison ou de soin"],
      ["en.title", "texte provisoire (lorem ipsum, TODO…)"],
    ]);
  });

  it("on a page's search description shorter than a search result's", async () => {
    await edit("pages/why.json", (d) => {
      d.en.meta.description = "Why consult.";
    });
    expect(on(await contentAdvice(dir), "app/content/data/pages/why.json")).toEqual([
      expect.objectContaining({
        path: ["en", "meta", "description"],
        message: expect.stringMatching(/^12 caractères : une description de 50/),
      }),
    ]);
  });

  it("on a protected title, and on two pages with the same title", async () => {
    await edit("practice.json", (d) => {
      d.title.fr = "Psychothérapeute";
    });
    let title = "";
    await edit("pages/about.json", (d) => {
      title = d.fr.meta.title;
    });
    await edit("pages/why.json", (d) => {
      d.fr.meta.title = title;
    });
    const advice = await contentAdvice(dir);
    expect(on(advice, "app/content/data/practice.json")).toEqual([
      expect.objectContaining({ path: ["title"], message: expect.stringMatching(/^titre protégé/) }),
    ]);
    expect(on(advice, "app/content/data/pages/why.json")).toEqual([
      expect.objectContaining({
        path: ["fr", "meta", "title"],
        message: expect.stringMatching(/^même titre que app\/content\/data\/pages\/about\.json/),
      }),
    ]);
  });

  it("on a legal mention the copy no longer carries", async () => {
    await edit("pages/legal.json", (d) => {
      d.en = JSON.parse(JSON.stringify(d.en).replace(/L\.\s616-1/g, "the law"));
    });
    expect(on(await contentAdvice(dir), "app/content/data/pages/legal.json")).toEqual([
      expect.objectContaining({ path: ["en"], message: expect.stringMatching(/^le médiateur de la consommation/) }),
    ]);
  });

  it(`on testimonials fewer or more than the spec's ${testimonialsInSpec}`, async () => {
    const count = async (n: number) => {
      await edit("testimonials.json", (d) => {
        const [first] = d.testimonials;
        d.testimonials = Array.from({ length: n }, (_, i) => d.testimonials[i] ?? first);
      });
      return on(await contentAdvice(dir), "app/content/data/testimonials.json");
    };
    expect(await count(testimonialsInSpec)).toEqual([]);
    expect(await count(testimonialsInSpec - 2)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(new RegExp(`^${testimonialsInSpec - 2} témoignages`)) }),
    ]);
  });

  it("on the home page's three latest articles, once they are no longer the spec's", async () => {
    const ids = await articleIds();
    // The spec's three as the newest, every other article older.
    for (const [i, id] of ids.entries()) {
      for (const lang of ["fr", "en"]) {
        const { front, body } = await readArticle(dir, id, lang);
        const [category, date] = specLatest[i] ?? [String(front.category), "2020-01-01"];
        await writeArticle(dir, id, lang, {
          front: { ...front, category: lang === "fr" ? category : front.category, date },
          body,
        });
      }
    }
    expect(on(await contentAdvice(dir), articlesDir)).toEqual([]);
    const { front, body } = await readArticle(dir, ids.at(-1) ?? "", "fr");
    await writeArticle(dir, ids.at(-1) ?? "", "fr", { front: { ...front, date: "2099-01-01" }, body });
    expect(on(await contentAdvice(dir), articlesDir)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^les trois articles les plus récents/) }),
    ]);
  });
});
