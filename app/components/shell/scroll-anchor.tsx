import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Back (or Forward) to a page whose layout has changed since the visitor left
 * it puts what they were looking at back where it was on the screen. The
 * router restores the scroll offset it saved, but the first client navigation
 * of a visit switches the brand faces on (app/lib/brand-fonts.ts): the first
 * page then comes back with other line breaks and heights, and the same
 * offset shows other content (about 20 to 70 px off on the home page).
 *
 * When the visitor leaves a page (a click, or the browser's Back or Forward),
 * this remembers an element in view, the one clicked or else the one in the
 * middle of the window, and where it was on the screen; once the router has
 * restored its offset (this renders after <ScrollRestoration />, so its layout
 * effect runs after the router's), the page scrolls by however far that
 * element has moved: nothing when the layout has not changed.
 */

/** `y`: the page's offset then, the one the router saves when the navigation starts. */
type Anchor = { root: string; path: number[]; tag: string; top: number; y: number };

/** By history entry (the router's location key). */
const anchors = new Map<string, Anchor>();

function inFixedBox(element: Element): boolean {
  for (let box: Element | null = element; box; box = box.parentElement) {
    const { position } = getComputedStyle(box);
    if (position === "fixed" || position === "sticky") return true;
  }
  return false;
}

/** The element and its place: its path from the nearest ancestor with an id (e.g. <main id="main">). */
function anchorOf(target: EventTarget | null): Anchor | null {
  let element = target instanceof Element && !inFixedBox(target) ? target : null;
  element ??= document.elementFromPoint(innerWidth / 2, innerHeight / 2);
  if (!element || inFixedBox(element)) return null;
  const path: number[] = [];
  let node = element;
  while (!node.id && node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    node = node.parentElement;
  }
  if (!node.id) return null;
  return { root: node.id, path, tag: element.tagName, top: element.getBoundingClientRect().top, y: window.scrollY };
}

function elementOf(anchor: Anchor): Element | null {
  let element: Element | null = document.getElementById(anchor.root);
  for (const index of anchor.path) element = element?.children[index] ?? null;
  return element?.tagName === anchor.tag ? element : null;
}

export function ScrollAnchor() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(location.key);

  useEffect(() => {
    // Window listeners, in the capture phase: they run before the router sees the click or the
    // history change, while the page being left is still on the screen, at its offset.
    const remember = (target: EventTarget | null) => {
      const anchor = anchorOf(target);
      if (anchor) anchors.set(shown.current, anchor);
    };
    const onClick = (event: MouseEvent) => remember(event.target);
    const onPopState = () => remember(null);
    addEventListener("click", onClick, true);
    addEventListener("popstate", onPopState, true);
    return () => {
      removeEventListener("click", onClick, true);
      removeEventListener("popstate", onPopState, true);
    };
  }, []);

  useLayoutEffect(() => {
    shown.current = location.key;
    if (navigationType !== "POP") return;
    const anchor = anchors.get(location.key);
    const element = anchor && elementOf(anchor);
    // Only if the router restored the offset the anchor was taken at (or the page's end, when the
    // page is now shorter): after a click that did not navigate, more scrolling makes it stale.
    const end = document.documentElement.scrollHeight - document.documentElement.clientHeight;
    const restored = anchor && Math.abs(window.scrollY - Math.min(anchor.y, end)) <= 1;
    if (anchor && element && restored)
      window.scrollBy({ top: element.getBoundingClientRect().top - anchor.top, behavior: "instant" });
  }, [location, navigationType]);

  return null;
}
