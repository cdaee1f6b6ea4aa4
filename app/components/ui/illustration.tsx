import type { ComponentProps } from "react";
import hero from "../../assets/illustrations/hero.svg?raw";
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

/**
 * The home page's illustration: hands holding a key among leaves. Inlined
 * (under 2 KB) so that it costs no request, is never the LCP element and
 * takes the theme's colours (it draws with currentColor under
 * text-primary / text-accent). Decorative: hidden from assistive technology.
 */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn("aspect-[36/22] [&>svg]:block [&>svg]:size-full", className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own SVG file, read at build time
      dangerouslySetInnerHTML={{ __html: hero }}
    />
  );
}
