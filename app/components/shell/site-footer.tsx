import type { ReactNode } from "react";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { socialProfiles } from "../../site/external.ts";
import { navigation } from "../../site/navigation.ts";
import type { PageId } from "../../site/pages.ts";
import { ContactDetails } from "../sections/contact-details.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink, PageLinks } from "../ui/links.tsx";
import { CookiePreferencesButton } from "./cookie-banner.tsx";

const socialIcons = { professional: "briefcase", photo: "camera" } as const;

const linkClass = "text-ink-muted underline-offset-4 hover:text-ink hover:underline";

const pageList = "mt-3 space-y-2 text-sm";
const columnTitle = "font-sans text-sm font-semibold uppercase tracking-wider text-ink";

function PageColumn({ title, pages, children }: { title: string; pages: readonly PageId[]; children?: ReactNode }) {
  return (
    <nav aria-label={title}>
      <h2 className={columnTitle}>{title}</h2>
      <PageLinks pages={pages} className={pageList} linkClassName={linkClass}>
        {children}
      </PageLinks>
    </nav>
  );
}

/**
 * A long column of links: folded on phones (a native <details>, which works
 * before any script), always open from lg up, where the summary is only a
 * heading (::details-content shown whatever the open state).
 */
function FoldedPageColumn({ title, pages }: { title: string; pages: readonly PageId[] }) {
  return (
    <nav aria-label={title} className="border-t border-line py-1 last:border-b lg:border-0 lg:py-0 lg:last:border-b-0">
      <details className="group lg:details-content:[content-visibility:visible]">
        <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between lg:pointer-events-none lg:min-h-0 [&::-webkit-details-marker]:hidden">
          <h2 className={columnTitle}>{title}</h2>
          <Icon
            name="chevron-down"
            className="size-5 text-primary transition-transform group-open:rotate-180 lg:hidden"
          />
        </summary>
        <div className="pb-3 lg:pb-0">
          <PageLinks pages={pages} className={pageList} linkClassName={linkClass} />
        </div>
      </details>
    </nav>
  );
}

/** The head holds the first paint until the parser reaches the footer (app/root.tsx). */
export const footerId = "site-footer";

export function SiteFooter() {
  const { lang, t } = useShell();
  return (
    /*
     * Below the first screen on nearly every page: laid out and painted only once near the window
     * (content-visibility), so the first rendering task, the one Lighthouse charges as blocking
     * time, skips it. Until then it takes its usual height (phone, tablet, desktop); once drawn,
     * the browser keeps its real one. Only in the system faces: with the brand faces, a footer
     * drawn later than the rest could get other faces (`font-display: optional`) and another
     * height, and Back to the end of a page would come back short. Its content keeps 1rem or
     * more from its edges, where the containment clips, so focus rings stay whole.
     */
    <footer
      id={footerId}
      className="border-t border-line bg-surface-muted pb-20 [contain-intrinsic-size:auto_50.5rem] [html:not([data-fonts])_&]:[content-visibility:auto] md:[contain-intrinsic-size:auto_40.5rem] lg:pb-0 lg:[contain-intrinsic-size:auto_34rem]"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="font-sans text-sm font-semibold uppercase tracking-wider">
            {t.footer.contactTitle}
          </h2>
          <ContactDetails variant="footer" />
          <ExternalLink target="booking" className={`${buttonVariants({ size: "sm" })} mt-5`}>
            {t.footer.book}
          </ExternalLink>
        </section>
        <div className="lg:contents">
          <FoldedPageColumn title={t.footer.navTitle} pages={navigation.footer.navigation} />
          <FoldedPageColumn title={t.footer.servicesTitle} pages={navigation.footer.services} />
        </div>
        <div className="space-y-8">
          {socialProfiles.length > 0 && (
            <section aria-labelledby="footer-follow">
              <h2 id="footer-follow" className="font-sans text-sm font-semibold uppercase tracking-wider">
                {t.footer.followTitle}
              </h2>
              <ul className="mt-3 space-y-2 text-sm">
                {socialProfiles.map(({ kind, name, url }) => (
                  <li key={url}>
                    <a
                      href={url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={`${linkClass} inline-flex items-center gap-2`}
                    >
                      <Icon name={socialIcons[kind]} className="size-4 text-primary" />
                      {name}
                      <span className="sr-only">{` ${t.newTab}`}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <PageColumn title={t.footer.legalTitle} pages={navigation.footer.legal}>
            <li>
              <CookiePreferencesButton className={`${linkClass} text-left`} />
            </li>
          </PageColumn>
        </div>
      </div>
      {/* The page's last line: room on each side for back-to-top (back-to-top.tsx: right-4, size-12), which
          floats over it once the page is scrolled to its end. */}
      <p className="border-t border-line px-20 py-5 text-center text-sm text-ink-muted">
        {`© ${site.practitioner}, ${site.title[lang]}. ${t.footer.rights}`}
      </p>
    </footer>
  );
}
