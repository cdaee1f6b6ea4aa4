import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/legal.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/legal";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
