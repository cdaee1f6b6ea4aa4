import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { PageLinks } from "../ui/links.tsx";

/**
 * « Infos pratiques »: the WAI-ARIA disclosure navigation pattern (a button
 * with aria-expanded over a list of links), with arrow keys, Escape and
 * outside click. Not role=menu: these are site links, not application commands.
 */
export function PracticalMenu() {
  const { t } = useShell();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>("ul a") ?? [])];

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const current = links().indexOf(document.activeElement as HTMLAnchorElement);
    const onButton = document.activeElement === buttonRef.current;
    switch (event.key) {
      case "Escape":
        if (!open) return;
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "ArrowDown":
      case "ArrowUp": {
        const down = event.key === "ArrowDown";
        if (onButton) {
          setOpen(true);
          // The list renders on the next frame when it was closed.
          requestAnimationFrame(() => focusLink(down ? 0 : -1));
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
      className="relative"
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 py-2 font-medium hover:bg-surface-muted"
      >
        {t.header.practical}
        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <PageLinks
        id={listId}
        hidden={!open}
        pages={navigation.practical}
        className="absolute right-0 mt-2 min-w-56 rounded-xl border border-line bg-surface p-2 shadow-lg"
        linkClassName="block rounded-md px-3 py-2.5 text-ink no-underline hover:bg-surface-muted aria-[current=page]:font-semibold"
        // Close at once, not when the next page has loaded; focus waits on the button, not on <body>,
        // until the new page's heading takes it (RouteAnnouncer).
        onLinkClick={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
      />
    </div>
  );
}
