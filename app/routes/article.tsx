import { data } from "react-router";
import { ArticleCover } from "../components/ui/article-cover.tsx";
import { buttonVariants } from "../components/ui/button.tsx";
import { Icon } from "../components/ui/icon.tsx";
import { ExternalLink, PageLink } from "../components/ui/links.tsx";
import { getArticle } from "../content/articles.server.ts";
import { formatDate } from "../content/fill.ts";
import { useShell } from "../lib/i18n.ts";
import { pageMeta } from "../lib/meta.ts";
import { pagePathOf } from "../lib/page.ts";
import { site } from "../site/config.ts";
import { resolvePath } from "../site/pages.ts";
import type { Route } from "./+types/article";

export function loader({ request }: Route.LoaderArgs) {
  const resolved = resolvePath(pagePathOf(request));
  if (resolved?.kind !== "article") throw data("Not found", { status: 404 });
  return { article: getArticle(resolved.id, resolved.lang) };
}

export const meta = ({ location, loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(location.pathname, {
        title: `${loaderData.article.metaTitle} | ${site.practitioner}`,
        description: loaderData.article.metaDescription,
        heading: loaderData.article.title,
        article: {
          headline: loaderData.article.title,
          published: loaderData.article.date,
          modified: loaderData.article.updated,
        },
      })
    : [];

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  const { lang, t, f } = useShell();
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageLink page="blog" className="inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline">
        <Icon name="arrow-left" className="size-4" />
        {t.article.backToList}
      </PageLink>
      <p className="mt-8 text-sm font-semibold uppercase tracking-wider text-accent">{article.category}</p>
      <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{article.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-ink-muted">
        <span>
          {`${t.article.published} `}
          <time dateTime={article.date}>{formatDate(article.date, lang)}</time>
        </span>
        {article.updated && (
          <span>
            {`${t.article.updated} `}
            <time dateTime={article.updated}>{formatDate(article.updated, lang)}</time>
          </span>
        )}
        <span>{f(t.article.readingTime, { minutes: article.readingMinutes })}</span>
      </p>
      <ArticleCover
        cover={article.cover}
        alt={article.alt}
        sizes="(min-width: 768px) 720px, (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)"
        priority
        className="mt-8 rounded-2xl border border-line"
        data-testid="article-cover"
      />
      <p className="mt-8 text-xl text-ink-muted">{article.summary}</p>
      <div
        className="prose-article mt-10"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, rendered at build time
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      <div className="mt-12 flex flex-wrap gap-3 border-t border-line pt-8">
        <ExternalLink target="booking" className={buttonVariants()}>
          {t.header.book}
        </ExternalLink>
        <PageLink page="blog" className={buttonVariants({ variant: "secondary" })}>
          {t.article.backToList}
        </PageLink>
      </div>
    </article>
  );
}
