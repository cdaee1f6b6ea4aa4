import { hiddenFields, honeypot } from "../../contact/fields.ts";
import type { FormWords } from "../../contact/messages.ts";

/** What the form sends besides the visitor's fields, and the honeypot robots fill and people never see. */
export function HiddenFields({ words, meta }: { words: FormWords; meta: Parameters<typeof hiddenFields>[0] }) {
  const trap = honeypot(words);
  return (
    <>
      {hiddenFields(meta).map((f) => (
        <input key={f.name} type="hidden" name={f.name} value={f.value} />
      ))}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={trap.id}>{trap.label}</label>
        <input id={trap.id} name={trap.name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </>
  );
}
