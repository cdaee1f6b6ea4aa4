import { ContentPage } from "../components/sections/content-page.tsx";
import adolescent from "../content/pages/adolescent.ts";
import adult from "../content/pages/adult.ts";
import child from "../content/pages/child.ts";
import { loaderMeta, sharedLoader } from "../lib/page.ts";
import type { Route } from "./+types/audience";

const audiences = { adult, adolescent, child };

export const loader = sharedLoader(audiences);

export const meta = loaderMeta;

export default function AudiencePage({ loaderData }: Route.ComponentProps) {
  return <ContentPage copy={loaderData.copy} />;
}
