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
