import practice from "../assets/illustrations/practice.svg?raw";
import { photos } from "../assets/photos.ts";
import { ContentPage } from "../components/content-page.tsx";
import { Credentials } from "../components/credentials.tsx";
import { InlineIllustration } from "../components/illustration.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import images from "../content/images.ts";
import copy from "../content/pages/about.ts";
import { useShell } from "../lib/i18n.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/about";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { lang, f } = useShell();
  return (
    <ContentPage
      copy={loaderData.copy}
      childrenAfter="training"
      image={
        photos.portrait ? (
          <ResponsiveImage
            picture={photos.portrait}
            alt={f(images[lang].portrait.alt)}
            sizes="(min-width: 768px) 240px, 240px"
            priority
            className="aspect-[4/5] rounded-2xl object-cover shadow-sm"
            data-image="portrait"
          />
        ) : (
          <InlineIllustration svg={practice} data-testid="page-illustration" />
        )
      }
    >
      <Credentials />
    </ContentPage>
  );
}
