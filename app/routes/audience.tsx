import { useLocation } from "react-router";
import { ContentPage } from "../components/content-page.tsx";
import adolescent from "../content/pages/adolescent.ts";
import adult from "../content/pages/adult.ts";
import child from "../content/pages/child.ts";
import { copyFor, sharedMeta } from "../lib/page.ts";

const audiences = { adult, adolescent, child };

export const meta = sharedMeta(audiences);

export default function AudiencePage() {
  return <ContentPage copy={copyFor(audiences, useLocation().pathname)} />;
}
