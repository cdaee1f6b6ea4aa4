import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/pricing.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/pricing";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
