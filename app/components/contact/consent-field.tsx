import { Link } from "react-router";
import type { FieldModel } from "../../contact/fields.ts";
import { FieldError } from "./field-error.tsx";

/** The consent box: its label is a sentence with a link to the privacy notice. */
export function ConsentField({ field }: { field: FieldModel }) {
  const consent = field.consent;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={field.id}
          name={field.name}
          type="checkbox"
          required={field.control.required}
          aria-invalid={field.error ? true : undefined}
          aria-describedby={field.describedBy}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={field.id} className="text-ink">
          {consent?.before}
          {consent && (
            <Link discover="none" to={consent.href} className="text-primary underline underline-offset-4">
              {consent.link}
            </Link>
          )}
          {consent?.after}
        </label>
      </div>
      <FieldError error={field.error} />
    </div>
  );
}
