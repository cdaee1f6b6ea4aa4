import type { SVGProps } from "react";
import { type IconName, iconStroke } from "../../assets/icon-names.ts";
import shapes from "../../assets/icon-shapes.json";

/** The box an icon is drawn in (24 units, Lucide's), and no fill unless a class gives one. */
const iconFrame = { width: "24", height: "24", viewBox: "0 0 24 24", fill: "none" } as const;

/** Every listed icon's shapes: `tsc` fails while one is missing (run `node scripts/lucide-icons.ts`). */
const iconShapes: Record<IconName, string> = shapes;

type Props = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & { name: IconName };

/**
 * A Lucide icon, drawn inside the page: its shapes are in the HTML, so it
 * paints with the text around it, never a round trip later, and no icon
 * file weighs on the first paint (decision 006, « Icons inside the page »).
 * Decorative: every control that shows one names itself in words.
 */
export function Icon({ name, ...props }: Props) {
  return (
    <svg
      aria-hidden="true"
      {...iconFrame}
      {...iconStroke}
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Lucide's shapes as scripts/lucide-icons.ts wrote them, never content
      dangerouslySetInnerHTML={{ __html: iconShapes[name] }}
    />
  );
}
