/**
 * The build's check of the content files, on a copy of them changed as the
 * editor would write them (scripts/cms/format.ts). Each test finds what it
 * changes in the content (the first article, a page's first titled
 * section…), so that none depends on today's copy.
 */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editData, readArticle, writeArticle } from "../../tests/support/content-files.ts";
import { articleIndexFile, readArticleIndex, writeArticleIndex } from "./article-index.ts";
import { articlesDir } from "./folders.ts";
import { contentProblems } from "./validate.ts";

const root = join(import.meta.dirname, "../..");
let dir = "";
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "content-"));
  for (const folder of ["app/content/data", "app/content/articles", "app/assets/photos"]) {
    await cp(join(root, folder), join(dir, folder), { recursive: true });
  }
});
afterEach(() => rm(dir, { recursive: true, force: true }));

// biome-ignore lint/suspicious/noExplicitAny: any JSON the editor could write
const edit = (file: string, change: (data: any) => void) => editData(dir, file, change);

type Front = Record<string, unknown>;

/** An article's file changed and saved as the editor saves it: front matter rewritten, body kept unless given. */
async function editArticle(id: string, lang: "fr" | "en", change: (front: Front) => Front, body?: string) {
  const article = await readArticle(dir, id, lang);
  await writeArticle(dir, id, lang, { front: change(article.front), body: body ?? article.body });
}

/** The first article of the copy, and the file of one of its languages. */
async function anArticle() {
  const [first, second] = (await readArticleIndex(dir)).entries;
  if (!first || !second) throw new Error("the copy needs two articles");
  return {
    id: first.fr,
    slug: first.en,
    other: second,
    file: (lang: string) => `${articlesDir}/${first.fr}.${lang}.md`,
  };
}

const upload = async (name: string) => {
  await mkdir(join(dir, "app/assets/photos/covers"), { recursive: true });
  await cp(join(root, "app/assets/photos/office.jpg"), join(dir, "app/assets/photos/covers", name));
};

const at = (file: string, path: PropertyKey[], message: RegExp | string) =>
  expect.objectContaining({
    file,
    path,
    message: typeof message === "string" ? message : expect.stringMatching(message),
  });

describe("content data files", () => {
  it("are all valid in the repository", async () => {
    expect(await contentProblems()).toEqual([]);
  });

  it("refuse a missing English text, naming the file and the place", async () => {
    let index = -1;
    await edit("pages/pricing.json", (d) => {
      index = d.en.sections.findIndex((s: object) => "title" in s);
      delete d.en.sections[index].title;
    });
    expect(await contentProblems(dir)).toEqual([
      at(
        "app/content/data/pages/pricing.json",
        ["en", "sections", index, "title"],
        "texte vide : écrivez-le dans l’éditeur",
      ),
    ]);
  });

  it("refuse an English list longer than the French one", async () => {
    let count = 0;
    await edit("pages/home.json", (d) => {
      count = d.fr.about.paragraphs.length;
      d.en.about.paragraphs.push("One paragraph more than in French.");
    });
    expect(await contentProblems(dir)).toEqual([
      at(
        "app/content/data/pages/home.json",
        ["en", "about", "paragraphs"],
        `${count} élément(s) en français, ${count + 1} en anglais : ajoutez ou retirez-en pour que les deux listes se correspondent`,
      ),
    ]);
  });

  it("refuse an empty text, and an unknown placeholder with the likely one", async () => {
    await edit("pages/why.json", (d) => {
      d.fr.title = "  ";
      d.en.lead = "Call {phoen}, or write to {nothingLikeIt}";
    });
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/pages/why.json", ["fr", "title"], /^texte vide/),
      at("app/content/data/pages/why.json", ["en", "lead"], "repère {phoen} inconnu : vouliez-vous écrire {phone} ?"),
      at("app/content/data/pages/why.json", ["en", "lead"], /^repère \{nothingLikeIt\} inconnu : corrigez-le/),
    ]);
  });

  it("refuse a price that is not a number, closing before opening, a testimonial without consent", async () => {
    await edit("practice.json", (d) => {
      d.prices.individual = "soixante-dix";
      d.openingHours.closes = "08:00";
    });
    await edit("testimonials.json", (d) => {
      d.testimonials[0].consent = false;
    });
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/practice.json", ["openingHours"], /^l’heure de fermeture doit suivre l’heure d’ouverture/),
      at("app/content/data/practice.json", ["prices", "individual"], /^nombre attendu/),
      at("app/content/data/testimonials.json", ["testimonials", 0, "consent"], /^accord écrit de l’auteur requis/),
    ]);
  });

  it("refuse a photo that is not there, or without its English alternative text", async () => {
    await edit("photos.json", (d) => {
      d.portrait.file = "photos/portrait.jpg";
      d.office.alt.en = "";
    });
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/photos.json", ["office", "alt", "en"], /^texte vide/),
    ]);
    await edit("photos.json", (d) => {
      d.office.alt.en = "The consulting room";
    });
    expect(await contentProblems(dir)).toEqual([
      at(
        "app/content/data/photos.json",
        ["portrait", "file"],
        /^la photo app\/assets\/photos\/portrait\.jpg est introuvable/,
      ),
    ]);
  });

  it("refuse a missing or empty English text in the words the pages share", async () => {
    await edit("shell.json", (d) => {
      delete d.en.footer.legalTitle;
    });
    await edit("consent.json", (d) => {
      d.en.acceptAll = " ";
    });
    await edit("contact-form.json", (d) => {
      delete d.en.fields.message.errors.too_short;
    });
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/consent.json", ["en", "acceptAll"], /^texte vide/),
      at("app/content/data/contact-form.json", ["en", "fields", "message", "errors", "too_short"], /^texte vide/),
      at("app/content/data/shell.json", ["en", "footer", "legalTitle"], /^texte vide/),
    ]);
  });

  it("accept the contact form's own placeholders where the form fills them, and refuse them elsewhere", async () => {
    await edit("contact-form.json", (d) => {
      d.fr.fields.email.errors.too_long = "Pas plus de {nameMax} caractères.";
      d.en.summary.other = "{count} fields to check, each under {messageMax} characters:";
      d.fr.submit = "Envoyer les {count} champs";
      d.en.toast.description = "Sent within {wait}.";
    });
    await edit("shell.json", (d) => {
      d.fr.footer.rights = "Au plus {nameMax} caractères.";
    });
    await edit("credentials.json", (d) => {
      d.en.registration = "membership number {number} of {name}";
    });
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/contact-form.json", ["fr", "submit"], /^repère \{count\} inconnu/),
      at("app/content/data/contact-form.json", ["en", "toast", "description"], /^repère \{wait\} inconnu/),
      at("app/content/data/credentials.json", ["en", "registration"], /^repère \{name\} inconnu/),
      at("app/content/data/shell.json", ["fr", "footer", "rights"], /^repère \{nameMax\} inconnu/),
    ]);
  });

  it("refuse a file the site does not know, or one that is not JSON", async () => {
    await writeFile(join(dir, "app/content/data/notes.json"), "{}\n");
    await writeFile(join(dir, "app/content/data/consent.json"), '{ "fr": ');
    expect(await contentProblems(dir)).toEqual([
      at("app/content/data/consent.json", [], /^fichier illisible/),
      at("app/content/data/notes.json", [], /^fichier inconnu du site/),
    ]);
  });
});

describe("articles", () => {
  it("refuse an article without its English file, or with an empty English title", async () => {
    const article = await anArticle();
    await rm(join(dir, article.file("en")));
    await editArticle(article.other.fr, "en", (front) => ({ ...front, title: "" }));
    await writeArticleIndex(dir);
    expect(await contentProblems(dir)).toEqual([
      at(article.file("en"), [], /^manquant : chaque article a un fichier français et un anglais/),
      at(
        `${articlesDir}/${article.other.fr}.en.md`,
        ["title"],
        "Titre obligatoire, de 10 à 120 caractères : écrivez-le dans l’éditeur",
      ),
    ]);
  });

  it("say which field is too long or too short, by how much", async () => {
    const article = await anArticle();
    await editArticle(article.id, "fr", (front) => ({ ...front, metaTitle: "x".repeat(50), category: "P" }));
    expect(await contentProblems(dir)).toEqual([
      at(
        article.file("fr"),
        ["category"],
        "Catégorie, de 2 à 40 caractères, en a 1 : raccourcissez-le ou complétez-le",
      ),
      at(
        article.file("fr"),
        ["metaTitle"],
        "Titre pour les moteurs, de 10 à 42 caractères, en a 50 : raccourcissez-le ou complétez-le",
      ),
    ]);
  });

  it("name a front matter the site cannot read, and do not stop there", async () => {
    const article = await anArticle();
    const path = join(dir, article.file("fr"));
    await writeFile(path, (await readFile(path, "utf8")).replace(/^title: .*$/m, "$&\ntitle: twice"));
    expect(await contentProblems(dir)).toEqual([at(article.file("fr"), [], /^en-tête illisible/)]);
  });

  it("refuse a link to a page the site does not have, and accept links to its pages and articles", async () => {
    const article = await anArticle();
    const links = (path: string) =>
      `Voir [les tarifs](/tarifs#rates), [un article](/actualites/${article.other.fr}) et [ceci](${path}).`;
    await editArticle(article.id, "fr", (front) => front, links("/tarif"));
    expect(await contentProblems(dir)).toEqual([
      at(article.file("fr"), ["body"], /^lien vers \/tarif, une page qui n’existe pas sur le site/),
    ]);
    await editArticle(article.id, "fr", (front) => front, links(`/en/news/${article.other.en}`));
    expect(await contentProblems(dir)).toEqual([]);
  });

  describe("an article's cover", () => {
    const withPhoto = (photo: string) => (front: Front) => ({ ...front, coverPhoto: photo });

    it("is an illustration by id, or a photo uploaded into app/assets/photos/covers", async () => {
      const article = await anArticle();
      await upload("seance.jpg");
      for (const lang of ["fr", "en"] as const)
        await editArticle(article.id, lang, withPhoto("photos/covers/seance.jpg"));
      expect(await contentProblems(dir)).toEqual([]);
      for (const lang of ["fr", "en"] as const) {
        await editArticle(article.id, lang, ({ cover: _, ...front }) => front);
      }
      expect(await contentProblems(dir)).toEqual([]);
    });

    it("is refused when the uploaded photo is not there, naming the file and the field", async () => {
      const article = await anArticle();
      await editArticle(article.id, "fr", withPhoto("photos/covers/absente.jpg"));
      expect(await contentProblems(dir)).toEqual([
        at(article.file("fr"), ["coverPhoto"], /^la photo app\/assets\/photos\/covers\/absente\.jpg est introuvable/),
      ]);
    });

    it("is refused outside the covers' folder, or neither an illustration nor a photo", async () => {
      const article = await anArticle();
      await editArticle(article.id, "fr", withPhoto("photos/office.jpg"));
      await editArticle(article.id, "en", (front) => ({ ...front, cover: "" }));
      expect(await contentProblems(dir)).toEqual([
        at(article.file("fr"), ["coverPhoto"], /^photo de couverture attendue/),
        at(article.file("en"), ["cover"], /^illustration ou photo de couverture obligatoire/),
      ]);
    });

    it.each(["fr", "en"] as const)("is refused without its alternative text in %s, naming the file", async (lang) => {
      const article = await anArticle();
      await upload("seance.jpg");
      for (const side of ["fr", "en"] as const)
        await editArticle(article.id, side, withPhoto("photos/covers/seance.jpg"));
      await editArticle(article.id, lang, ({ alt: _, ...front }) => front);
      expect(await contentProblems(dir)).toEqual([
        at(
          article.file(lang),
          ["alt"],
          "Texte alternatif de l’illustration obligatoire, 10 caractères au moins : écrivez-le dans l’éditeur",
        ),
      ]);
      await editArticle(article.id, lang, (front) => ({ ...front, alt: "Une photo" }));
      expect(await contentProblems(dir)).toEqual([
        at(article.file(lang), ["alt"], /^Texte alternatif de l’illustration, 10 caractères au moins, en a 9/),
      ]);
    });
  });

  describe("a new article", () => {
    /** A new article as the editor saves it: the first article's files under another French address. */
    async function post(id: string, slug: string | undefined, langs: readonly ("fr" | "en")[] = ["fr", "en"]) {
      const { id: model } = await anArticle();
      for (const lang of langs) {
        await cp(join(dir, articlesDir, `${model}.${lang}.md`), join(dir, articlesDir, `${id}.${lang}.md`));
        await editArticle(id, lang, ({ slug: _, ...front }) => (slug ? { ...front, slug } : front));
      }
    }

    it("joins the list the route table reads, once the build rewrites it", async () => {
      await post("un-nouvel-article", "a-new-article");
      expect(await contentProblems(dir)).toEqual([at(articleIndexFile, [], /^pas à jour avec les articles/)]);
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([]);
      const listed = JSON.parse(await readFile(join(dir, articleIndexFile), "utf8"));
      expect(listed).toContainEqual({ fr: "un-nouvel-article", en: "a-new-article" });
    });

    it("is refused without its English file", async () => {
      await post("un-nouvel-article", "a-new-article", ["fr"]);
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([
        at(
          `${articlesDir}/un-nouvel-article.en.md`,
          [],
          /^manquant : chaque article a un fichier français et un anglais/,
        ),
      ]);
      expect((await readArticleIndex(dir)).entries.map((a) => a.fr)).not.toContain("un-nouvel-article");
    });

    it("is refused without its English address, or with one another article has", async () => {
      const { id, slug } = await anArticle();
      await post("un-nouvel-article", undefined);
      await post("un-autre-article", slug);
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([
        at(
          `${articlesDir}/un-autre-article.en.md`,
          ["slug"],
          `« ${slug} » est déjà l’adresse anglaise de l’article ${id} : choisissez-en une autre`,
        ),
        at(`${articlesDir}/un-nouvel-article.en.md`, ["slug"], /^adresse anglaise manquante ou invalide/),
      ]);
    });
  });
});
