import hero from "../../assets/illustrations/hero.svg?raw";
import { cn } from "../../lib/cn.ts";

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
