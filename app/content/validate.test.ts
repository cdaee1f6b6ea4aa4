import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { articleIndexFile, readArticleIndex, writeArticleIndex } from "./article-index.ts";
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
async function edit(file: string, change: (data: any) => void) {
  const data = JSON.parse(await readFile(join(dir, "app/content/data", file), "utf8"));
  change(data);
  await writeFile(join(dir, "app/content/data", file), JSON.stringify(data, null, 2));
}

describe("content data files", () => {
  it("are all valid in the repository", async () => {
    expect(await contentProblems()).toEqual([]);
  });

  it("refuse a missing English entry, naming the file and the place", async () => {
    await edit("pages/pricing.json", (d) => {
      delete d.en.sections[1].title;
    });
    const [problem] = await contentProblems(dir);
    expect(problem).toContain("app/content/data/pages/pricing.json");
    expect(problem).toMatch(/en\.sections\[1\]\.title/);
  });

  it("refuse an English list shorter than the French one", async () => {
    await edit("pages/home.json", (d) => {
      d.en.about.paragraphs.pop();
    });
    expect((await contentProblems(dir)).join()).toMatch(/about\.paragraphs: 3 item\(s\) in French, 2 in English/);
  });

  it("refuse an empty required text and an unknown placeholder", async () => {
    await edit("pages/why.json", (d) => {
      d.fr.title = "  ";
      d.en.lead = "Call {phoen}";
    });
    const [problem] = await contentProblems(dir);
    expect(problem).toMatch(/fr\.title: Texte obligatoire/);
    expect(problem).toMatch(/en\.lead: unknown placeholder \{phoen\}/);
  });

  it("refuse a price that is not a number, closing before opening, a testimonial without consent", async () => {
    await edit("practice.json", (d) => {
      d.prices.individual = "soixante-dix";
      d.openingHours.closes = "08:00";
    });
    await edit("testimonials.json", (d) => {
      d.testimonials[0].consent = false;
    });
    const problems = (await contentProblems(dir)).join("\n");
    expect(problems).toMatch(/practice\.json: prices\.individual/);
    expect(problems).toMatch(/practice\.json: openingHours: l’heure de fermeture suit l’ouverture/);
    expect(problems).toMatch(/testimonials\.json: testimonials\[0\]\.consent: accord écrit/);
  });

  it("refuse a photo that is not there, or without its English alternative text", async () => {
    await edit("photos.json", (d) => {
      d.portrait.file = "photos/portrait.jpg";
      d.office.alt.en = "";
    });
    const problems = (await contentProblems(dir)).join("\n");
    expect(problems).toContain("photos.json: office.alt.en: Texte obligatoire");
    await edit("photos.json", (d) => {
      d.office.alt.en = "The consulting room";
    });
    expect(await contentProblems(dir)).toEqual([
      "app/content/data/photos.json: app/assets/photos/portrait.jpg is missing",
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
      expect.stringMatching(/consent\.json:\n.*en\.acceptAll: Texte obligatoire/),
      expect.stringMatching(/contact-form\.json:\n.*en\.fields\.message\.errors\.too_short: Texte obligatoire/),
      expect.stringMatching(/shell\.json:\n.*en\.footer\.legalTitle: Texte obligatoire/),
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
    const problems = (await contentProblems(dir)).join("\n");
    expect(problems).not.toMatch(/errors\.too_long|summary\.other/);
    expect(problems).toContain("contact-form.json: fr.submit: unknown placeholder {count}");
    expect(problems).toContain("contact-form.json: en.toast.description: unknown placeholder {wait}");
    expect(problems).toContain("shell.json: fr.footer.rights: unknown placeholder {nameMax}");
    expect(problems).toContain("credentials.json: en.registration: unknown placeholder {name}");
    expect(problems).not.toContain("{number}");
  });

  it("refuse an article without its English file, or with an empty English title", async () => {
    const articles = join(dir, "app/content/articles");
    await rm(join(articles, "premiere-seance-psychotherapie.en.md"));
    const file = join(articles, "prenez-rendez-vous-en-ligne-en-toute-simplicite.en.md");
    await writeFile(file, (await readFile(file, "utf8")).replace(/^title: .*$/m, 'title: ""'));
    const problems = (await contentProblems(dir)).join("\n");
    expect(problems).toContain("premiere-seance-psychotherapie.en.md: missing");
    expect(problems).toContain(
      "prenez-rendez-vous-en-ligne-en-toute-simplicite.en.md: title: Titre obligatoire, de 10 à 120 caractères / title required, 10 to 120 characters",
    );
  });

  it("say which article field is too long or too short, by how much, in both languages", async () => {
    const file = join(dir, "app/content/articles/premiere-seance-psychotherapie.fr.md");
    const source = await readFile(file, "utf8");
    await writeFile(
      file,
      source.replace(/^metaTitle: .*$/m, `metaTitle: "${"x".repeat(50)}"`).replace(/^category: .*$/m, "category: P"),
    );
    const problems = (await contentProblems(dir)).join("\n");
    expect(problems).toContain(
      "premiere-seance-psychotherapie.fr.md: metaTitle: Titre pour les moteurs, de 10 à 42 caractères, en a 50 / search title, 10 to 42 characters, has 50",
    );
    expect(problems).toContain(
      "premiere-seance-psychotherapie.fr.md: category: Catégorie, de 2 à 40 caractères, en a 1",
    );
  });

  describe("an article's cover", () => {
    const article = "app/content/articles/premiere-seance-psychotherapie";
    /** Rewrites front matter lines of the article in one language, as the editor would save them. */
    async function front(lang: "fr" | "en", change: (source: string) => string) {
      const file = join(dir, `${article}.${lang}.md`);
      await writeFile(file, change(await readFile(file, "utf8")));
    }
    const withPhoto = (photo: string) => (source: string) =>
      source.replace(/^cover: .*$/m, `cover: null\ncoverPhoto: ${photo}`);
    const upload = async (name: string) => {
      await mkdir(join(dir, "app/assets/photos/covers"), { recursive: true });
      await cp(join(root, "app/assets/photos/office.jpg"), join(dir, "app/assets/photos/covers", name));
    };

    it("is an illustration by id, or a photo uploaded into app/assets/photos/covers", async () => {
      await upload("seance.jpg");
      await front("fr", withPhoto("photos/covers/seance.jpg"));
      await front("en", withPhoto("photos/covers/seance.jpg"));
      expect(await contentProblems(dir)).toEqual([]);
    });

    it("is refused when the uploaded photo is not there, naming the file and the field", async () => {
      await front("fr", withPhoto("photos/covers/absente.jpg"));
      expect(await contentProblems(dir)).toEqual([
        `${article}.fr.md: coverPhoto: app/assets/photos/covers/absente.jpg is missing (upload it again in the editor)`,
      ]);
    });

    it("is refused outside the covers' folder, or neither an illustration nor a photo", async () => {
      await upload("seance.jpg");
      await front("fr", withPhoto("photos/office.jpg"));
      await front("en", (source) => source.replace(/^cover: .*$/m, 'cover: ""'));
      const problems = (await contentProblems(dir)).join("\n");
      expect(problems).toContain(`${article}.fr.md: coverPhoto: photo JPEG, PNG ou WebP dans app/assets/photos/covers`);
      expect(problems).toContain(
        `${article}.en.md: cover: une illustration ou une photo de couverture est obligatoire / an illustration or a cover photo is required`,
      );
    });

    it.each(["fr", "en"] as const)("is refused without its alternative text in %s, naming the file", async (lang) => {
      await upload("seance.jpg");
      await front("fr", withPhoto("photos/covers/seance.jpg"));
      await front("en", withPhoto("photos/covers/seance.jpg"));
      await front(lang, (source) => source.replace(/^alt: .*\n/m, ""));
      expect(await contentProblems(dir)).toEqual([
        expect.stringContaining(
          `${article}.${lang}.md: alt: Texte alternatif de l’illustration obligatoire, 10 caractères au moins / alternative text required, at least 10 characters`,
        ),
      ]);
      await front(lang, (source) => source.replace(/^coverPhoto: .*$/m, '$&\nalt: "Une photo"'));
      expect((await contentProblems(dir)).join()).toContain(
        `${article}.${lang}.md: alt: Texte alternatif de l’illustration, 10 caractères au moins, en a 9 / alternative text, at least 10 characters, has 9`,
      );
    });
  });

  describe("a new article", () => {
    const articles = () => join(dir, "app/content/articles");
    /** A new article as the editor saves it: a copy of an existing one under another French address. */
    async function post(id: string, slug: string | undefined, langs: readonly ("fr" | "en")[] = ["fr", "en"]) {
      for (const lang of langs) {
        const source = await readFile(join(articles(), `premiere-seance-psychotherapie.${lang}.md`), "utf8");
        const front = slug ? `slug: "${slug}"` : "";
        await writeFile(join(articles(), `${id}.${lang}.md`), source.replace(/^slug: .*$/m, front));
      }
    }

    it("joins the list the route table reads, once the build rewrites it", async () => {
      await post("un-nouvel-article", "a-new-article");
      expect(await contentProblems(dir)).toEqual([
        `${articleIndexFile}: not the list of the articles in app/content/articles (npm run build or npm run dev rewrites it)`,
      ]);
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([]);
      const listed = JSON.parse(await readFile(join(dir, articleIndexFile), "utf8"));
      expect(listed).toContainEqual({ fr: "un-nouvel-article", en: "a-new-article" });
    });

    it("is refused without its English file", async () => {
      await post("un-nouvel-article", "a-new-article", ["fr"]);
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([
        "app/content/articles/un-nouvel-article.en.md: missing (every article has a French and an English file)",
      ]);
      expect((await readArticleIndex(dir)).entries.map((a) => a.fr)).not.toContain("un-nouvel-article");
    });

    it("is refused without its English address, or with one another article has", async () => {
      await post("un-nouvel-article", undefined);
      await post("un-autre-article", "your-first-psychotherapy-session");
      await writeArticleIndex(dir);
      expect(await contentProblems(dir)).toEqual([
        'app/content/articles/un-autre-article.en.md: slug: "your-first-psychotherapy-session" is already the English address of premiere-seance-psychotherapie',
        "app/content/articles/un-nouvel-article.en.md: slug: the English address (lower-case letters, digits and hyphens, e.g. your-first-session) is missing or invalid",
      ]);
    });
  });
});
