import type { ComponentProps } from "react";
import conference from "../../assets/illustrations/conference.svg?url";
import couple from "../../assets/illustrations/couple.svg?url";
import conferenceDark from "../../assets/illustrations/dark/conference.svg?url";
import coupleDark from "../../assets/illustrations/dark/couple.svg?url";
import firstSessionDark from "../../assets/illustrations/dark/first-session.svg?url";
import innerListeningDark from "../../assets/illustrations/dark/inner-listening.svg?url";
import onlineBookingDark from "../../assets/illustrations/dark/online-booking.svg?url";
import pmaDark from "../../assets/illustrations/dark/pma.svg?url";
import relationshipsDark from "../../assets/illustrations/dark/relationships.svg?url";
import firstSession from "../../assets/illustrations/first-session.svg?url";
import hero from "../../assets/illustrations/hero.svg?raw";
import innerListening from "../../assets/illustrations/inner-listening.svg?url";
import onlineBooking from "../../assets/illustrations/online-booking.svg?url";
import pma from "../../assets/illustrations/pma.svg?url";
import relationships from "../../assets/illustrations/relationships.svg?url";
import { type CoverId, coverSize } from "../../content/covers.ts";
import { cn } from "../../lib/cn.ts";
import { imageLoading } from "../../lib/first-load.ts";

/**
 * Each cover is its own hashed, cacheable file: pages stay light and only
 * visible covers load. The dark versions are derived from the light ones
 * (scripts/make-dark-covers.ts).
 */
/** A cover's box, illustration or photo, besides block, full width and auto height: 8:5, cropped to fill it. */
export const coverClassName = "aspect-[8/5] bg-surface-muted object-cover";

const coverUrls = {
  "inner-listening": [innerListening, innerListeningDark],
  "first-session": [firstSession, firstSessionDark],
  "online-booking": [onlineBooking, onlineBookingDark],
  couple: [couple, coupleDark],
  pma: [pma, pmaDark],
  relationships: [relationships, relationshipsDark],
  conference: [conference, conferenceDark],
} satisfies Record<CoverId, [light: string, dark: string]>;

export type CoverIllustrationProps = Omit<
  ComponentProps<"img">,
  "src" | "width" | "height" | "alt" | "loading" | "fetchPriority" | "decoding"
> & {
  id: CoverId;
  /** The article's front matter `alt`; empty where the drawing only decorates. */
  alt: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * A cover illustration (an article's, or a page's drawing). The SVG paints its own background in the
 * site's colours; the dark theme gets the version drawn in its own tones, so
 * a cover never glares cream on the dark page. The <picture> takes no box
 * (display: contents): the <img> is laid out as before.
 */
export function CoverIllustration({ id, alt, priority = false, className, ...props }: CoverIllustrationProps) {
  const [light, dark] = coverUrls[id];
  return (
    <picture className="contents">
      <source media="(prefers-color-scheme: dark)" srcSet={dark} />
      <img
        {...props}
        src={light}
        width={coverSize.width}
        height={coverSize.height}
        alt={alt}
        {...imageLoading(priority)}
        className={cn("block h-auto w-full", coverClassName, className)}
      />
    </picture>
  );
}

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
