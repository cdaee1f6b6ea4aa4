/**
 * The editor edits every field the content schemas have, and nothing else:
 * a field the schema adds and the form lacks could never be filled in the
 * editor; a form field the schema lacks would be refused by the build.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  commonCopySchemas,
  frontMatterSchema,
  homeCopySchema,
  pageCopySchema,
  photosSchema,
  practiceSchema,
  testimonialsSchema,
} from "../../app/content/schema.ts";
import { articleFields } from "./articles.ts";
import { type Field, type JsonSchema, toJson } from "./fields.ts";
import { dataFiles } from "./files.ts";

/** Every place in the values a schema accepts (`credentials.diploma.fr`; a kind of section as `sections.<kind>`). */
function schemaPlaces(schema: JsonSchema, at = ""): string[] {
  const inner = schema.anyOf?.find((s) => s.type !== "null" && (s.properties || s.type === "object"));
  if (schema.anyOf && !inner) return [];
  if (schema.anyOf) {
    const properties = Object.assign({}, ...schema.anyOf.map((s) => s.properties));
    return schemaPlaces({ type: "object", properties }, at);
  }
  if (schema.type === "array") {
    const items = schema.items ?? schema.prefixItems?.[0] ?? {};
    if (!items.oneOf) return schemaPlaces(items, at);
    return items.oneOf.flatMap((kind) => {
      const place = `${at}.${String(kind.properties?.kind?.const)}`;
      const { kind: _, ...properties } = kind.properties ?? {};
      return [place, ...schemaPlaces({ type: "object", properties }, place)];
    });
  }
  return Object.entries(schema.properties ?? {}).flatMap(([key, value]) => [
    `${at}.${key}`,
    ...schemaPlaces(value, `${at}.${key}`),
  ]);
}

/** The same places in the editor's form. */
function formPlaces(fields: Field[], at = ""): string[] {
  return fields.flatMap((field) => {
    const place = `${at}.${field.name}`;
    const kinds = ((field.types ?? []) as Field[]).flatMap((kind) => [
      `${place}.${kind.name}`,
      ...formPlaces((kind.fields ?? []) as Field[], `${place}.${kind.name}`),
    ]);
    return [place, ...formPlaces((field.fields ?? []) as Field[], place), ...kinds];
  });
}

const schemas: Record<string, z.ZodType> = {
  "app/content/data/practice.json": practiceSchema,
  "app/content/data/testimonials.json": testimonialsSchema,
  "app/content/data/photos.json": photosSchema,
  ...Object.fromEntries(
    Object.entries(commonCopySchemas).map(([name, schema]) => [`app/content/data/${name}.json`, schema]),
  ),
};
/** A data file's schema, for one language when the file holds both. */
function schemaOf(file: string, bilingual: boolean): JsonSchema {
  if (file.startsWith("app/content/data/pages/"))
    return toJson(file.endsWith("/home.json") ? homeCopySchema : pageCopySchema);
  const schema = schemas[file];
  if (!schema) throw new Error(`${file}: no schema in this test`);
  return bilingual ? (toJson(schema).properties?.fr ?? {}) : toJson(schema);
}

describe("the editor's forms and the content schemas", () => {
  for (const [file, { fields, bilingual }] of dataFiles()) {
    it(`${file}: a form field for every place of the schema, and the reverse`, () => {
      expect(formPlaces(fields).sort()).toEqual(schemaPlaces(schemaOf(file, bilingual)).sort());
    });
  }

  it("an article: a form field for every key of the front matter, and the text", () => {
    const front = articleFields.filter((field) => field.name !== "body");
    expect(formPlaces(front).sort()).toEqual(schemaPlaces(toJson(frontMatterSchema)).sort());
    expect(articleFields.map((field) => field.name)).toContain("body");
  });
});
