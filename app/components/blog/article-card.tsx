import { Link } from "react-router";
import type { ArticleTeaser } from "../../content/articles.server.ts";
import { formatDate } from "../../content/fill.ts";
import { cn } from "../../lib/cn.ts";
import { useShell } from "../../lib/i18n.ts";
import { ArticleCover } from "../ui/article-cover.tsx";

export function ArticleCard({
  article,
  coverSizes,
  headingLevel = 3,
  priority = false,
  drawingWithPage = false,
  featured = false,
}: {
  article: ArticleTeaser;
  /** How wide the cover is drawn in the list's layout (`sizes`, for a photo). */
  coverSizes: string;
  headingLevel?: 2 | 3;
  /** The card is above the fold: its cover loads at once. */
  priority?: boolean;
  /** The cover, when it is an illustration, loads with the page (app/components/ui/article-cover.tsx). */
  drawingWithPage?: boolean;
  /** Spans a whole row: the cover sits beside the text from md up. */
  featured?: boolean;
}) {
  const { lang } = useShell();
  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cn(
        "relative flex w-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm",
        featured && "md:flex-row",
      )}
    >
      <ArticleCover
        cover={article.cover}
        alt={article.alt}
        sizes={coverSizes}
        priority={priority}
        drawingWithPage={drawingWithPage}
        className={cn("border-b border-line", featured && "md:w-1/2 md:shrink-0 md:border-r md:border-b-0")}
      />
      <div className={cn("flex flex-1 flex-col p-6", featured && "md:justify-center md:p-10")}>
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{article.category}</p>
        <Heading className={cn("mt-2 text-xl leading-snug", featured && "md:text-3xl")}>
          <Link
            discover="none"
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
