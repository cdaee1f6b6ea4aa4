import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/therapies.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function TherapiesPage() {
  const { lang } = useShell();
  return <ContentPage copy={copy[lang]} />;
}
