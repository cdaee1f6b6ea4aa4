import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation, moves focus to the new page's heading and
 * announces its title, as a full page load would: otherwise focus stays on
 * the link that was followed (or drops to <body>, when that link was in a
 * menu that closed) and a screen reader says nothing. Not on the first load,
 * nor when the link leads to an anchor, whose target the browser focuses.
 * Rendered after the header, so its effect runs after the menus' own effects
 * (a closing modal dialog gives focus back to its opener).
 */
export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [title, setTitle] = useState("");
  const shownPath = useRef(pathname);

  // Compared with the page shown, not counted: effects run twice on mount in development
  // (StrictMode), and the second run must not take focus from what the visitor is doing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the page changes
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    setTitle(document.title);
    if (hash) return;
    const heading = document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");
    if (!heading) return;
    if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
    // The router scrolls to the top itself.
    heading.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div role="status" aria-atomic="true" className="sr-only">
      {title}
    </div>
  );
}
