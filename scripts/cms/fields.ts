/**
 * From a zod schema to Sveltia CMS form fields: through its JSON Schema,
 * each property becomes the field type that edits it (text, number, date,
 * time, choice, object, list), with the same required keys, bounds, lengths
 * and formats as the schema, so that the editor refuses what the build
 * would refuse, in French, before anything is saved.
 */
import { z } from "zod";
import { labelOf, longText, sectionLabels } from "./labels.ts";
import { listWords, optionsOf, weekdayOptions } from "./options.ts";

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
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
};
export type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** What the practitioner is told when a text does not have the form a pattern of the schemas asks for. */
const patternMessages: Record<string, string> = {
  "^\\+\\d{8,15}$": "Numéro international sans espaces : +33 puis le numéro sans son premier 0, ex. +33465711234",
  "^\\d{5}$": "Cinq chiffres",
  "^[A-Z]{2}$": "Deux lettres majuscules : FR pour la France",
  "^[A-Z]{3}$": "Trois lettres majuscules : EUR pour l’euro",
  "^\\d{3} ?\\d{3} ?\\d{3} ?\\d{5}$": "Quatorze chiffres",
  "^FR[0-9A-Z]{2}\\d{9}$": "FR, deux chiffres ou lettres, puis les neuf chiffres du SIREN, sans espaces",
  "^[a-z][a-z0-9-]*$": "Minuscules sans accents, chiffres et tirets, en commençant par une lettre",
  "^[a-z0-9]+(?:-[a-z0-9]+)*$": "Minuscules sans accents, chiffres et tirets seulement",
};
const isoDatePattern = "^\\d{4}-\\d{2}-\\d{2}$";
const timePattern = "^([01]\\d|2[0-3]):[0-5]\\d$";

/** The non-null alternative of a nullable schema. */
const nonNull = (schema: JsonSchema) =>
  schema.anyOf?.length === 2 && schema.anyOf.some((s) => s.type === "null")
    ? schema.anyOf.find((s) => s.type !== "null")
    : undefined;

/**
 * The form fields of an object's properties. Inside an optional object (a
 * page's "back" link) nothing is required in the form, or the editor would
 * ask to fill an object that may stay empty; the build's schema still checks it.
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
    // Seven boxes or buttons, one a day, rather than a drop-down list.
    const choice = { widget: "select", options: weekdayOptions, dropdown_threshold: weekdayOptions.length };
    return { ...base, ...choice, ...(name === "days" ? { multiple: true, min: 1 } : {}) };
  }
  if (schema.enum) return { ...base, widget: "select", options: optionsOf(name, schema.enum) };
  if (schema.anyOf) return { ...base, widget: "object", fields: alternativesFields(schema.anyOf) };
  switch (schema.type) {
    case "object":
      return { ...base, widget: "object", fields: fieldsOf(schema, !required) };
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
      return { ...base, ...textOf(name, schema) };
  }
}

/** A text: a date or a time picker where the schema asks for one, else a line or a box, with its length and format. */
function textOf(name: string, schema: JsonSchema): Record<string, unknown> & { widget: string } {
  if (schema.pattern === isoDatePattern) return { widget: "datetime", type: "date", format: "YYYY-MM-DD" };
  if (schema.pattern === timePattern) return { widget: "datetime", type: "time", format: "HH:mm" };
  const message = schema.pattern === undefined ? undefined : patternMessages[schema.pattern];
  return {
    widget: longText.has(name) ? "text" : "string",
    ...(schema.format === "email" ? { type: "email" } : schema.format === "uri" ? { type: "url" } : {}),
    // A length of 1 only says "not empty", which `required` already says.
    ...((schema.minLength ?? 0) > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength === undefined ? {} : { maxlength: schema.maxLength }),
    ...(message ? { pattern: [schema.pattern, message] } : {}),
  };
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

/** A folded item's one-line summary: the first of these subfields it has. */
const summaryOf = (fields: Field[]) => {
  const key = ["title", "label", "question", "name", "text"].find((k) => fields.some((f) => f.name === k));
  return key ? { summary: `{{fields.${key}}}` } : {};
};

function listOf(name: string, schema: JsonSchema): Record<string, unknown> & { widget: string } {
  const items = schema.items ?? schema.prefixItems?.[0] ?? {};
  const words = listWords[name];
  const list = {
    widget: "list",
    ...(words ? { label_singular: words.singular } : {}),
    ...(schema.minItems === undefined ? {} : { min: schema.minItems }),
  };
  if (items.oneOf) {
    // Page sections: one form per kind, told apart by `kind`.
    const types = items.oneOf.map((s) => {
      const kind = String(s.properties?.kind?.const);
      const { kind: _, ...properties } = s.properties ?? {};
      const fields = fieldsOf({ properties, required: s.required });
      return { name: kind, label: sectionLabels[kind] ?? kind, widget: "object", ...summaryOf(fields), fields };
    });
    return { ...list, typeKey: "kind", types, collapsed: true };
  }
  const objectFields =
    items.type === "object" ? fieldsOf(items) : items.anyOf ? alternativesFields(items.anyOf) : undefined;
  if (objectFields) return { ...list, collapsed: true, ...summaryOf(objectFields), fields: objectFields };
  const item = fieldOf(longText.has(name) ? "text" : name, items, true);
  return { ...list, field: { ...item, label: words?.item ?? item.label } };
}

export const toJson = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/**
 * Translatable all the way down: a nested field without `i18n: true` is
 * left out of the second language. A list's kinds are not fields, only
 * their fields are.
 */
export function translatable(field: Field): Field {
  const subfields = (fields: unknown) => (fields as Field[]).map(translatable);
  return {
    ...field,
    i18n: true,
    ...(Array.isArray(field.fields) ? { fields: subfields(field.fields) } : {}),
    ...(Array.isArray(field.types)
      ? { types: (field.types as Field[]).map((type) => ({ ...type, fields: subfields(type.fields ?? []) })) }
      : {}),
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
