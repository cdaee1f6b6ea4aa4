import type { FieldModel } from "../../contact/fields.ts";
import { ContactField } from "./contact-field.tsx";

/** The visitor's fields: two columns on wide screens, then the consent box under them. */
export function ContactFields({ fields }: { fields: readonly FieldModel[] }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {fields
          .filter((f) => f.kind !== "checkbox")
          .map((f) => (
            <ContactField key={f.name} field={f} />
          ))}
      </div>
      <div className="mt-6">
        {fields
          .filter((f) => f.kind === "checkbox")
          .map((f) => (
            <ContactField key={f.name} field={f} />
          ))}
      </div>
    </>
  );
}
