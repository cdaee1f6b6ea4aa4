import { About } from "../components/home/about.tsx";
import { ContactCards } from "../components/home/contact-cards.tsx";
import { Hero } from "../components/home/hero.tsx";
import { Latest } from "../components/home/latest.tsx";
import { Modes } from "../components/home/modes.tsx";
import { Stats } from "../components/home/stats.tsx";
import { Testimonials } from "../components/home/testimonials.tsx";
import { listArticles } from "../content/articles.server.ts";
import copy from "../content/pages/home.ts";
import { copyLoader, loaderMeta, pagePathOf } from "../lib/page.ts";
import { langOfPath } from "../site/lang.ts";
import type { Route } from "./+types/home";

export const meta = loaderMeta;

const LATEST_COUNT = 3;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...copyLoader(copy)({ request }),
    latest: listArticles(langOfPath(pagePathOf(request))).slice(0, LATEST_COUNT),
  };
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const c = loaderData.copy;
  return (
    <>
      <Hero copy={c.hero} />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <ContactCards copy={c.cards} />
        <Modes copy={c.modes} />
        <About copy={c.about} />
        <Testimonials copy={c.testimonials} />
        <Latest copy={c.latest} articles={loaderData.latest} />
        <Stats copy={c.stats} />
      </div>
    </>
  );
}
