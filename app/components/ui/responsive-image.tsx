import type { ComponentProps } from "react";
import type { Picture } from "../../assets/photos.ts";
import { cn } from "../../lib/cn.ts";
import { imageLoading } from "../../lib/first-load.ts";

const sourceTypes = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
] as const;

export type ResponsiveImageProps = Omit<
  ComponentProps<"img">,
  "src" | "srcSet" | "sizes" | "width" | "height" | "alt" | "loading" | "fetchPriority" | "decoding"
> & {
  /** A raster image imported with `&as=picture` (app/assets/photos.ts). */
  picture: Picture;
  /** Required: an empty string only for a purely decorative picture. */
  alt: string;
  /** How wide the image is drawn, for the browser to choose a width (`sizes`). */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  priority?: boolean;
  /** Classes of the <picture> wrapper. */
  pictureClassName?: string;
};

/**
 * A responsive photo: AVIF, then WebP, then the JPEG fallback, each with its
 * srcset, and the intrinsic width and height so the page never shifts.
 */
export function ResponsiveImage({
  picture,
  alt,
  sizes,
  priority = false,
  className,
  pictureClassName,
  ...props
}: ResponsiveImageProps) {
  const fallbackSet = picture.sources.jpeg;
  return (
    <picture className={pictureClassName}>
      {sourceTypes.map(([format, type]) => {
        const srcSet = picture.sources[format];
        return srcSet ? <source key={format} type={type} srcSet={srcSet} sizes={sizes} /> : null;
      })}
      <img
        {...props}
        src={picture.img.src}
        srcSet={fallbackSet}
        sizes={fallbackSet ? sizes : undefined}
        width={picture.img.w}
        height={picture.img.h}
        alt={alt}
        {...imageLoading(priority)}
        className={cn("block h-auto w-full", className)}
      />
    </picture>
  );
}
