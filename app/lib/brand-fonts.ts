/**
 * Brand faces from the second page of a visit on (docs/decisions/001-first-paint-before-javascript.md, "Fonts").
 *
 * Lighthouse puts every font file of the first load in its FCP and LCP
 * estimate, preloaded or found through CSS, so a first visit paints with the
 * system faces and no font request. Once the page has hydrated, the brand
 * faces load in the background; a session flag then tells the next pages'
 * head script to use them (<html data-fonts>, read by the stylesheet). Within
 * a page nothing swaps, so nothing shifts (a client navigation switches them
 * on with the new page, `useBrandFonts`); `font-display: optional` keeps it
 * so if a file is not in the cache after all.
 */
import { useRef } from "react";

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
 * Whether <html> carries `data-fonts`, for the root layout to render: from
 * the second page of a visit on, once the faces have loaded. Read while
 * rendering, so a client navigation switches them on in the same DOM update
 * as the new page: the page transition captures the new page in its final
 * faces, and the browser lays it out once, not once in the system faces and
 * again in the brand faces. A page loaded as a document has it from its head
 * script already; hydration keeps it.
 */
export function useBrandFonts(pathname: string): boolean {
  const firstPage = useRef(pathname);
  if (typeof document === "undefined") return false;
  if (document.documentElement.hasAttribute("data-fonts")) return true;
  if (pathname === firstPage.current) return false;
  try {
    return sessionStorage.getItem(flag) !== null;
  } catch {
    return false; // No storage: system faces.
  }
}
