/**
 * Raster images imported with vite-imagetools' `as=picture` directive (see
 * app/assets/photos.ts): one srcset per format and the fallback's size.
 */
declare module "*&as=picture" {
  const picture: {
    /** srcset per format (`avif`, `webp`, and `jpeg` when the fallback has several widths). */
    sources: Record<string, string>;
    /** The largest fallback image. */
    img: { src: string; w: number; h: number };
  };
  export default picture;
}

/** The photos app/content/data/photos.json names, responsive (photos-plugin.ts). */
declare module "virtual:photos" {
  export const office: import("./picture-set.ts").Picture;
  export const portrait: import("./picture-set.ts").Picture | undefined;
}
