import { type KeyboardEvent, useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { Icon } from "../ui/icon.tsx";
import { PageLinks, useIsCurrent } from "../ui/links.tsx";
import { currentLink } from "./main-nav-style.ts";

/**
 * « Infos pratiques »: the WAI-ARIA disclosure navigation pattern (a button
 * over a list of links; not role=menu: these are site links, not application
 * commands), built on the platform's popover. The button opens it by click,
 * Enter or Space and the browser exposes its expanded state; Escape and a
 * click outside close it; all from the HTML, before any module loads. It
 * opens under its button by anchor positioning (app/styles/practical-menu.css; the page script
 * places it where that is missing).
 *
 * React adds what the platform has no notion of, reading the popover's own
 * state (`:popover-open`): arrow keys, Home and End; closing when focus
 * moves to another element; closing at once when one of its links leads to another page
 * (client navigation), focus waiting on the button until the new page's
 * heading takes it (RouteAnnouncer).
 */
export function PracticalMenu() {
  const { t } = useShell();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  const isCurrent = useIsCurrent();

  const list = () => rootRef.current?.querySelector<HTMLElement>("[popover]") ?? null;
  const isOpen = () => list()?.matches(":popover-open") ?? false;
  const close = () => {
    if (isOpen()) list()?.hidePopover();
  };

  // Closes it after a client navigation; not at hydration, which finds it as the visitor left it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    close();
  }, [pathname]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("[popover] a") ?? [])];

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = document.activeElement === buttonRef.current;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        const down = event.key === "ArrowDown";
        if (onButton) {
          if (!isOpen()) list()?.showPopover();
          focusLink(down ? 0 : -1);
        } else if (current >= 0) focusLink(current + (down ? 1 : -1));
        else return;
        break;
      }
      case "Home":
      case "End":
        if (current < 0) return;
        focusLink(event.key === "Home" ? 0 : -1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: keyboard handling for the disclosure's button and links
    <div
      ref={rootRef}
      data-practical-menu=""
      onKeyDown={onKeyDown}
      // Focus moved to another element of the page: a Tab out of the list. Not when it went nowhere
      // (the window lost focus): the popover stays as the visitor left it.
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !rootRef.current?.contains(next)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        popoverTarget={listId}
        // One of its pages is shown: the button says so as the current link does ("true": the current
        // item of the navigation, not the page itself, which its link inside names).
        aria-current={navigation.practical.some(isCurrent) ? "true" : undefined}
        className={`inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium hover:bg-surface-muted ${currentLink}`}
      >
        {t.header.practical}
        <Icon name="chevron-down" className="size-4 transition-transform" data-chevron="" />
      </button>
      <PageLinks
        id={listId}
        popover="auto"
        pages={navigation.practical}
        className="min-w-56 rounded-xl border border-line bg-surface p-2 text-ink shadow-lg"
        linkClassName={`block rounded-md px-3 py-2.5 text-ink no-underline hover:bg-surface-muted ${currentLink}`}
        // Close at once, not when the next page has loaded; focus waits on the button, not on <body>,
        // until the new page's heading takes it (RouteAnnouncer).
        onLinkClick={() => {
          close();
          buttonRef.current?.focus();
        }}
      />
    </div>
  );
}
