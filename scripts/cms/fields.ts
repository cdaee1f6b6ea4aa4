/**
 * From a zod schema to Decap CMS form fields: through its JSON Schema, each
 * property becomes the widget that edits it (text, number, choice, object,
 * list), with the same required keys, bounds and choices as the schema.
 */
import { z } from "zod";
import { labelOf, longText, sectionLabels, weekdays } from "./labels.ts";

export type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  minimum?: number;
  maximum?: number;
};
export type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** The non-null alternative of a nullable schema. */
const nonNull = (schema: JsonSchema) =>
  schema.anyOf?.length === 2 && schema.anyOf.some((s) => s.type === "null")
    ? schema.anyOf.find((s) => s.type !== "null")
    : undefined;

/**
 * The form fields of an object's properties. Inside an optional object (a
 * page's "back" link) nothing is required in the form, or Decap would ask to
 * fill an object that may stay empty; the build's schema still checks it.
 */
export function fieldsOf(schema: JsonSchema, optional = false): Field[] {
  const required = new Set(optional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, s]) => fieldOf(name, s, required.has(name)));
}

function fieldOf(name: string, schema: JsonSchema, required: boolean): Field {
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  const inner = nonNull(schema);
  if (inner) return fieldOf(name, inner, false);
  if (name === "days" || name === "weekday") {
    const options = weekdays.map((label, i) => ({ label, value: i + 1 }));
    return { ...base, widget: "select", options, ...(name === "days" ? { multiple: true, min: 1 } : {}) };
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.anyOf) return { ...base, widget: "object", fields: alternativesFields(schema.anyOf) };
  switch (schema.type) {
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(schema, !required) };
    case "array":
      return { ...base, ...listOf(name, schema) };
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
      };
    case "boolean":
      return { ...base, widget: "boolean" };
    default:
      return { ...base, widget: longText.has(name) ? "text" : "string" };
  }
}

/**
 * Alternatives such as a button to a page or to an external destination:
 * one form with every key; only the keys all alternatives share are required.
 */
function alternativesFields(alternatives: JsonSchema[]): Field[] {
  const properties = Object.assign({}, ...alternatives.map((s) => s.properties));
  const required = alternatives.map((s) => s.required ?? []).reduce((a, b) => a.filter((k) => b.includes(k)));
  return fieldsOf({ properties, required });
}

function listOf(name: string, schema: JsonSchema): Record<string, unknown> & { widget: string } {
  const items = schema.items ?? schema.prefixItems?.[0] ?? {};
  if (items.oneOf) {
    // Page sections: one form per kind, told apart by `kind`.
    const types = items.oneOf.map((s) => {
      const kind = String(s.properties?.kind?.const);
      const { kind: _, ...properties } = s.properties ?? {};
      return {
        name: kind,
        label: sectionLabels[kind] ?? kind,
        widget: "object",
        fields: fieldsOf({ properties, required: s.required }),
      };
    });
    return { widget: "list", typeKey: "kind", types, collapsed: true };
  }
  if (items.type === "object") return { widget: "list", fields: fieldsOf(items), collapsed: true };
  if (items.anyOf) return { widget: "list", fields: alternativesFields(items.anyOf), collapsed: true };
  return { widget: "list", field: fieldOf(longText.has(name) ? "text" : "item", items, true) };
}

export const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** Translatable all the way down: Decap hides a nested field without `i18n: true` in the second language. */
export function translatable(field: Field): Field {
  const nested = (key: "fields" | "types") =>
    Array.isArray(field[key]) ? { [key]: (field[key] as Field[]).map(translatable) } : {};
  return {
    ...field,
    i18n: true,
    ...nested("fields"),
    ...nested("types"),
    ...(field.field ? { field: translatable(field.field as Field) } : {}),
  };
}

/** The same fields, labelled by place (`footer.hoursTitle`) where `labels` names it: a key may say different things in different files. */
export function relabel(fields: Field[], labels: Record<string, string>, prefix = ""): Field[] {
  return fields.map((field) => {
    const place = prefix ? `${prefix}.${field.name}` : field.name;
    const nested = Array.isArray(field.fields) ? { fields: relabel(field.fields as Field[], labels, place) } : {};
    return { ...field, label: labels[place] ?? field.label, ...nested };
  });
}
