import { ContactForm } from "../components/contact-form.tsx";
import { ContentPage } from "../components/sections/content-page.tsx";
import copy from "../content/pages/contact.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/contact";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  return (
    // The form comes right after the contact details: it is what most visitors came for.
    <ContentPage copy={loaderData.copy} childrenAfter="details">
      <ContactForm variant="full" />
    </ContentPage>
  );
}
