import { hiddenFields, honeypot } from "../../contact/fields.ts";

/** What the form sends besides the visitor's fields, and the honeypot robots fill and people never see. */
export function HiddenFields({ meta }: { meta: Parameters<typeof hiddenFields>[0] }) {
  const trap = honeypot(meta.lang);
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
