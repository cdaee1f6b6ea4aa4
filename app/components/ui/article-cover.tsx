import type { ComponentProps } from "react";
import type { Cover } from "../../content/covers.ts";
import { cn } from "../../lib/cn.ts";
import { CoverIllustration, coverClassName } from "./illustration.tsx";
import { ResponsiveImage } from "./responsive-image.tsx";

export type ArticleCoverProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "loading" | "fetchPriority" | "decoding"
> & {
  /** The article's cover, as its loader resolved it (app/content/articles.server.ts). */
  cover: Cover;
  /** The article's front matter `alt`. */
  alt: string;
  /** How wide the cover is drawn, for the browser to choose a photo's width (`sizes`). */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
};

/**
 * An article's cover: its illustration (with the dark theme's version), or
 * the photo the editor uploaded, as AVIF and WebP in every width, in the same
 * 8:5 box, so a card or a page is laid out the same either way. The
 * <picture> takes no box (display: contents): the <img> is laid out alone.
 */
export function ArticleCover({ cover, alt, sizes, priority, className, ...props }: ArticleCoverProps) {
  if (cover.kind === "illustration") {
    return <CoverIllustration {...props} id={cover.id} alt={alt} priority={priority} className={className} />;
  }
  return (
    <ResponsiveImage
      // What the sharing image of the article looks for (scripts/head-files/built-pages.ts).
      data-cover="photo"
      {...props}
      picture={cover.picture}
      alt={alt}
      sizes={sizes}
      priority={priority}
      pictureClassName="contents"
      className={cn(coverClassName, className)}
    />
  );
}
