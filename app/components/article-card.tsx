import { Link } from "react-router";
import type { ArticleTeaser } from "../content/articles.server.ts";
import { formatDate } from "../lib/dates.ts";
import { useShell } from "../lib/i18n.ts";
import { ArticleCover } from "./illustration.tsx";

export function ArticleCard({
  article,
  headingLevel = 3,
  priority = false,
}: {
  article: ArticleTeaser;
  headingLevel?: 2 | 3;
  /** The card is above the fold: its cover loads at once. */
  priority?: boolean;
}) {
  const { lang } = useShell();
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
      <ArticleCover id={article.cover} alt={article.alt} priority={priority} className="border-b border-line" />
      <div className="flex flex-1 flex-col p-6">
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
      </div>
    </article>
  );
}
