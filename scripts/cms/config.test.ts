import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { articleIndexFile } from "../../app/content/article-index.ts";
import { frontMatterSchema } from "../../app/content/schema.ts";
import { cmsConfig } from "./config.ts";
import type { Field } from "./fields.ts";

const config = cmsConfig({ localBackendUrl: "http://localhost:8081/api/v1" });
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found as { files?: { name: string; file: string; fields: Field[] }[]; fields?: Field[] };
};
const field = (fields: Field[], ...path: string[]): Field => {
  const [name, ...rest] = path;
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return rest.length ? field(found.fields as Field[], ...rest) : found;
};

/** Decap's fields are required unless `required: false`. */
const required = (f: Field) => f.required !== false;

describe("the editor's configuration", () => {
  it("has an entry for every data file the site reads, but the list of articles, which the build writes", () => {
    const files = config.collections.flatMap((c) => ("files" in c ? (c.files ?? []).map((f) => f.file) : []));
    const dataDir = join(import.meta.dirname, "../../app/content/data");
    const onDisk = readdirSync(dataDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))
      .map((f) => `app/content/data/${f.split("\\").join("/")}`)
      .filter((f) => f !== articleIndexFile);
    expect([...files].sort()).toEqual(onDisk.sort());
  });

  it("edits prices as numbers and opening days as weekdays, required", () => {
    const [practice] = collection("practice").files ?? [];
    const fields = practice?.fields ?? [];
    expect(field(fields, "prices", "individual")).toMatchObject({ widget: "number", value_type: "float" });
    expect(required(field(fields, "prices", "individual"))).toBe(true);
    expect(field(fields, "openingHours", "days")).toMatchObject({ widget: "select", multiple: true });
    expect(required(field(fields, "professionalBody"))).toBe(false);
  });

  it("edits the credentials themselves in « Le cabinet »: diploma in both languages, institution, year, body", () => {
    const [practice] = collection("practice").files ?? [];
    const fields = practice?.fields ?? [];
    const credentials = field(fields, "credentials");
    expect(credentials).toMatchObject({ widget: "list", label: "Diplômes et formations" });
    const item = credentials.fields as Field[];
    expect(field(item, "diploma", "fr")).toMatchObject({ widget: "string" });
    expect(field(item, "diploma", "en")).toMatchObject({ widget: "string" });
    expect(field(item, "institution")).toMatchObject({ widget: "string", label: "Établissement" });
    expect(field(item, "year")).toMatchObject({ widget: "number", value_type: "int" });
    expect(field(fields, "professionalBody", "name")).toMatchObject({ widget: "string" });
    expect(field(fields, "professionalBody", "registration")).toMatchObject({ required: false });
  });

  it("puts the words the pages share in « Textes communs », both languages, each field labelled in French", () => {
    const common = collection("common");
    expect(common).toMatchObject({ label: "Textes communs", i18n: { structure: "single_file" } });
    const files = common.files ?? [];
    expect(files.map((f) => f.file)).toEqual(
      ["shell", "page-names", "consent", "contact-form", "credentials"].map((n) => `app/content/data/${n}.json`),
    );
    const all = (fields: Field[]): Field[] => fields.flatMap((f) => [f, ...all((f.fields ?? []) as Field[])]);
    for (const file of files) {
      const fields = all(file.fields);
      expect(fields.every((f) => f.i18n === true)).toBe(true);
      // A label that is the key itself would show the practitioner a developer's name.
      expect(fields.filter((f) => f.label === f.name).map((f) => `${file.name}: ${f.name}`)).toEqual([]);
    }
    const [shell, pageNames, , contactForm] = files.map((f) => f.fields);
    expect(field(shell ?? [], "footer", "legalTitle")).toMatchObject({
      label: "Titre de la colonne Informations légales",
      widget: "string",
    });
    expect(field(pageNames ?? [], "about").label).toBe("Page /qui-suis-je");
    // The same key in another file is another thing: the form's phone field is not the practice's phone.
    expect(field(contactForm ?? [], "fields", "phone").label).toBe("Téléphone");
    expect(field(contactForm ?? [], "fields", "consent").label).toBe("Case de consentement");
    expect(field(contactForm ?? [], "fields", "reason", "options", "other").label).toBe("Autre demande");
    expect(field(contactForm ?? [], "summary", "other").label).toBe("Plusieurs ({count} : le nombre)");
  });

  it("puts page text in both languages, every nested field translatable, optional links not required", () => {
    const pricing = collection("pages").files?.find((f) => f.name === "pricing");
    const all = (fields: Field[]): Field[] =>
      fields.flatMap((f) => [
        f,
        ...all([...((f.fields ?? f.types ?? []) as Field[]), ...(f.field ? [f.field as Field] : [])]),
      ]);
    expect(all(pricing?.fields ?? []).every((f) => f.i18n === true)).toBe(true);
    expect(required(field(pricing?.fields ?? [], "back", "label"))).toBe(false);
    const sections = field(pricing?.fields ?? [], "sections");
    expect((sections.types as Field[]).map((t) => t.name)).toContain("rates");
  });

  it("requires the alternative text of photos and article illustrations in both languages", () => {
    const [photos] = collection("photos").files ?? [];
    for (const name of ["portrait", "office"]) {
      expect(required(field(photos?.fields ?? [], name, "alt", "fr"))).toBe(true);
      expect(required(field(photos?.fields ?? [], name, "alt", "en"))).toBe(true);
    }
    expect(field(collection("articles").fields ?? [], "alt")).toMatchObject({ widget: "string", i18n: true });
  });

  it("offers an article an illustration or an uploaded cover photo, saved where the build makes it responsive", () => {
    const fields = collection("articles").fields ?? [];
    expect(field(fields, "cover")).toMatchObject({ widget: "select", i18n: "duplicate" });
    expect(field(fields, "coverPhoto")).toMatchObject({
      widget: "image",
      required: false,
      i18n: "duplicate",
      media_folder: "/app/assets/photos/covers",
      public_folder: "photos/covers",
    });
  });

  it("lets the practitioner create an article, with every front matter field and its English address, required", () => {
    const articles = collection("articles");
    expect(articles).toMatchObject({ create: true });
    const fields = articles.fields ?? [];
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(Object.keys(frontMatterSchema.shape)));
    const slug = field(fields, "slug");
    expect(required(slug)).toBe(true);
    expect(slug.i18n).toBe("duplicate");
  });
});
