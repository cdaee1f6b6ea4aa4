import type { CSSProperties } from "react";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { Icon } from "../ui/icon.tsx";

/**
 * Shown once the page is scrolled past the threshold, by a scroll-driven
 * animation (app/styles/scroll-thresholds.css); hidden, it is out of the focus
 * order too. The page script answers the click, before any module loads:
 * back to the top, and focus on the skip link (page-script.ts).
 */
export function BackToTop() {
  const { t } = useShell();
  return (
    <button
      type="button"
      data-back-to-top=""
      style={{ "--scroll-past": site.ui.backToTopThreshold } as CSSProperties}
      // Browsers without scroll-driven animations: the page script marks `data-past`.
      suppressHydrationWarning
      className="fixed right-4 bottom-20 z-30 grid size-12 place-items-center rounded-full bg-primary text-primary-ink shadow-lg hover:bg-primary/90 lg:bottom-6"
    >
      <Icon name="arrow-up" className="size-5" />
      <span className="sr-only">{t.backToTop}</span>
    </button>
  );
}
