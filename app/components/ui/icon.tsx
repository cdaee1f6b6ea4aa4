import type { SVGProps } from "react";
import type { IconName } from "../../assets/icon-names.ts";
import sprite from "../../assets/icons.svg?url";

/** The box an icon is drawn in (24 units, Lucide's), and no fill unless a class gives one. */
export const iconFrame = { width: "24", height: "24", fill: "none" } as const;

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

/**
 * A Lucide icon, drawn from the site's sprite (a cached file) rather than
 * inlined: the icons the header, the footer and the bottom bar repeat on
 * every page stay out of the page's first round trip (decision 006). The
 * symbol brings its own viewBox and stroke style (icon-sprite.ts).
 * Decorative: every control that shows one names itself in words.
 */
export function Icon({ name, ...props }: Props) {
  return (
    <svg aria-hidden="true" {...iconFrame} {...props}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
