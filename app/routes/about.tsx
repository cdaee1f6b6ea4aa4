import { Credentials } from "../components/about/credentials.tsx";
import { Portrait } from "../components/about/portrait.tsx";
import { ContentPage } from "../components/sections/content-page.tsx";
import copy from "../content/pages/about.ts";
import { copyLoader, loaderMeta } from "../lib/page.ts";
import type { Route } from "./+types/about";

export const loader = copyLoader(copy);

export const meta = loaderMeta;

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  return (
    <ContentPage
      copy={loaderData.copy}
      childrenAfter="training"
      image={<Portrait sizes="(min-width: 768px) 240px, 240px" priority />}
    >
      <Credentials />
    </ContentPage>
  );
}
