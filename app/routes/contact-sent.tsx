import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/contactSent.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function ContactSentPage() {
  const { lang } = useShell();
  return <ContentPage copy={copy[lang]} />;
}
