import { X } from "lucide-react";
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { consentCopy } from "../content/consent.ts";
import { applyAnalyticsConsent } from "../lib/analytics.ts";
import { cn } from "../lib/cn.ts";
import { consentStore, onOpenCookiePreferences, openCookiePreferences } from "../lib/consent.ts";
import { fill } from "../lib/fill.ts";
import { langOfPath } from "../site/lang.ts";
import { pathOf } from "../site/pages.ts";
import { buttonVariants } from "./button.tsx";

/** The three first choices share one style: refusing is exactly as easy as accepting (CNIL). */
const choiceButton = cn(buttonVariants({ variant: "primary" }), "w-full");

/**
 * The cookie banner (SPEC.md §4): a labelled region fixed at the bottom of the
 * viewport, above the phone bottom bar. It is not a modal and never takes focus
 * on page load; it takes focus only when the visitor reopens it from the
 * footer, and gives focus back to that button when it closes.
 *
 * The site is pre-rendered, and consent only exists in the browser, so the
 * banner renders nothing until it is mounted on the client.
 */
export function CookieBanner() {
  const lang = langOfPath(useLocation().pathname);
  const t = consentCopy[lang];
  const titleId = useId();
  const analyticsName = useId();
  const [mounted, setMounted] = useState(false);
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<"summary" | "details">("summary");
  const [analytics, setAnalytics] = useState(false);
  /** Increments when the visitor asks for the preferences: the heading then takes focus. */
  const [focusRequest, setFocusRequest] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    setMounted(true);
    const stored = consentStore.read();
    if (stored) applyAnalyticsConsent(stored.analytics);
    else setOpen(true);
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

  const hide = () => {
    setOpen(false);
    const opener = returnFocusRef.current;
    returnFocusRef.current = null;
    if (opener?.isConnected) opener.focus();
  };

  const choose = (granted: boolean) => {
    consentStore.write(granted);
    applyAnalyticsConsent(granted);
    hide();
  };

  const showDetails = () => {
    setAnalytics(consentStore.read()?.analytics ?? false);
    setView("details");
  };

  /** Escape closes like the X: nothing is stored. */
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.stopPropagation();
      hide();
    }
  };

  if (!mounted || !open) return null;

  return (
    <section
      aria-labelledby={titleId}
      data-cookie-banner=""
      onKeyDown={onKeyDown}
      className="pointer-events-none fixed inset-x-0 bottom-16 z-40 px-2 pb-2 sm:px-4 sm:pb-4 lg:bottom-0"
    >
      <div className="pointer-events-auto mx-auto max-h-[calc(100dvh-5rem)] max-w-3xl overflow-y-auto rounded-2xl border border-line bg-surface p-4 text-ink shadow-xl sm:p-6 lg:max-h-[calc(100dvh-2rem)]">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="pt-1.5 text-xl sm:text-2xl">
            {t.title}
          </h2>
          <button
            type="button"
            onClick={hide}
            aria-label={t.close}
            title={t.close}
            className="-mt-1 -mr-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>

        {view === "summary" ? (
          <>
            <p className="mt-2 text-sm text-pretty sm:text-base">
              {fill(t.intro, lang)}{" "}
              <Link to={pathOf("privacy", lang)} className="font-medium text-primary underline underline-offset-4">
                {t.privacyLink}
              </Link>
            </p>
            <div className="mt-4 grid gap-2 sm:grid-cols-3 sm:gap-3">
              <button type="button" className={choiceButton} onClick={() => choose(true)}>
                {t.acceptAll}
              </button>
              <button type="button" className={choiceButton} onClick={() => choose(false)}>
                {t.necessaryOnly}
              </button>
              <button type="button" className={choiceButton} onClick={showDetails}>
                {t.manage}
              </button>
            </div>
          </>
        ) : (
          <form
            className="mt-2"
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
            <button type="submit" className={cn(buttonVariants({ variant: "primary" }), "mt-4 w-full sm:w-auto")}>
              {t.save}
            </button>
          </form>
        )}
      </div>
    </section>
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
