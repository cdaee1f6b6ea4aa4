/** Security headers for every response (DESIGN.md §5). */
import { site } from "../app/site/config.ts";

const analyticsOrigins = site.analyticsOrigins;

/**
 * The page's policy: scripts only from our origin plus the exact inline
 * scripts the build found in this page (their sha256), nothing else.
 */
export function pagePolicy(scriptHashes: readonly string[], analytics: boolean): string {
  const extra = (list: string | readonly string[]) => (analytics ? [list].flat() : []);
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes, ...extra(analyticsOrigins.script)].join(" "),
    // Inline styles: the inlined stylesheet and the toast library's runtime styles.
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...extra(analyticsOrigins.img)].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...extra(analyticsOrigins.connect)].join(" "),
    "manifest-src 'self'",
    "form-action 'self'",
    "base-uri 'none'",
    "object-src 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const defaultPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/*
 * No Cross-Origin-Opener-Policy (DESIGN.md §5 asks for `same-origin`): on a
 * visit that starts in a fresh tab (a link opening a new tab, Lighthouse's
 * about:blank), COOP makes Chromium start a new renderer process instead of
 * using the tab's own, and the page paints later (README, "No
 * Cross-Origin-Opener-Policy header"). The site has no session to protect; framing stays forbidden.
 */
export const securityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};
