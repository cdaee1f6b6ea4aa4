import { useEffect, useState } from "react";
import { useShell } from "../../lib/i18n.ts";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink } from "../ui/links.tsx";

/**
 * Icon and label in two rows, the label's at least a line high, centred as a block: the bar comes
 * after the page's content, so a first paint can catch a link before its label has arrived, and
 * the icon must not move when it comes.
 */
const item =
  "grid grid-rows-[1.25rem_minmax(1rem,auto)] content-center justify-items-center gap-0.5 text-xs font-medium text-ink no-underline hover:bg-surface-muted";

/** Fields that open the on-screen keyboard. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement ||
  (target instanceof HTMLInputElement && !["checkbox", "radio", "submit", "button", "hidden"].includes(target.type));

/**
 * Hidden while the visitor reads on (scrolls down) or types (the on-screen
 * keyboard already takes half of a phone's height); back as soon as they
 * scroll up or leave the field. Small moves are ignored so that it does not
 * flicker.
 */
function useOutOfTheWay(): boolean {
  const [scrollingDown, setScrollingDown] = useState(false);
  const [keyboard, setKeyboard] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 8) return;
      setScrollingDown(y > last && y > 80);
      last = y;
    };
    const onFocusIn = (event: FocusEvent) => setKeyboard(typing(event.target));
    const onFocusOut = (event: FocusEvent) => setKeyboard(typing(event.relatedTarget));
    window.addEventListener("scroll", onScroll, { passive: true });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("focusout", onFocusOut);
    return () => {
      window.removeEventListener("scroll", onScroll);
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("focusout", onFocusOut);
    };
  }, []);
  return scrollingDown || keyboard;
}

/** Phone widths: the three actions a visitor most needs, always within thumb's reach. */
export function BottomBar() {
  const { t } = useShell();
  const hidden = useOutOfTheWay();
  return (
    <nav
      aria-label={t.bottomBar.label}
      data-bottom-bar=""
      data-hidden={hidden}
      // A keyboard user reaching one of its links brings it back (focus-within).
      // Three fixed columns, not a flex row: a bar painted before all its links
      // have arrived does not move them once the rest comes (a layout shift).
      className="fixed inset-x-0 bottom-0 z-40 grid h-14 grid-cols-3 border-t border-line bg-surface pb-[env(safe-area-inset-bottom)] transition-transform duration-200 data-[hidden=true]:not-focus-within:translate-y-full lg:hidden"
    >
      <ExternalLink target="booking" className={item}>
        <Icon name="calendar-check" className="size-5 text-primary" />
        {t.bottomBar.book}
      </ExternalLink>
      <ExternalLink target="maps" className={item}>
        <Icon name="map-pin" className="size-5 text-primary" />
        {t.bottomBar.directions}
      </ExternalLink>
      <ExternalLink target="phone" className={item}>
        <Icon name="phone" className="size-5 text-primary" />
        {t.bottomBar.call}
      </ExternalLink>
    </nav>
  );
}
