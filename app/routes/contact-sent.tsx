import type { MetaDescriptor } from "react-router";
import { ContentPage } from "../components/content-page.tsx";
import { contactFormCopy } from "../content/contact-form.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

/** Where the contact form lands without JavaScript (the server answers 303 here). */
const copy = { fr: contactFormCopy.fr.sent, en: contactFormCopy.en.sent };

// A confirmation is not a page to find through a search engine.
export const meta = (args: { location: { pathname: string } }): MetaDescriptor[] => [
  ...copyMeta(copy)(args),
  { name: "robots", content: "noindex" },
];

export default function ContactSentPage() {
  const { lang } = useShell();
  return <ContentPage copy={copy[lang]} />;
}
