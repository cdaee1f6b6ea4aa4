import { Link, useLocation } from "react-router";
import { cn } from "../../lib/cn.ts";
import { useShell } from "../../lib/i18n.ts";
import { counterpartPath, pathOf, resolvePath } from "../../site/pages.ts";

/** FR/EN: a link to the same page in the other language (home when the page has no counterpart). */
export function LanguageToggle({ className }: { className?: string }) {
  const { lang, t } = useShell();
  const { pathname } = useLocation();
  const other = lang === "fr" ? "en" : "fr";
  const resolved = resolvePath(pathname);
  const target = resolved ? counterpartPath(resolved, other) : pathOf("home", other);
  return (
    <Link
      discover="none"
      to={target}
      hrefLang={other}
      lang={other}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 font-medium tracking-wide hover:bg-surface-muted",
        className,
      )}
    >
      {t.header.otherLanguage}
      {/* The accessible name starts with the visible « EN », as voice control expects (WCAG 2.5.3). */}
      <span className="sr-only">{` – ${t.header.switchLanguage}`}</span>
    </Link>
  );
}
