import { CalendarCheck, MapPin, Phone } from "lucide-react";
import { useShell } from "../lib/i18n.ts";
import { ExternalLink } from "./links.tsx";

const item =
  "flex flex-1 flex-col items-center justify-center gap-0.5 text-xs font-medium text-ink no-underline hover:bg-surface-muted";

/** Phone widths: the three actions a visitor most needs, always within thumb's reach. */
export function BottomBar() {
  const { t } = useShell();
  return (
    <nav
      aria-label={t.bottomBar.label}
      className="fixed inset-x-0 bottom-0 z-40 flex h-16 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] lg:hidden"
    >
      <ExternalLink target="booking" className={item}>
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        {t.bottomBar.book}
      </ExternalLink>
      <ExternalLink target="maps" className={item}>
        <MapPin aria-hidden="true" className="size-5 text-primary" />
        {t.bottomBar.directions}
      </ExternalLink>
      <ExternalLink target="phone" className={item}>
        <Phone aria-hidden="true" className="size-5 text-primary" />
        {t.bottomBar.call}
      </ExternalLink>
    </nav>
  );
}
