import type { SVGProps } from "react";
import type { IconName } from "../../assets/icon-names.ts";
import sprite from "../../assets/icons.svg?url";

/** Lucide's frame: a 24-unit box whose shapes are drawn as 2-unit strokes in the text's colour. */
export const iconFrame = {
  width: "24",
  height: "24",
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * A Lucide icon, drawn from the site's sprite (a cached file) rather than
 * inlined: the icons the header, the footer and the bottom bar repeat on
 * every page stay out of the page's first round trip (decision 006).
 * Decorative: every control that shows one names itself in words.
 */
export function Icon({ name, ...props }: Props) {
  return (
    <svg aria-hidden="true" {...iconFrame} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
