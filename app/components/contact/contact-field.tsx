import type { FieldModel } from "../../contact/fields.ts";
import { ConsentField } from "./consent-field.tsx";
import { FieldControl } from "./field-control.tsx";
import { FieldError } from "./field-error.tsx";

/** One field of the contact form: label, hint, control, error, note, all from its model. */
export function ContactField({ field }: { field: FieldModel }) {
  if (field.kind === "checkbox") return <ConsentField field={field} />;
  const wide = field.kind !== "input" || field.name === "name";
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <label htmlFor={field.id} className="mb-1.5 block font-medium text-ink">
        {field.label}
        {field.optional && <span className="font-normal text-ink-muted">{` ${field.optional}`}</span>}
      </label>
      {field.hint && (
        <p id={field.hint.id} className="mb-2 text-sm text-ink-muted">
          {field.hint.text}
        </p>
      )}
      <FieldControl field={field} />
      <FieldError error={field.error} />
      {field.note && (
        <p
          id={field.note.id}
          className="mt-3 rounded-xl border-l-4 border-accent bg-surface-muted px-4 py-3 text-sm text-ink"
        >
          {field.note.text}
        </p>
      )}
    </div>
  );
}
