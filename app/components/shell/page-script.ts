import type { consentRecord } from "../../lib/consent.ts";

/** The id of the page script, which follows the cookie banner (its bytes are budgeted: tests/e2e/budget.spec.ts). */
export const pageScriptId = "page-script";

/**
 * The page's own answers to a visitor's first actions, before any module has
 * loaded and when none ever does (DESIGN.md §1, README "The page answers
 * first"). The platform answers most of them by itself: the phone menu is a
 * <dialog> opened by invoker commands, « Infos pratiques » a popover, the
 * header and back-to-top follow the scroll through scroll-driven animations.
 * This script does what the platform does not reach, once, for React too
 * (React adds no second handler for any of it):
 *
 * - the cookie banner: its choices (the record written, `<html data-consent>`
 *   set, the banner gone, all in the same task), its preferences view, the
 *   close ✕ and Escape (nothing stored), the footer's « Gérer les cookies »
 *   that reopens it, focus after a choice (back to that button, or to the
 *   main content when it was in the banner), and the room the page keeps
 *   for it at the bottom;
 * - the phone menu button's `aria-expanded` (browsers expose no expanded
 *   state for a dialog's invoker) and focus back on it when the dialog closes
 *   where the browser left focus nowhere (Safari does not focus a tapped
 *   button);
 * - back-to-top: to the top, and focus on the skip link;
 * - the testimonial carousel's buttons until React has loaded: the previous or
 *   next slide shown (all are in the page), and the visitor's choice to stop
 *   auto-play marked for React, which takes over once hydrated;
 * - fallbacks, feature-detected: invoker commands (Chrome 135, Firefox 144,
 *   Safari 26.2), anchor positioning for the popover (Chrome 125, Firefox
 *   147, Safari 26) and scroll-driven animations (Chrome 115, Safari 26, not
 *   in Firefox).
 *
 * It runs inline right after the banner, as its own minified text
 * (app/lib/inline-script.ts), so it is self-contained: everything it needs
 * comes through its parameters. Listeners sit on the window, so they serve
 * elements parsed after it, and the same elements when React re-renders them;
 * in the capture phase, so they come before React's on the document, which
 * stops a tap or a key on a part of the page it is still hydrating (a choice
 * in the banner made then was lost: tests/e2e/hydration-window.spec.ts).
 */
export function pageScript(consentKey: string, record: typeof consentRecord): void {
  const doc = document;
  const root = doc.documentElement;
  const banner = doc.currentScript?.previousElementSibling as HTMLElement;
  /** The button that reopened the banner, which takes focus back after the choice. */
  let opener: HTMLElement | null = null;

  /** Closes the banner; focus goes back to the button that reopened it, or to the main content if it was inside. */
  const hide = (region: HTMLElement) => {
    const hadFocus = region.contains(doc.activeElement);
    region.hidden = true;
    (opener?.isConnected ? opener : hadFocus ? doc.getElementById("main") : null)?.focus();
    opener = null;
  };

  /** A choice from the banner (its summary's two buttons, its preferences' save button). */
  const choose = (region: HTMLElement, analytics: boolean) => {
    try {
      localStorage.setItem(consentKey, JSON.stringify(record(analytics, Date.now())));
    } catch {
      // Storage refused (private mode, quota): <html data-consent> keeps the choice for the visit.
    }
    root.dataset.consent = analytics ? "granted" : "denied";
    hide(region);
  };

  /** The preferences view, showing the current choice (refused when none), its heading focused. */
  const preferences = (region: HTMLElement) => {
    const [summary, form] = region.querySelectorAll<HTMLElement>("[data-view]");
    (summary as HTMLElement).hidden = true;
    (form as HTMLElement).hidden = false;
    const current = region.querySelector(`[value=${root.dataset.consent === "granted" ? "yes" : "no"}]`);
    (current as HTMLInputElement).checked = true;
    // Shown even with a choice made (the stylesheet hides it then, unless reopened).
    region.hidden = false;
    region.dataset.reopened = "";
    (region.querySelector("h2") as HTMLElement).focus();
  };

  const invokers = "commandForElement" in HTMLButtonElement.prototype;

  addEventListener(
    "click",
    (event) => {
      const button = (event.target as Element).closest("button");
      if (!button) return;
      const data = button.dataset;
      const region = button.closest<HTMLElement>("[data-cookie-banner]");
      const action = data.action;
      if (region && action) {
        // The save button submits the preferences form: the choice is made here, and the form goes nowhere
        // (a press of Enter in it comes here too, as a click on that button).
        event.preventDefault();
        if (action === "close") hide(region);
        else if (action === "manage") preferences(region);
        else
          choose(region, action === "accept" || (action === "save" && !!region.querySelector("[value=yes]:checked")));
      }
      if ("cookiePreferences" in data) {
        preferences(doc.querySelector("[data-cookie-banner]") as HTMLElement);
        opener = button;
      }
      const dialog = doc.getElementById(button.getAttribute("commandfor") as string) as HTMLDialogElement | null;
      const command = button.getAttribute("command");
      if (dialog && command === "show-modal") {
        if (!invokers) dialog.showModal();
        button.ariaExpanded = "true";
        dialog.addEventListener(
          "close",
          () => {
            button.ariaExpanded = "false";
            // Where the browser gave focus back to nothing (Safari does not focus a tapped button).
            if (doc.activeElement === doc.body) button.focus();
          },
          { once: true },
        );
      } else if (dialog && command === "close" && !invokers) dialog.close();
      if ("backToTop" in data) {
        scrollTo({ top: 0, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
        // The button hides at the top: keyboard visitors start again from the skip link.
        doc.getElementById("skip-link")?.focus({ preventScroll: true });
      }
      const carousel = button.closest("[data-carousel]") as HTMLElement;
      if (data.carouselStep && !("live" in carousel.dataset)) {
        // The slides, then as many positions: the slide shown is the first not hidden.
        const slides = [...carousel.querySelectorAll<HTMLElement>("[data-slide]")];
        const total = slides.length / 2;
        const next = (slides.findIndex((slide) => !slide.hidden) + +data.carouselStep + total) % total;
        carousel.dataset.stopped = "";
        slides.forEach((slide, i) => {
          slide.hidden = i % total !== next;
        });
      }
    },
    true,
  );

  addEventListener(
    "keydown",
    (event) => {
      const region = event.key === "Escape" && (event.target as Element).closest<HTMLElement>("[data-cookie-banner]");
      if (region) hide(region);
    },
    true,
  );

  if (!CSS.supports("anchor-name:--a")) {
    // A popover opens under its button (the element before it), right edges aligned, as anchor
    // positioning places it (app/styles/practical-menu.css). Dialogs have toggle events too: not them.
    addEventListener(
      "beforetoggle",
      (event) => {
        const popover = event.target as HTMLElement;
        const box = popover.popover && popover.previousElementSibling?.getBoundingClientRect();
        if (!box) return;
        popover.style.top = `${box.bottom}px`;
        popover.style.right = `${root.clientWidth - box.right}px`;
      },
      true,
    );
  }

  if (!CSS.supports("animation-timeline:scroll()")) {
    // `data-past` past each element's threshold (its --scroll-past, in pixels), for the stylesheet.
    addEventListener(
      "scroll",
      () => {
        for (const element of doc.querySelectorAll<HTMLElement>("[style*='--scroll-past']")) {
          element.toggleAttribute("data-past", scrollY > +element.style.getPropertyValue("--scroll-past"));
        }
      },
      { passive: true },
    );
  }

  // The page keeps room for the banner at the bottom while it shows (app/styles/cookie-banner.css): its height, which a
  // ResizeObserver reports before the first paint. Set in the next task, not in the first frame: a
  // change on <html> restyles the whole document (5 to 12 ms of style here), which would lengthen the
  // first rendering task, the one Lighthouse charges as blocking time. Until then the stylesheet's
  // estimate keeps the room. A hidden banner needs no room: its height of 0 is not set, for the same reason.
  new ResizeObserver(() => {
    const height = banner.offsetHeight;
    if (height) setTimeout(() => root.style.setProperty("--cookie-banner-h", `${height}px`));
  }).observe(banner);
}
