import { ContactForm } from "../components/contact/contact-form.tsx";
import { ContentPage } from "../components/sections/content-page.tsx";
import { formPageLoader } from "../contact/words.ts";
import copy from "../content/pages/contact.ts";
import { loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/contact";

export const loader = formPageLoader(copy);

export const meta = loaderMeta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    // The form comes right after the contact details: it is what most visitors came for.
    <ContentPage copy={loaderData.copy} childrenAfter="details">
      <ContactForm variant="full" words={loaderData.form} />
    </ContentPage>
  );
}
