import { ContentPage } from "../components/sections/content-page.tsx";
import { Drawing } from "../components/ui/drawing.tsx";
import art from "../content/pages/art.ts";
import cbt from "../content/pages/cbt.ts";
import humanistic from "../content/pages/humanistic.ts";
import hypnosis from "../content/pages/hypnosis.ts";
import nlp from "../content/pages/nlp.ts";
import { loaderMeta, sharedLoader } from "../lib/page.ts";
import type { Route } from "./+types/therapy";

const therapies = { cbt, art, nlp, hypnosis, humanistic };

export const loader = sharedLoader(therapies);

export const meta = loaderMeta;

export default function TherapyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage copy={loaderData.copy} image={<Drawing name="path" pictureClassName="mx-auto block max-w-60" />} />
  );
}
