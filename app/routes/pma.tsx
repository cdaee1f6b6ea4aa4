import { ContactForm } from "../components/contact-form.tsx";
import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/pma.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function PmaPage() {
  const { lang } = useShell();
  return (
    <ContentPage copy={copy[lang]}>
      <ContactForm variant="short" />
    </ContentPage>
  );
}
