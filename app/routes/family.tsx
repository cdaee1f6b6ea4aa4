import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/family.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/family";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function FamilyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
