import type { ComponentProps, MouseEventHandler } from "react";
import { Link, useLocation } from "react-router";
import type { Action } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import type { ExternalTarget } from "../../site/external.ts";
import { externalHref } from "../../site/external.ts";
import { withoutTrailingSlash } from "../../site/http.ts";
import { type PageId, pathOf } from "../../site/pages.ts";

type PageLinkProps = { page: PageId; anchor?: string } & Omit<ComponentProps<typeof Link>, "to">;

/** Whether the page shown is `page` in the current language. */
export function useIsCurrent(): (page: PageId) => boolean {
  const { lang } = useShell();
  // Not NavLink's own match: pre-rendering renders each page at its path with a trailing slash
  // ("/qui-suis-je/"), which it does not take for the link's "/qui-suis-je".
  const shown = withoutTrailingSlash(useLocation().pathname);
  return (page) => pathOf(page, lang) === shown;
}

/**
 * A link to a page of the site, in the current language; marked aria-current on that page.
 * Once hydrated, it fetches the page's modules and data on intent (hover, focus, touch start).
 */
export function PageLink({ page, anchor, ...props }: PageLinkProps) {
  const { lang } = useShell();
  const isCurrent = useIsCurrent();
  return (
    <Link
      discover="none"
      prefetch="intent"
      to={`${pathOf(page, lang)}${anchor ? `#${anchor}` : ""}`}
      aria-current={isCurrent(page) ? "page" : undefined}
      {...props}
    />
  );
}

type ExternalLinkProps = { target: ExternalTarget } & Omit<ComponentProps<"a">, "href" | "target">;

/** A link out of the site (booking, phone, maps…); new tabs are announced to screen readers. */
export function ExternalLink({ target, children, ...props }: ExternalLinkProps) {
  const { t } = useShell();
  const { href, newTab } = externalHref(target);
  return (
    <a href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
      {newTab && <span className="sr-only">{` ${t.newTab}`}</span>}
    </a>
  );
}

type PageLinksProps = {
  pages: readonly PageId[];
  linkClassName: string;
  onLinkClick?: MouseEventHandler<HTMLAnchorElement>;
} & ComponentProps<"ul">;

/** A list of page links, each named by its page name in the current language; `children` end the list. */
export function PageLinks({ pages, linkClassName, onLinkClick, children, ...props }: PageLinksProps) {
  const { t } = useShell();
  return (
    <ul {...props}>
      {pages.map((page) => (
        <li key={page}>
          <PageLink page={page} className={linkClassName} onClick={onLinkClick}>
            {t.pageNames[page]}
          </PageLink>
        </li>
      ))}
      {children}
    </ul>
  );
}

/** A page link or an outbound link, as the copy's `Action` says, with its label filled. */
export function ActionLink({ action, className }: { action: Action; className: string }) {
  const { f } = useShell();
  return "page" in action ? (
    <PageLink page={action.page} anchor={action.anchor} className={className}>
      {f(action.label)}
    </PageLink>
  ) : (
    <ExternalLink target={action.external} className={className}>
      {f(action.label)}
    </ExternalLink>
  );
}
