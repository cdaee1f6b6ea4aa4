import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/forWhom.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/for-whom";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function ForWhomPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
