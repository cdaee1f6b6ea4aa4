import { type ComponentProps, useEffect, useId } from "react";
import { Link, useLocation } from "react-router";
import { consentCopy } from "../../content/consent.ts";
import { fill } from "../../content/fill.ts";
import { applyAnalyticsConsent } from "../../lib/analytics.ts";
import { CONSENT_KEY, consentChoice, consentRecord, onConsentChoice } from "../../lib/consent.ts";
import { langOfPath } from "../../site/lang.ts";
import { pathOf } from "../../site/pages.ts";
import { Button } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { pageScript, pageScriptId } from "./page-script.ts";

/** The page script (page-script.ts), built at build time only: the browser keeps the one its page brought. */
export const pageScriptSource = import.meta.env.SSR
  ? (await import("../../lib/inline-script.ts")).inlineScript(pageScript, CONSENT_KEY, consentRecord)
  : "";

/**
 * The cookie banner (SPEC.md §4): a compact labelled region fixed at the
 * bottom of the viewport, above the phone bottom bar, and first in the focus
 * order (the shell renders it before everything else).
 *
 * It is in the pre-rendered HTML, and the page script that follows it answers
 * every action on it, before any module has loaded and after (page-script.ts):
 * the choices, the preferences view, the ✕, Escape, the footer's button that
 * reopens it, the focus after a choice, the room the page keeps for it. Before
 * the first paint, the head script (stored-consent.tsx) marks
 * <html data-consent> when a valid choice is stored, and the stylesheet hides
 * the banner then: a returning visitor never sees it, a new one sees it in the
 * first paint. React renders this markup and never changes what the script
 * keeps (which view shows, whether the banner does): it only applies the
 * visit's choice to analytics, at hydration and at each new choice. The
 * radios are named once per page: there is one banner.
 */
export function CookieBanner() {
  const lang = langOfPath(useLocation().pathname);
  const t = consentCopy[lang];
  const titleId = useId();

  useEffect(() => {
    const granted = consentChoice();
    if (granted !== null) applyAnalyticsConsent(granted);
    return onConsentChoice(applyAnalyticsConsent);
  }, []);

  return (
    <>
      {/* The page script sets `hidden` and `data-reopened`, before hydration too; React leaves them to it. */}
      <section
        aria-labelledby={titleId}
        data-cookie-banner=""
        suppressHydrationWarning
        // Right on the phone bottom bar (h-14), no strip of page between them.
        className="pointer-events-none fixed inset-x-0 bottom-14 z-40 lg:bottom-0"
      >
        <div className="pointer-events-auto max-h-[45dvh] scroll-py-3 overflow-y-auto border-t border-line bg-surface px-4 py-2 sm:py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:px-6">
          <div className="mx-auto flex max-w-6xl items-start justify-between gap-3">
            <h2 id={titleId} tabIndex={-1} className="text-base/5 font-semibold sm:text-lg">
              {t.title}
            </h2>
            {/* Its 44 px target overlaps the padding rather than heighten the title's line. */}
            <button
              type="button"
              data-action="close"
              aria-label={t.close}
              title={t.close}
              className="-my-3 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
            >
              <Icon name="x" className="size-5" />
            </button>
          </div>

          {/*
            A quarter of a phone's height at most, so that the home page's booking button stays in
            sight: one short sentence, then its two links (the privacy page, the preferences view),
            then accepting and refusing side by side, one size and one look (CNIL).
          */}
          <div
            data-view="summary"
            suppressHydrationWarning
            className="mx-auto mt-0.5 max-w-6xl lg:flex lg:items-center lg:gap-6"
          >
            {/*
              Whole-pixel lines (20 px, not 1.375 × 14 px): the banner is fixed to the bottom, so a fractional
              line height put every other line's glyphs on a half pixel, which Chromium rounds up or down from
              one frame to the next (a line that moved by a pixel in about 1 screenshot in 25).
            */}
            <p className="text-sm/5 text-pretty lg:flex-1">
              {`${fill(t.intro, lang)} `}
              <Link
                discover="none"
                to={pathOf("privacy", lang)}
                className="whitespace-nowrap text-primary underline underline-offset-4"
              >
                {t.privacyLink}
              </Link>
              <span aria-hidden="true" className="px-1.5 text-ink-muted">
                ·
              </span>
              <button
                type="button"
                data-action="manage"
                className="inline-block whitespace-nowrap text-primary underline underline-offset-4"
              >
                {t.manage}
              </button>
            </p>
            {/* Each label on one line: two columns on a phone, one below 21rem (a 320 px screen). */}
            <div className="mt-1.5 grid grid-cols-[repeat(auto-fit,minmax(min(100%,10.5rem),1fr))] gap-2 sm:grid-cols-2 lg:mt-0 lg:w-max lg:shrink-0">
              <Button size="dense" data-action="accept" className="whitespace-nowrap lg:px-5">
                {t.acceptAll}
              </Button>
              <Button size="dense" data-action="refuse" className="whitespace-nowrap lg:px-5">
                {t.necessaryOnly}
              </Button>
            </div>
          </div>

          <form data-view="preferences" hidden suppressHydrationWarning className="mx-auto mt-1 max-w-6xl">
            <p className="text-sm text-pretty sm:text-base">{fill(t.preferencesIntro, lang)}</p>
            <div className="mt-4 space-y-3">
              <div className="rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
                <p>
                  <span className="font-semibold">{t.necessary.name}</span>
                  {`${t.separator}${t.necessary.description}`}
                </p>
                <p className="mt-1 text-sm font-medium text-ink-muted">{t.necessary.status}</p>
              </div>
              <fieldset className="m-0 min-w-0 rounded-xl border border-line p-3 sm:p-4">
                <legend className="float-left w-full">
                  <span className="font-semibold">{t.analytics.name}</span>
                  {`${t.separator}${t.analytics.description}`}
                </legend>
                <div className="clear-both flex flex-wrap gap-x-6 gap-y-1 pt-2">
                  {([false, true] as const).map((value) => (
                    <label key={String(value)} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                      <input
                        type="radio"
                        name="cookie-analytics"
                        value={value ? "yes" : "no"}
                        defaultChecked={!value}
                        className="size-5 accent-primary"
                      />
                      {value ? t.analytics.yes : t.analytics.no}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
            <Button type="submit" data-action="save" className="mt-4 w-full sm:w-auto">
              {t.save}
            </Button>
          </form>
        </div>
      </section>
      <script
        id={pageScriptId}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own script, hashed for the CSP.
        dangerouslySetInnerHTML={{ __html: pageScriptSource }}
      />
    </>
  );
}

/** The footer's « Gérer les cookies »: the page script reopens the banner on its preferences. */
export function CookiePreferencesButton({ children, type = "button", ...props }: ComponentProps<"button">) {
  const lang = langOfPath(useLocation().pathname);
  return (
    <button type={type} data-cookie-preferences="" {...props}>
      {children ?? consentCopy[lang].footerButton}
    </button>
  );
}
