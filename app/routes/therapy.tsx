import { useLocation } from "react-router";
import path from "../assets/illustrations/path.svg?raw";
import { ContentPage } from "../components/content-page.tsx";
import { InlineIllustration } from "../components/illustration.tsx";
import art from "../content/pages/art.ts";
import cbt from "../content/pages/cbt.ts";
import humanistic from "../content/pages/humanistic.ts";
import hypnosis from "../content/pages/hypnosis.ts";
import nlp from "../content/pages/nlp.ts";
import { copyFor, sharedMeta } from "../lib/page.ts";

const therapies = { cbt, art, nlp, hypnosis, humanistic };

export const meta = sharedMeta(therapies);

export default function TherapyPage() {
  return (
    <ContentPage
      copy={copyFor(therapies, useLocation().pathname)}
      image={<InlineIllustration svg={path} className="mx-auto max-w-60" data-testid="page-illustration" />}
    />
  );
}
