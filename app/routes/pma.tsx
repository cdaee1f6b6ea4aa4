import { ContactForm } from "../components/contact-form.tsx";
import { ContentPage } from "../components/content-page.tsx";
import { ArticleCover } from "../components/illustration.tsx";
import copy from "../content/pages/pma.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function PmaPage() {
  const { lang } = useShell();
  return (
    <ContentPage
      copy={copy[lang]}
      // Decorative: the same drawing as the PMA article's cover, for a page that is mostly text.
      image={
        <ArticleCover id="pma" alt="" priority className="rounded-2xl shadow-sm" data-testid="page-illustration" />
      }
    >
      <ContactForm variant="short" />
    </ContentPage>
  );
}
