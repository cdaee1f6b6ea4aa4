import type { Cover } from "../../content/covers.ts";
import { cn } from "../../lib/cn.ts";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image.tsx";

/**
 * An article's cover: its illustration (with the dark theme's version), or
 * the photo the editor uploaded, as AVIF and WebP in every width, in the same
 * 8:5 box, so a card or a page is laid out the same either way. The
 * <picture> takes no box (display: contents): the <img> is laid out alone.
 */
export function ArticleCover({
  cover,
  className,
  ...props
}: Omit<ResponsiveImageProps, "picture" | "pictureClassName"> & {
  /** The article's cover, as its loader resolved it (app/content/articles.server.ts). */
  cover: Cover;
}) {
  return (
    <ResponsiveImage
      // What the sharing image of an article looks for (scripts/head-files/built-pages.ts).
      data-cover={cover.kind}
      {...props}
      picture={cover}
      pictureClassName="contents"
      className={cn("aspect-[8/5] bg-surface-muted object-cover", className)}
    />
  );
}
