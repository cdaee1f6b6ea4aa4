import { coverIllustration } from "../assets/cover-illustrations.ts";
import { ContactForm } from "../components/contact/contact-form.tsx";
import { ContentPage } from "../components/sections/content-page.tsx";
import { ArticleCover } from "../components/ui/article-cover.tsx";
import { formPageLoader } from "../contact/words.ts";
import copy from "../content/pages/pma.ts";
import { loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/pma";

export const loader = formPageLoader(copy);

export const meta = loaderMeta;

export default function PmaPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      copy={loaderData.copy}
      // Decorative: the same drawing as the PMA article's cover, for a page that is mostly text.
      image={
        <ArticleCover
          cover={coverIllustration("pma")}
          alt=""
          sizes="(min-width: 768px) 20rem, 100vw"
          priority
          className="rounded-2xl shadow-sm"
          data-testid="page-illustration"
        />
      }
    >
      <ContactForm variant="short" words={loaderData.form} />
    </ContentPage>
  );
}
