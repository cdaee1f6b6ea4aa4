import type { ArticleTeaser } from "../../content/articles.server.ts";
import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { ArticleCard } from "../blog/article-card.tsx";
import { PageLink } from "../ui/links.tsx";

/** A card's cover in the home page's three columns (1104 px wide at most, from md), for a photo's `sizes`. */
const coverSizes =
  "(min-width: 1152px) 352px, (min-width: 768px) calc(33vw - 2rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)";

/**
 * The latest articles and a link to all of them. Their covers, when drawings, load with the page: they
 * are the home page's only images, and parsed as they arrive they would delay a tap on the testimonials
 * above them (decision 002).
 */
export function Latest({ copy, articles }: { copy: HomeCopy["latest"]; articles: ArticleTeaser[] }) {
  const { f } = useShell();
  return (
    <section id="latest" data-section="latest" className="mt-20">
      <h2 className="text-3xl sm:text-4xl">{f(copy.title)}</h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} coverSizes={coverSizes} drawingWithPage />
          </li>
        ))}
      </ul>
      <PageLink page="blog" className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
        {f(copy.all)}
      </PageLink>
    </section>
  );
}
