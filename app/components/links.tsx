import type { ComponentProps } from "react";
import { NavLink } from "react-router";
import { useShell } from "../lib/i18n.ts";
import type { ExternalTarget } from "../site/external.ts";
import { externalHref } from "../site/external.ts";
import { type PageId, pathOf } from "../site/pages.ts";

type PageLinkProps = { page: PageId; anchor?: string } & Omit<ComponentProps<typeof NavLink>, "to">;

/**
 * A link to a page of the site, in the current language; marked aria-current on that page.
 * Once hydrated, it fetches the page's modules and data on intent (hover, focus, touch start).
 */
export function PageLink({ page, anchor, ...props }: PageLinkProps) {
  const { lang } = useShell();
  return <NavLink end prefetch="intent" to={`${pathOf(page, lang)}${anchor ? `#${anchor}` : ""}`} {...props} />;
}

type ExternalLinkProps = { target: ExternalTarget } & Omit<ComponentProps<"a">, "href" | "target">;

/** A link out of the site (booking, phone, maps…); new tabs are announced to screen readers. */
export function ExternalLink({ target, children, ...props }: ExternalLinkProps) {
  const { t } = useShell();
  const { href, newTab } = externalHref(target);
  return (
    <a href={href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...props}>
      {children}
      {newTab && <span className="sr-only"> {t.newTab}</span>}
    </a>
  );
}
