import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/couple.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/couple";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function CouplePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
