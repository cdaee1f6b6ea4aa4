/**
 * A content value as the editor saves it: keys in the order of the fields
 * in its configuration, an optional field left empty left out (the
 * `omit_empty_optional_fields` output option), a list item of a kind
 * (`typeKey`) with its kind first. With format.ts, what a file must hold so
 * that saving it unchanged in the editor changes nothing, and a change is a
 * one-line diff.
 */
import type { Field } from "./fields.ts";

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === "" ||
  (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0);

/** `value` shaped by `fields`: its keys in their order, empty optional ones left out. */
export function editorShape(value: Record<string, unknown>, fields: Field[]): Record<string, unknown> {
  const shaped: Record<string, unknown> = {};
  for (const field of fields) {
    const shown = shapeOf(value[field.name], field);
    if (!(field.required === false && isEmpty(shown))) shaped[field.name] = shown;
  }
  return shaped;
}

function shapeOf(value: unknown, field: Field): unknown {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => itemShape(item, field));
  return Array.isArray(field.fields) ? editorShape(value as Record<string, unknown>, field.fields as Field[]) : value;
}

/** An item of a list field: by its kind's fields, its subfields, or its single field. */
function itemShape(item: unknown, list: Field): unknown {
  if (item === null || typeof item !== "object") return item;
  const record = item as Record<string, unknown>;
  if (Array.isArray(list.types) && typeof list.typeKey === "string") {
    const kind = record[list.typeKey];
    const type = (list.types as Field[]).find((t) => t.name === kind);
    return { [list.typeKey]: kind, ...editorShape(record, (type?.fields ?? []) as Field[]) };
  }
  if (Array.isArray(list.fields)) return editorShape(record, list.fields as Field[]);
  return list.field ? shapeOf(item, list.field as Field) : item;
}
