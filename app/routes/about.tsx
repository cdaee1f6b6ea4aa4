import { photos } from "../assets/photos.ts";
import { ContentPage } from "../components/content-page.tsx";
import { Credentials } from "../components/credentials.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import images from "../content/images.ts";
import copy from "../content/pages/about.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function AboutPage() {
  const { lang, f } = useShell();
  return (
    <ContentPage
      copy={copy[lang]}
      childrenAfter="training"
      image={
        <ResponsiveImage
          picture={photos.portrait}
          alt={f(images[lang].portrait.alt)}
          sizes="(min-width: 768px) 240px, (min-width: 640px) 192px, 160px"
          priority
          className="rounded-2xl shadow-sm"
          data-image="portrait"
        />
      }
    >
      <Credentials />
    </ContentPage>
  );
}
