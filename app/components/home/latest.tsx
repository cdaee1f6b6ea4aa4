import type { ArticleTeaser } from "../../content/articles.server.ts";
import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { ArticleCard } from "../blog/article-card.tsx";
import { PageLink } from "../ui/links.tsx";

/** The latest articles and a link to all of them. */
export function Latest({ copy, articles }: { copy: HomeCopy["latest"]; articles: ArticleTeaser[] }) {
  const { f } = useShell();
  return (
    <section id="latest" data-section="latest" className="mt-20">
      <h2 className="text-3xl sm:text-4xl">{f(copy.title)}</h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
      <PageLink page="blog" className="mt-6 inline-block font-medium text-primary underline underline-offset-4">
        {f(copy.all)}
      </PageLink>
    </section>
  );
}
