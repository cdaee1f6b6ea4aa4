import { Link } from "react-router";
import type { ArticleTeaser } from "../content/articles.server.ts";
import { formatDate } from "../lib/dates.ts";
import { useShell } from "../lib/i18n.ts";

export function ArticleCard({ article, headingLevel = 3 }: { article: ArticleTeaser; headingLevel?: 2 | 3 }) {
  const { lang } = useShell();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent">{article.category}</p>
      <Heading className="mt-2 text-xl leading-snug">
        <Link
          to={article.path}
          className="text-ink no-underline after:absolute after:inset-0 hover:text-primary hover:underline"
        >
          {article.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-ink-muted">{article.summary}</p>
      <p className="mt-4 text-sm text-ink-muted">
        <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
      </p>
    </article>
  );
}
