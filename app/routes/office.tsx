import { photos } from "../assets/photos.ts";
import { ContentPage } from "../components/sections/content-page.tsx";
import { ResponsiveImage } from "../components/ui/responsive-image.tsx";
import images from "../content/images.ts";
import copy from "../content/pages/office.ts";
import { useShell } from "../lib/i18n.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/office";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function OfficePage({ loaderData }: Route.ComponentProps) {
  const { lang, f } = useShell();
  return (
    <ContentPage
      copy={loaderData.copy}
      imagePlacement="below"
      image={
        <ResponsiveImage
          picture={photos.office}
          alt={f(images[lang].office.alt)}
          sizes="(min-width: 896px) 848px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
          priority
          className="rounded-2xl shadow-sm"
          data-image="office"
        />
      }
    />
  );
}
