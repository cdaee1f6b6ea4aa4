import { ArticleCard } from "../components/article-card.tsx";
import { ContentPage } from "../components/content-page.tsx";
import { listArticles } from "../content/articles.server.ts";
import copy from "../content/pages/blog.ts";
import { useShell } from "../lib/i18n.ts";
import { copyMeta, pagePathOf } from "../lib/page.ts";
import { langOfPath } from "../site/lang.ts";
import type { Route } from "./+types/blog";

export const meta = copyMeta(copy);

export function loader({ request }: Route.LoaderArgs) {
  return { articles: listArticles(langOfPath(pagePathOf(request))) };
}

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { lang } = useShell();
  return (
    <ContentPage copy={copy[lang]}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {loaderData.articles.map((article, index) => (
          <li key={article.id} className="flex">
            {/* The first row is in view on arrival: its covers load at once. */}
            <ArticleCard article={article} headingLevel={2} priority={index < 2} />
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
