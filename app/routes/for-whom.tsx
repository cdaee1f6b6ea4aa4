import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/forWhom.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta } from "../lib/page.ts";

export const meta = copyMeta(copy);

export default function ForWhomPage() {
  const { lang } = useShell();
  return <ContentPage copy={copy[lang]} />;
}
