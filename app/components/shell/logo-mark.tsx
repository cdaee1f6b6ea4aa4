import { Icon } from "../ui/icon.tsx";

/** The practice's mark, a key in a disc, at the start of the header. */
export function LogoMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-ink sm:size-10"
    >
      <Icon name="key-round" className="size-5" />
    </span>
  );
}
