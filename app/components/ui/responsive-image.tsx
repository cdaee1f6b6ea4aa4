import type { ComponentProps } from "react";
import type { PictureSet } from "../../assets/picture-set.ts";
import { cn } from "../../lib/cn.ts";
import { imageLoading } from "../../lib/first-load.ts";

export type ResponsiveImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "loading" | "fetchPriority" | "decoding"
> & {
  /** The image's files and size (app/assets/picture-set.ts: a photo, an article's cover). */
  picture: PictureSet;
  /** Required: an empty string only for a purely decorative picture. */
  alt: string;
  /** How wide the image is drawn, for the browser to choose a width (`sizes`). */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Decorative, or below the fold, but loaded with the page (at low priority) rather than lazily. */
  withPage?: boolean;
  /** Classes of the <picture> wrapper. */
  pictureClassName?: string;
};

/**
 * A responsive image: its <source>s (a photo's AVIF, then WebP, each with its
 * srcset; an illustration's dark version), then the <img>, with the intrinsic
 * width and height so the page never shifts.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  withPage = false,
  className,
  pictureClassName,
  ...props
}: ResponsiveImageProps) {
  return (
    <picture className={pictureClassName}>
      {picture.sources.map((source) => (
        <source key={source.srcSet} {...source} sizes={sizes} />
      ))}
      <img
        {...props}
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        {...imageLoading(priority, withPage)}
        className={cn("block h-auto w-full", className)}
      />
    </picture>
  );
}
