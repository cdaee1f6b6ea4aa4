import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/**
 * A decorative illustration drawn inline, in the theme's colours (its shapes
 * use currentColor under text-primary / text-accent, so it follows the dark
 * theme), hidden from assistive technology. Each page imports only its own
 * SVG (`?raw`) and passes it here.
 */
export function InlineIllustration({
  svg,
  className,
  ...props
}: { svg: string; className?: string } & Omit<ComponentProps<"div">, "dangerouslySetInnerHTML" | "children">) {
  return (
    <div
      {...props}
      aria-hidden="true"
      className={cn("[&>svg]:block [&>svg]:h-auto [&>svg]:w-full", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG file, read at build time
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
