import { ContentPage } from "../components/content-page.tsx";
import copy from "../content/pages/video.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/video";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function VideoPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
