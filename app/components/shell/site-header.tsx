import type { CSSProperties } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { pathOf, resolvePath } from "../../site/pages.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink } from "../ui/links.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { LogoMark } from "./logo-mark.tsx";
import { MainNav } from "./main-nav.tsx";
import { MobileMenu } from "./mobile-menu.tsx";

/**
 * Fixed top bar, translucent. On the home page it is transparent over the hero
 * until the page is scrolled past the threshold: a scroll-driven animation
 * (app/styles/scroll-thresholds.css), so no script runs on scroll and the
 * header is right from the first paint, before any module loads.
 */
export function SiteHeader() {
  const { lang, t } = useShell();
  const { pathname } = useLocation();
  const overHero = resolvePath(pathname)?.id === "home";

  return (
    <header
      data-over-hero={overHero ? "" : undefined}
      style={overHero ? ({ "--scroll-past": site.ui.headerScrollThreshold } as CSSProperties) : undefined}
      // Browsers without scroll-driven animations: the page script marks `data-past`.
      suppressHydrationWarning
      className="fixed inset-x-0 top-0 z-40 border-b border-line bg-canvas/90 shadow-sm backdrop-blur-md"
    >
      <div className="mx-auto flex h-14 max-w-7xl items-center justify-between gap-2 px-4 sm:h-18 sm:gap-3 sm:px-6">
        <Link
          discover="none"
          to={pathOf("home", lang)}
          className="flex min-w-0 items-center gap-2 text-ink no-underline sm:gap-3"
        >
          <LogoMark />
          <span className="min-w-0 leading-tight">
            <span className="block truncate font-serif text-base font-semibold sm:text-lg">{site.practitioner}</span>
            <span className="block truncate text-xs font-medium text-ink-muted sm:text-sm">{site.title[lang]}</span>
            {/* After the visible text, so that its accessible name starts with what is seen (WCAG 2.5.3). */}
            <span className="sr-only">{`, ${t.header.homeLabel}`}</span>
          </span>
        </Link>
        <MainNav />
        <div className="flex items-center gap-1">
          <LanguageToggle />
          <ExternalLink target="booking" className={cn(buttonVariants({ size: "sm" }), "max-sm:hidden")}>
            <Icon name="calendar-check" className="size-4" />
            {t.header.book}
          </ExternalLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
