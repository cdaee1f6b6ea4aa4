import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/contactSent.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/contact-sent";

/** Where the contact form lands without JavaScript (the server answers 303 here). */
export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function ContactSentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
