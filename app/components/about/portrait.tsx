import practice from "../../assets/illustrations/practice.svg?raw";
import { photos } from "../../assets/photos.ts";
import images from "../../content/images.ts";
import { useShell } from "../../lib/i18n.ts";
import { Drawing } from "../ui/drawing.tsx";
import { InlineIllustration } from "../ui/illustration.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

type PortraitProps = {
  sizes: string;
  priority?: boolean;
  pictureClassName?: string;
  /** The class of the illustration shown while there is no portrait photo. */
  illustrationClassName?: string;
};

/**
 * The practitioner's photo (4:5), or a drawing of the practice until `app/assets/photos/portrait.*` exists:
 * at the top of a page (`priority`) an image, which takes it out of the page's first round trip; below the
 * fold (the home page, which needs two round trips whatever it holds) inline, since one more image loading
 * with the page is a request Lighthouse's model sometimes counts in the LCP (docs/decisions/006).
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
  ) : priority ? (
    <Drawing name="practice" sizes={sizes} className={illustrationClassName} />
  ) : (
    <InlineIllustration svg={practice} className={illustrationClassName} data-testid="page-illustration" />
  );
}
