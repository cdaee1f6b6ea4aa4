import { X } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { consentCopy } from "../../content/consent.ts";
import { fill } from "../../content/fill.ts";
import { applyAnalyticsConsent } from "../../lib/analytics.ts";
import { consentStore, onOpenCookiePreferences, openCookiePreferences } from "../../lib/consent.ts";
import { langOfPath } from "../../site/lang.ts";
import { pathOf } from "../../site/pages.ts";
import { Button } from "../ui/button.tsx";

/**
 * Keeps `--cookie-banner-h` equal to the banner's height (none while it is
 * hidden). Inline, right after the banner: a ResizeObserver reports before
 * the first paint, so the room is right before any script has loaded. It is
 * set in the next task, not in the first frame: a change on <html> restyles
 * the whole document (5 to 12 ms of style here), which would lengthen the first
 * rendering task, the one Lighthouse charges as blocking time. Until then the
 * stylesheet's estimate keeps the room (app/app.css).
 */
export const bannerRoomScript =
  "(function(){var b=document.currentScript.previousElementSibling,s=document.documentElement.style;" +
  "if(window.ResizeObserver)new ResizeObserver(function(){var h=b.offsetHeight;setTimeout(function(){" +
  'if(h)s.setProperty("--cookie-banner-h",h+"px");else s.removeProperty("--cookie-banner-h")})}).observe(b)})()';

/**
 * The id of the script that follows the banner: the document's head holds
 * the first paint until the parser has reached it, the banner whole
 * (app/root.tsx). Chromium lifts that hold once the element is inserted, not
 * once it is closed, hence the element after the banner rather than the
 * banner itself.
 */
export const bannerRoomScriptId = "cookie-banner-room";

/**
 * The cookie banner (SPEC.md §4): a compact labelled region fixed at the
 * bottom of the viewport, above the phone bottom bar, and first in the focus
 * order (the shell renders it before everything else).
 *
 * It is in the pre-rendered HTML. Before the first paint, the head script
 * (consent-defaults.tsx) marks <html data-consent> when a valid choice is
 * stored, and the stylesheet hides the banner then: a returning visitor never
 * sees it, a new one sees it in the first paint. Hydration renders exactly
 * that HTML; then the banner goes live (`data-live`): React decides.
 *
 * While it shows, the page keeps room for it (`--cookie-banner-h`, used by
 * the stylesheet's scroll padding), so it never covers the focused element.
 * The script that follows it in the HTML measures it from the first paint
 * on, without waiting for hydration; it stays mounted (hidden when closed)
 * so that this one measurement lasts the whole visit.
 * Focus moves into it only when the visitor reopens it from the footer; after
 * a choice it goes back to that button, or to the page's main content.
 */
export function CookieBanner() {
  const lang = langOfPath(useLocation().pathname);
  const t = consentCopy[lang];
  const titleId = useId();
  const analyticsName = useId();
  const [live, setLive] = useState(false);
  const [open, setOpen] = useState(true);
  const [view, setView] = useState<"summary" | "details">("summary");
  const [analytics, setAnalytics] = useState(false);
  /** Increments when the visitor asks for the preferences: the heading then takes focus. */
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const regionRef = useRef<HTMLElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setLive(true);
    const stored = consentStore.read();
    if (stored) {
      applyAnalyticsConsent(stored.analytics);
      setOpen(false);
    }
    return onOpenCookiePreferences(() => {
      const active = document.activeElement;
      returnFocusRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      setAnalytics(consentStore.read()?.analytics ?? false);
      setView("details");
      setOpen(true);
      setFocusRequest((n) => n + 1);
    });
  }, []);

  useEffect(() => {
    if (focusRequest > 0) headingRef.current?.focus();
  }, [focusRequest]);

  /** Closes the banner; focus, if it was inside, goes back to the opener, or else to the main content. */
  const hide = () => {
    const hadFocus = regionRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    if (opener?.isConnected) opener.focus();
    else if (hadFocus) document.getElementById("main")?.focus();
  };

  const choose = (granted: boolean) => {
    consentStore.write(granted);
    applyAnalyticsConsent(granted);
    hide();
  };

  const showDetails = () => {
    setAnalytics(consentStore.read()?.analytics ?? false);
    setView("details");
    // The button that was pressed is gone: the heading takes focus, as when reopened from the footer.
    setFocusRequest((n) => n + 1);
  };

  /** Escape closes like the X: nothing is stored. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      hide();
    }
  };

  return (
    <>
      <section
        ref={regionRef}
        aria-labelledby={titleId}
        data-cookie-banner=""
        data-live={live ? "" : undefined}
        hidden={!open}
        onKeyDown={onKeyDown}
        className="pointer-events-none fixed inset-x-0 bottom-16 z-40 lg:bottom-0"
      >
        <div className="pointer-events-auto max-h-[45dvh] scroll-py-3 overflow-y-auto border-t border-line bg-surface px-4 py-2 sm:py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)] sm:px-6">
          <div className="mx-auto flex max-w-6xl items-start justify-between gap-3">
            <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pt-0.5 text-base font-semibold sm:text-lg">
              {t.title}
            </h2>
            <button
              type="button"
              onClick={hide}
              aria-label={t.close}
              title={t.close}
              className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>

          {view === "summary" ? (
            <div className="mx-auto mt-1 max-w-6xl lg:flex lg:items-end lg:gap-6">
              <p className="text-sm leading-snug text-pretty lg:flex-1">
                {fill(t.intro, lang)}{" "}
                <Link to={pathOf("privacy", lang)} className="text-primary underline underline-offset-4">
                  {t.privacyLink}
                </Link>
              </p>
              {/* One look for the three: refusing is exactly as easy as accepting (CNIL). */}
              <div className="mt-2 grid grid-cols-3 gap-2 lg:mt-0 lg:w-[30rem] lg:shrink-0">
                <Button size="dense" onClick={() => choose(true)}>
                  {t.acceptAll}
                </Button>
                <Button size="dense" onClick={() => choose(false)}>
                  {t.necessaryOnly}
                </Button>
                <Button size="dense" onClick={showDetails}>
                  {t.manage}
                </Button>
              </div>
            </div>
          ) : (
            <form
              className="mx-auto mt-1 max-w-6xl"
              onSubmit={(event) => {
                event.preventDefault();
                choose(analytics);
              }}
            >
              <p className="text-sm text-pretty sm:text-base">{t.preferencesIntro}</p>
              <div className="mt-4 space-y-3">
                <div className="rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
                  <p>
                    <span className="font-semibold">{t.necessary.name}</span>
                    {t.separator}
                    {t.necessary.description}
                  </p>
                  <p className="mt-1 text-sm font-medium text-ink-muted">{t.necessary.status}</p>
                </div>
                <fieldset className="m-0 min-w-0 rounded-xl border border-line p-3 sm:p-4">
                  <legend className="float-left w-full">
                    <span className="font-semibold">{t.analytics.name}</span>
                    {t.separator}
                    {t.analytics.description}
                  </legend>
                  <div className="clear-both flex flex-wrap gap-x-6 gap-y-1 pt-2">
                    {([false, true] as const).map((value) => (
                      <label key={String(value)} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                        <input
                          type="radio"
                          name={analyticsName}
                          value={value ? "yes" : "no"}
                          checked={analytics === value}
                          onChange={() => setAnalytics(value)}
                          className="size-5 accent-primary"
                        />
                        {value ? t.analytics.yes : t.analytics.no}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </div>
              <Button type="submit" className="mt-4 w-full sm:w-auto">
                {t.save}
              </Button>
            </form>
          )}
        </div>
      </section>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script, hashed for the CSP. */}
      <script id={bannerRoomScriptId} dangerouslySetInnerHTML={{ __html: bannerRoomScript }} />
    </>
  );
}

/** The footer's « Gérer les cookies »: reopens the banner on its preferences. */
export function CookiePreferencesButton({ children, onClick, type = "button", ...props }: ComponentProps<"button">) {
  const lang = langOfPath(useLocation().pathname);
  return (
    <button
      type={type}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) openCookiePreferences();
      }}
    >
      {children ?? consentCopy[lang].footerButton}
    </button>
  );
}
