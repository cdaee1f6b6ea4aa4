import { iconStroke } from "../../assets/icon-names.ts";
import { iconFrame } from "../ui/icon.tsx";

/**
 * The practice's mark, a key in a disc, at the start of the header. Its key
 * is drawn here rather than from the icon sprite: the mark is the first
 * thing a visitor sees on every page, and on a first visit over a slow
 * network the sprite arrives about half a second after the first paint.
 */
export function LogoMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-primary text-primary-ink sm:size-10"
    >
      <svg aria-hidden="true" {...iconFrame} viewBox="0 0 24 24" {...iconStroke} className="size-5">
        <path d="M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z" />
        <circle cx="16.5" cy="7.5" r=".5" fill="currentColor" />
      </svg>
    </span>
  );
}
