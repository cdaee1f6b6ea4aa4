import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/why.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/why";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function WhyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
