import type { MetaDescriptor } from "react-router";
import { ContentPage } from "../components/sections/content-page.tsx";
import { contactFormCopy } from "../content/contact-form.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/contact-sent";

/** Where the contact form lands without JavaScript (the server answers 303 here). */
const copy = { fr: contactFormCopy.fr.sent, en: contactFormCopy.en.sent };

export const loader = copyLoader(copy);

// A confirmation is not a page to find through a search engine.
export const meta = (args: Route.MetaArgs): MetaDescriptor[] => [
  ...loaderMeta(args),
  { name: "robots", content: "noindex" },
];

export default function ContactSentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
