import type { FieldModel } from "../../contact/fields.ts";
import { Icon } from "../ui/icon.tsx";

/** What is wrong with a field, under it; its id is in the control's `aria-describedby`. */
export function FieldError({ error }: { error: FieldModel["error"] }) {
  return error ? (
    <p id={error.id} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
      <Icon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
      <span>{error.text}</span>
    </p>
  ) : null;
}
