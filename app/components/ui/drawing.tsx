import type { DrawingName } from "../../assets/drawing-names.ts";
import { drawings } from "../../assets/drawings.ts";
import { ResponsiveImage, type ResponsiveImageProps } from "./responsive-image.tsx";

/**
 * A decorative drawing in the theme's colours (app/assets/drawing-names.ts), shown as an image: out of the
 * page's HTML, hidden from assistive technology. It loads with the page, at low priority: at the top of a
 * page the text around it is what the visitor reads first (and Lighthouse's model counts a drawing at high
 * priority in the LCP); below the fold, as the covers' drawings do (`ArticleCover`), rather than lazily: an
 * SVG image is parsed on the main thread, which should not land while the visitor scrolls and taps.
 */
export function Drawing({
  name,
  sizes = `${drawings[name].width}px`,
  ...props
}: { name: DrawingName; sizes?: string } & Omit<
  ResponsiveImageProps,
  "picture" | "alt" | "sizes" | "priority" | "withPage"
>) {
  return (
    <ResponsiveImage
      data-testid="page-illustration"
      {...props}
      picture={drawings[name]}
      alt=""
      aria-hidden="true"
      sizes={sizes}
      withPage
    />
  );
}
