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
  drawingWithPage = false,
  className,
  ...props
}: Omit<ResponsiveImageProps, "picture" | "pictureClassName" | "withPage"> & {
  /** The article's cover, as its loader resolved it (app/content/articles.server.ts). */
  cover: Cover;
  /**
   * Below the fold, but loaded with the page when it is an illustration: the browser parses each SVG
   * image as a document of its own on the main thread (40–80 ms on a slow phone), which, loaded lazily,
   * lands while the visitor scrolls and taps (decision 002). A photo stays lazy: it decodes off the main thread.
   */
  drawingWithPage?: boolean;
}) {
  return (
    <ResponsiveImage
      // What the sharing image of an article looks for (scripts/head-files/built-pages.ts).
      data-cover={cover.kind}
      {...props}
      withPage={drawingWithPage && cover.kind === "illustration"}
      picture={cover}
      pictureClassName="contents"
      className={cn("aspect-[8/5] bg-surface-muted object-cover", className)}
    />
  );
}
