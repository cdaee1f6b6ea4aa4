import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/therapies.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/therapies";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function TherapiesPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
