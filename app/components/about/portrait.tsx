import { photos } from "../../assets/photos.ts";
import images from "../../content/images.ts";
import { useShell } from "../../lib/i18n.ts";
import { Drawing } from "../ui/drawing.tsx";
import { ResponsiveImage } from "../ui/responsive-image.tsx";

type PortraitProps = {
  sizes: string;
  priority?: boolean;
  pictureClassName?: string;
  /** The class of the illustration shown while there is no portrait photo. */
  illustrationClassName?: string;
};

/** The practitioner's photo (4:5), or a drawing of the practice until `app/assets/photos/portrait.*` exists. */
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
    <Drawing name="practice" sizes={sizes} priority={priority} className={illustrationClassName} />
  );
}
