import { ContentPage } from "../components/sections/content-page.tsx";
import contactSent from "../content/pages/contactSent.ts";
import couple from "../content/pages/couple.ts";
import family from "../content/pages/family.ts";
import forWhom from "../content/pages/forWhom.ts";
import legal from "../content/pages/legal.ts";
import pricing from "../content/pages/pricing.ts";
import privacy from "../content/pages/privacy.ts";
import therapies from "../content/pages/therapies.ts";
import video from "../content/pages/video.ts";
import why from "../content/pages/why.ts";
import { loaderMeta, sharedLoader } from "../lib/page.ts";
import type { Route } from "./+types/content";

/** The pages that are their copy and nothing else: one route module, the copy chosen by path (at build time). */
const pages = { contactSent, couple, family, forWhom, legal, pricing, privacy, therapies, video, why };

export const loader = sharedLoader(pages);

export const meta = loaderMeta;

export default function CopyPage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
