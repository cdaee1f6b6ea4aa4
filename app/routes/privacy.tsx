import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/privacy.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/privacy";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
