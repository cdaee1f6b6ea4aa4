/**
 * What vite-imagetools' `as=picture` gives (images.d.ts), and the same as the
 * pages draw it. No side effect: the article loaders import it at build time
 * (cover-photos.ts, cover-illustrations.ts), the tests too.
 */
export type Picture = { sources: Record<string, string>; img: { src: string; w: number; h: number } };

/**
 * An image as a page draws it (app/components/ui/responsive-image.tsx): the
 * <img>'s file and intrinsic size, and the <picture>'s <source>s, the first
 * that matches winning: a photo's AVIF then WebP widths (`type`), an
 * illustration's dark version (`media`).
 */
export type PictureSet = {
  src: string;
  width: number;
  height: number;
  sources: { srcSet: string; type?: string; media?: string }[];
};

const formats = [
  ["avif", "image/avif"],
  ["webp", "image/webp"],
] as const;

/** A photo processed by vite-imagetools as a PictureSet: AVIF, then WebP, the <img> falling back to the widest WebP. */
export const pictureSet = (picture: Picture): PictureSet => ({
  src: picture.img.src,
  width: picture.img.w,
  height: picture.img.h,
  sources: formats.flatMap(([format, type]) => {
    const srcSet = picture.sources[format];
    return srcSet ? [{ type, srcSet }] : [];
  }),
});
