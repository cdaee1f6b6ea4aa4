import { ArticleCard } from "../components/blog/article-card.tsx";
import { ContentPage } from "../components/sections/content-page.tsx";
import { listArticles } from "../content/articles.server.ts";
import copy from "../content/pages/blog.ts";
import { copyLoader, loaderMeta, pagePathOf } from "../lib/page.ts";
import { langOfPath } from "../site/lang.ts";
import type { Route } from "./+types/blog";

export const meta = loaderMeta;

export function loader({ request }: Route.LoaderArgs) {
  return { ...copyLoader(copy)({ request }), articles: listArticles(langOfPath(pagePathOf(request))) };
}

/**
 * How wide a card's cover is drawn (a photo's `sizes`): the page is 1104 px
 * wide at most (from 1152 px); the first card spans the row, its cover half
 * of it from md; the others share it by two from md, by three from lg.
 */
const coverSizes = {
  featured:
    "(min-width: 1152px) 552px, (min-width: 768px) calc(50vw - 1.5rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
  other:
    "(min-width: 1152px) 352px, (min-width: 1024px) calc(33.3vw - 2rem), (min-width: 768px) calc(50vw - 2.25rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)",
};

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  return (
    // The list first, under the heading: on a phone the newest article's title is on the first screen.
    <ContentPage copy={loaderData.copy} wide childrenFirst>
      {/*
        Three columns as on the home page, the heading and the text aligned with them;
        the newest article leads across the whole row, so no card stands alone.
      */}
      <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {loaderData.articles.map((article, index) => (
          <li key={article.id} className={index === 0 ? "flex md:col-span-2 lg:col-span-3" : "flex"}>
            {/* The first rows are in view on arrival: their covers load at once. */}
            <ArticleCard
              article={article}
              coverSizes={index === 0 ? coverSizes.featured : coverSizes.other}
              headingLevel={2}
              priority={index < 2}
              featured={index === 0}
            />
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
