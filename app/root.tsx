import { lazy, Suspense, useEffect, useState, ViewTransition } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
} from "react-router";
import type { Route } from "./+types/root";
import favicon from "./assets/favicon.svg?url";
import { BackToTop } from "./components/shell/back-to-top.tsx";
import { BottomBar } from "./components/shell/bottom-bar.tsx";
import { CookieBanner } from "./components/shell/cookie-banner.tsx";
import { HeadScript } from "./components/shell/head-script.tsx";
import { NotFound } from "./components/shell/not-found.tsx";
import { PageSpinner } from "./components/shell/page-spinner.tsx";
import { RouteAnnouncer } from "./components/shell/route-announcer.tsx";
import { ScrollAnchor } from "./components/shell/scroll-anchor.tsx";
import { footerId, SiteFooter } from "./components/shell/site-footer.tsx";
import { SiteHeader } from "./components/shell/site-header.tsx";
import { shellCopy } from "./content/shell.ts";
import { loadBrandFonts, useBrandFonts } from "./lib/brand-fonts.ts";
import { useShell } from "./lib/i18n.ts";
import { pagePathOf } from "./lib/page.ts";
import { langOfPath } from "./site/lang.ts";
import { palette } from "./site/theme.ts";

/**
 * Toasts only follow a sent message: sonner loads after hydration, outside
 * the JavaScript a page needs to become interactive.
 */
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * The toast region, from hydration on; none in the pre-rendered HTML, where the lazy module's
 * Suspense boundary was closed in place or streamed apart depending on whether the import had
 * resolved yet, so that two builds wrote the first pages differently.
 */
function Toasts({ label }: { label: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? (
    <Suspense>
      <Toaster position="top-center" containerAriaLabel={label} />
    </Suspense>
  ) : null;
}

/**
 * The stylesheet is inlined into every pre-rendered page: one render-blocking
 * request costs a slow phone more than its bytes. Only the build's server side
 * reads it; the browser keeps the <style> it received, so the string is not
 * shipped a second time inside the JavaScript.
 */
const css = import.meta.env.SSR ? (await import("./app.css?inline")).default : "";

/** The shell copy of the page's language only (build time: see copyLoader in app/lib/page.ts). */
export function loader({ request }: Route.LoaderArgs) {
  return { shell: shellCopy[langOfPath(pagePathOf(request))] };
}

/** A client navigation to the other language brings that language's shell. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;

/**
 * No font preload: the first page of a visit paints with system faces (app/lib/brand-fonts.ts).
 * The favicon under a hashed, immutable name: Chromium fetches the page's icon again on every client
 * navigation (each history entry has its own), and only a file it may keep serves that from its cache.
 */
export const links: Route.LinksFunction = () => [{ rel: "icon", href: favicon, type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const { lang } = useShell();
  const brandFonts = useBrandFonts(useLocation().pathname);
  return (
    // The head script marks data-consent before hydration (head-script.tsx); React leaves it alone.
    <html lang={lang} data-fonts={brandFonts ? "" : undefined} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <HeadScript />
        <meta name="theme-color" content={palette.light.canvas} media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content={palette.dark.canvas} media="(prefers-color-scheme: dark)" />
        {/*
         * No first paint before the banner, the header and the page's content are whole: on a page
         * that arrives in pieces, a paint that caught one half-built (a centred line, a row of
         * buttons, a two-column header) would show it move once the rest arrived, a layout shift
         * (tests/e2e/progressive-paint.spec.ts). Chromium lifts the hold when the element is
         * inserted, not when it is closed, hence the footer, the element after <main>. Up to there,
         * every page but the two home pages fits in a new connection's first 14,600 bytes.
         */}
        <link rel="expect" href={`#${footerId}`} blocking="render" />
        <Meta />
        <Links />
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own compiled stylesheet */}
        <style suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <ScrollAnchor />
        <Scripts />
      </body>
    </html>
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useShell();
  // Marks the document once interactive (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    void loadBrandFonts();
  }, []);
  const { pathname } = useLocation();
  // Read at each render (each navigation renders the shell): not an effect, so hydration already
  // knows; the key renders no DOM, so the pre-rendered HTML, made without it, still matches.
  const reducedMotion = typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return (
    <>
      {/* First in the focus order: a keyboard visitor meets the choice before the page. */}
      <CookieBanner />
      <a
        id="skip-link"
        href="#main"
        className="fixed top-2 left-2 z-50 -translate-y-20 rounded-md bg-primary px-4 py-2 text-primary-ink focus:translate-y-0"
      >
        {t.skipToContent}
      </a>
      <SiteHeader />
      <PageSpinner />
      {/*
        Keyed by page: a client navigation's last commit swaps one <main> for the next, which
        animates as an exit and an enter (app/styles/motion.css). No update animation:
        the router's earlier commits (the spinner, pending links) are transitions too, and a
        view transition for one of those would hold the new page until it had finished.
        Under reduced motion, one <main> for every page: nothing animates, and React starts no
        view transition at all (none of the frames one spends capturing the page).
      */}
      <ViewTransition key={reducedMotion ? undefined : pathname} default="none" enter="page-in" exit="page-out">
        <main id="main" tabIndex={-1} className="min-h-[70vh] pt-14 outline-none sm:pt-18">
          {children}
        </main>
      </ViewTransition>
      <SiteFooter />
      <RouteAnnouncer />
      <BackToTop />
      <BottomBar />
      <Toasts label={t.toasts} />
    </>
  );
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Route errors: a missing page (e.g. an unknown article) shows the not-found page; anything else, a short apology. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound && import.meta.env.DEV) console.error(error);
  return (
    <Shell>
      <NotFound unexpected={!notFound} />
    </Shell>
  );
}
