import { ContactForm } from "../components/contact-form.tsx";
import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/contact.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function ContactPage() {
  const { lang } = useShell();
  return (
    // The form comes right after the contact details: it is what most visitors came for.
    <ContentPage copy={copy[lang]} childrenAfter="details">
      <ContactForm variant="full" />
    </ContentPage>
  );
}
