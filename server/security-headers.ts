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

/**
 * GitHub, as the online editor (/admin/, Sveltia CMS) reaches it: its REST
 * and GraphQL API, its users' avatars (the signed-in account's picture), and
 * the API of its status page, which Sveltia polls to warn of an outage.
 */
export const githubOrigins = {
  connect: ["https://api.github.com", "https://www.githubstatus.com"],
  img: ["https://avatars.githubusercontent.com"],
} as const;

/**
 * The editor's policy (/admin/, and `npm run edit` on this computer without
 * `github`): its own files, its inline import map by hash, GitHub when it
 * edits online. Sveltia sets inline styles, shows pictures as data: and
 * blob: URLs, and decodes uploads in workers.
 */
export function adminPolicy(scriptHashes: readonly string[], github: boolean): string {
  const online = (origins: readonly string[]) => (github ? origins : []);
  return [
    "default-src 'none'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    ["img-src 'self' data: blob:", ...online(githubOrigins.img)].join(" "),
    "media-src 'self' blob:",
    ["connect-src 'self' data: blob:", ...online(githubOrigins.connect)].join(" "),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "manifest-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** What every answer under /admin/ adds to the security headers: its policy, and never indexed. */
export const adminHeaders = (scriptHashes: readonly string[]): Record<string, string> => ({
  "Content-Security-Policy": adminPolicy(scriptHashes, true),
  "X-Robots-Tag": "noindex, nofollow",
});

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
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Resource-Policy": "same-origin",
};
