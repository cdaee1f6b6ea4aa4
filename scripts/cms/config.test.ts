import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv } from "ajv";
import { describe, expect, it } from "vitest";
import { articleIndexFile } from "../../app/content/article-index.ts";
import { coverIds } from "../../app/content/covers.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { externalTargets } from "../../app/content/schema.ts";
import { pageIds } from "../../app/site/pages.ts";
import { sveltiaDir } from "./admin.ts";
import { cmsConfig } from "./config.ts";
import type { Field } from "./fields.ts";

const config = cmsConfig();
type Collection = { name: string; files?: { name: string; file: string; fields: Field[] }[]; fields?: Field[] };
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found as Collection;
};
const field = (fields: Field[], ...path: string[]): Field => {
  const [name, ...rest] = path;
  const found = fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return rest.length ? field(found.fields as Field[], ...rest) : found;
};
/** Every field, nested ones, list items and kinds' fields too. */
const all = (fields: Field[]): Field[] =>
  fields.flatMap((f) => [
    f,
    ...all([
      ...((f.fields ?? []) as Field[]),
      ...((f.types ?? []) as Field[]).flatMap((t) => (t.fields ?? []) as Field[]),
      ...(f.field ? [f.field as Field] : []),
    ]),
  ]);
const everyField = () =>
  config.collections.flatMap((c) =>
    all([...((c as Collection).fields ?? []), ...((c as Collection).files ?? []).flatMap((f) => f.fields)]),
  );
const practiceFields = () => collection("practice").files?.[0]?.fields ?? [];

/** Fields are required unless `required: false`. */
const required = (f: Field) => f.required !== false;

describe("the editor's configuration", () => {
  it("is valid for the pinned Sveltia CMS: its own JSON schema accepts it", () => {
    const schema = JSON.parse(readFileSync(join(sveltiaDir, "schema/sveltia-cms.json"), "utf8"));
    const validate = new Ajv({ strict: false, allErrors: true, formats: { regex: true, uri: true } }).compile(schema);
    validate(config);
    expect(validate.errors ?? []).toEqual([]);
  });

  it("signs in to the GitHub repository and branch it is given, for online editing", () => {
    expect(cmsConfig({ repo: "cabinet/site", branch: "prod" }).backend).toEqual({
      name: "github",
      repo: "cabinet/site",
      branch: "prod",
    });
  });

  it("has an entry for every data file the site reads, but the list of articles, which the build writes", () => {
    const files = config.collections.flatMap((c) => ((c as Collection).files ?? []).map((f) => f.file));
    const dataDir = join(import.meta.dirname, "../../app/content/data");
    const onDisk = readdirSync(dataDir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json"))
      .map((f) => `app/content/data/${f.split("\\").join("/")}`)
      .filter((f) => f !== articleIndexFile);
    expect([...files].sort()).toEqual(onDisk.sort());
  });

  it("labels every field in French: no field shows the practitioner a key of the files", () => {
    const keyed = everyField().filter((f) => f.label === f.name);
    expect(keyed.map((f) => f.name)).toEqual([]);
  });

  it("never requires an object whose fields are all optional: the editor leaves it out once they are empty", () => {
    const required = everyField().filter(
      (f) =>
        f.widget === "object" &&
        f.required !== false &&
        ((f.fields ?? []) as Field[]).every((s) => s.required === false),
    );
    expect(required.map((f) => f.name)).toEqual([]);
  });

  it("offers every choice by a French label: days, pages, destinations, prices, section kinds", () => {
    const fields = practiceFields();
    expect(field(fields, "openingHours", "days")).toMatchObject({ widget: "select", multiple: true, min: 1 });
    expect(field(fields, "openingHours", "days").options).toContainEqual({ label: "mardi", value: 2 });
    const pricing = collection("pages").files?.find((f) => f.name === "pricing")?.fields ?? [];
    const selects = all(pricing).filter((f) => f.widget === "select");
    for (const select of selects) {
      for (const option of select.options as unknown[])
        expect(option, select.name).toMatchObject({ label: expect.any(String) });
    }
    const options = (name: string) => (selects.find((f) => f.name === name)?.options ?? []) as unknown[];
    expect(options("page")).toContainEqual({ label: `${pageNames.fr.about} (/qui-suis-je)`, value: "about" });
    expect(options("page").length).toBe(pageIds.length);
    expect(options("external").length).toBe(externalTargets.length);
    const kinds = (field(pricing, "sections").types as Field[]).map((t) => t.label);
    expect(kinds.every((label) => /^\p{Lu}/u.test(label))).toBe(true);
  });

  it("names list items: a summary for folded items, a label for each line, the button « Ajouter … »", () => {
    const fields = practiceFields();
    expect(field(fields, "credentials")).toMatchObject({
      label: "Diplômes et formations",
      summary: "{{fields.diploma.fr}} ({{fields.year}})",
      label_singular: "un diplôme ou une formation",
    });
    expect(field(fields, "address", "lines")).toMatchObject({ min: 2, field: { label: "Ligne" } });
    expect(field(fields, "address", "geo", "lat").label).toBe("Latitude");
    const testimonials = collection("testimonials").files?.[0]?.fields ?? [];
    expect(field(testimonials, "testimonials").summary).toBe("{{fields.name}} ({{fields.date}})");
  });

  it("edits prices as numbers, hours as times and dates as dates, as the schemas store them", () => {
    const fields = practiceFields();
    expect(field(fields, "prices", "individual")).toMatchObject({ widget: "number", value_type: "float" });
    expect(required(field(fields, "prices", "individual"))).toBe(true);
    expect(field(fields, "openingHours", "opens")).toMatchObject({ widget: "datetime", type: "time", format: "HH:mm" });
    expect(field(fields, "conference", "date")).toMatchObject({
      widget: "datetime",
      type: "date",
      format: "YYYY-MM-DD",
    });
    expect(field(fields, "phone").pattern).toEqual(["^\\+\\d{8,15}$", expect.stringMatching(/^Numéro international/)]);
    expect(required(field(fields, "professionalBody"))).toBe(false);
    expect(required(field(fields, "legal", "vatNumber"))).toBe(false);
  });

  it("puts the words the pages share in « Textes communs », both languages, each field labelled for its place", () => {
    const common = collection("common");
    expect(common).toMatchObject({ label: "Textes communs", i18n: { structure: "single_file" } });
    const files = common.files ?? [];
    expect(files.map((f) => f.file)).toEqual(
      ["shell", "page-names", "consent", "contact-form", "credentials"].map((n) => `app/content/data/${n}.json`),
    );
    for (const file of files) expect(all(file.fields).every((f) => f.i18n === true)).toBe(true);
    const [shell, names, , contactForm] = files.map((f) => f.fields);
    expect(field(shell ?? [], "footer", "legalTitle").label).toBe("Titre de la colonne Informations légales");
    expect(field(names ?? [], "about").label).toBe("Page /qui-suis-je");
    // The same key in another file is another thing: the form's phone field is not the practice's phone.
    expect(field(contactForm ?? [], "fields", "phone").label).toBe("Téléphone");
    expect(field(contactForm ?? [], "fields", "reason", "options", "other").label).toBe("Autre demande");
  });

  it("puts page text in both languages, every nested field translatable, optional links not required", () => {
    const pricing = collection("pages").files?.find((f) => f.name === "pricing")?.fields ?? [];
    expect(all(pricing).every((f) => f.i18n === true)).toBe(true);
    expect(required(field(pricing, "back", "label"))).toBe(false);
    expect((field(pricing, "sections").types as Field[]).map((t) => t.name)).toContain("rates");
  });

  it("requires the alternative text of every photo and cover in both languages", () => {
    const photos = collection("photos").files?.[0]?.fields ?? [];
    for (const name of ["portrait", "office"]) {
      expect(required(field(photos, name, "alt", "fr"))).toBe(true);
      expect(required(field(photos, name, "alt", "en"))).toBe(true);
    }
    expect(field(collection("articles").fields ?? [], "alt")).toMatchObject({ widget: "string", i18n: true });
  });

  it("offers an article every drawing with its picture, or an uploaded photo saved where the build makes it responsive", () => {
    const fields = collection("articles").fields ?? [];
    const cover = field(fields, "cover");
    expect(cover).toMatchObject({ widget: "illustration", i18n: "duplicate" });
    const options = cover.options as { value: string; label: string; image: string }[];
    expect(options.map((o) => o.value)).toEqual([...coverIds]);
    for (const option of options) {
      expect(option.label).not.toBe(option.value);
      expect(option.image).toMatch(/^data:image\/svg\+xml;base64,/);
    }
    expect(field(fields, "coverPhoto")).toMatchObject({
      widget: "image",
      required: false,
      media_folder: "/app/assets/photos/covers",
      public_folder: "photos/covers",
    });
  });

  it("holds an article's title and search texts to the lengths the build asks for, and gives writing advice", () => {
    const fields = collection("articles").fields ?? [];
    expect(field(fields, "title")).toMatchObject({ minlength: 10, maxlength: 120 });
    expect(field(fields, "metaTitle")).toMatchObject({ minlength: 10, maxlength: 42 });
    expect(field(fields, "metaDescription")).toMatchObject({ minlength: 50, maxlength: 160 });
    expect(field(fields, "body").hint).toMatch(/700 mots/);
    expect((collection("articles") as { description?: string }).description).toMatch(/sept articles/);
  });

  it("keeps uploaded file names readable and safe, and reaches no stock photo site", () => {
    expect(config.media_libraries).toEqual({ default: { config: { slugify_filename: true } }, stock_assets: false });
    expect(config.slug).toMatchObject({ encoding: "ascii", clean_accents: true });
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
  });
});
