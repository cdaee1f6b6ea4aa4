/**
 * Brand faces from the second page of a visit on (README, "Fonts").
 *
 * Lighthouse puts every font file of the first load in its FCP and LCP
 * estimate, preloaded or found through CSS, so a first visit paints with the
 * system faces and no font request. Once the page has hydrated, the brand
 * faces load in the background; a session flag then tells the next pages'
 * head script to use them (<html data-fonts>, read by the stylesheet). Within
 * a page nothing swaps, so nothing shifts (a client navigation switches them
 * on with the new page); `font-display: optional` keeps it so if a file is
 * not in the cache after all.
 */
import { useLayoutEffect, useRef } from "react";

const flag = "brandFonts";

/** The head script: a constant, hashed by the build for the Content-Security-Policy. */
export const brandFontsScript = `try{if(sessionStorage.getItem("${flag}"))document.documentElement.setAttribute("data-fonts","")}catch(x){}`;

/** Downloads the brand faces (through the stylesheet's @font-face rules) and flags them for the next pages. */
export async function loadBrandFonts(): Promise<void> {
  if (document.documentElement.hasAttribute("data-fonts")) return;
  try {
    await Promise.all([document.fonts.load('1em "Inter Variable"'), document.fonts.load('1em "Fraunces Variable"')]);
    sessionStorage.setItem(flag, "1");
  } catch {
    // No storage or no download: the system faces stay, as on a first visit.
  }
}

/**
 * On a client navigation: the new page uses the brand faces if they have
 * loaded. A layout effect, so the switch is part of the commit that shows the
 * new page: the page transition captures it in the brand faces (a passive
 * effect can run after that capture, and the faces would change under the
 * visitor's eyes as it ends), and the router's scroll restoration, which
 * follows, measures the page as it is shown.
 */
export function useBrandFontsOnNavigation(pathname: string): void {
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    try {
      if (sessionStorage.getItem(flag)) document.documentElement.setAttribute("data-fonts", "");
    } catch {
      // No storage: system faces.
    }
  }, [pathname]);
}
