import { photos } from "../../assets/photos.ts";
import { portraitDrawing } from "../../assets/portrait-drawing.ts";
import images from "../../content/images.ts";
import { useShell } from "../../lib/i18n.ts";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

type PortraitProps = {
  sizes: string;
  priority?: boolean;
  pictureClassName?: string;
  /** The class of the illustration shown while there is no portrait photo. */
  illustrationClassName?: string;
};

/**
 * The practitioner's photo (4:5), or a drawing of the practice until `app/assets/photos/portrait.*` exists.
 * The drawing is an image too, not inline SVG: on the home page it is far below the fold, out of the first
 * round trip (decision 006). Below the fold it loads with the page rather than lazily, as the covers' drawings
 * do (`ArticleCover`): an SVG image is parsed on the main thread, which should not land while the visitor taps.
 */
export function Portrait({ sizes, priority, pictureClassName, illustrationClassName }: PortraitProps) {
  const { lang, f } = useShell();
  return photos.portrait ? (
    <ResponsiveImage
      picture={photos.portrait}
      alt={f(images[lang].portrait.alt)}
      sizes={sizes}
      priority={priority}
      className="aspect-[4/5] rounded-2xl object-cover shadow-sm"
      pictureClassName={pictureClassName}
      data-image="portrait"
    />
  ) : (
    <ResponsiveImage
      picture={portraitDrawing}
      alt=""
      aria-hidden="true"
      sizes={sizes}
      priority={priority}
      withPage
      className={illustrationClassName}
      data-testid="page-illustration"
    />
  );
}
