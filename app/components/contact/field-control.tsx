import type { FieldModel } from "../../contact/fields.ts";
import { cn } from "../../lib/cn.ts";

const control =
  "block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base text-ink shadow-xs transition-colors placeholder:text-ink-muted/80 hover:border-ink-muted/60 aria-invalid:border-2 aria-invalid:border-danger";

/** The input, select or textarea of a field, with the attributes its model gives. */
export function FieldControl({ field }: { field: FieldModel }) {
  const common = {
    id: field.id,
    name: field.name,
    required: field.control.required,
    "aria-invalid": field.error ? true : undefined,
    "aria-describedby": field.describedBy,
  };
  if (field.kind === "select") {
    return (
      <select {...common} defaultValue="" className={cn(control, "appearance-auto")}>
        {field.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  const { type, ...attributes } = field.control;
  if (field.kind === "textarea") {
    return <textarea {...attributes} {...common} className={cn(control, "min-h-36 resize-y leading-relaxed")} />;
  }
  return <input {...attributes} {...common} type={type} className={control} />;
}
