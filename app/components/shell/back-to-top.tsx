import { ArrowUp } from "lucide-react";
import { useShell } from "../../lib/i18n.ts";
import { useScrolledPast } from "../../lib/use-scrolled-past.ts";
import { site } from "../../site/config.ts";

export function BackToTop() {
  const { t } = useShell();
  const visible = useScrolledPast(site.ui.backToTopThreshold);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
    // Keep keyboard users at the top too, since this button disappears.
    document.getElementById("skip-link")?.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={toTop}
      data-back-to-top=""
      className="fixed right-4 bottom-20 z-30 grid size-12 place-items-center rounded-full bg-primary text-primary-ink shadow-lg hover:bg-primary/90 lg:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">{t.backToTop}</span>
    </button>
  );
}
