/**
 * Audience measurement under Google Consent Mode v2 (DESIGN.md §7).
 *
 * - The first choice applied (a click on the banner, or the stored one at
 *   hydration) defines `dataLayer` and `gtag`, and denies every storage by
 *   default before any other command: the page has nothing for Consent Mode
 *   to govern until this module may add the Google tag, so its 0.1 KB stays
 *   out of every page's HTML (decision 006).
 * - Each choice sends `gtag('consent', 'update', { analytics_storage })`.
 * - The Google tag (https://www.googletagmanager.com/gtag/js) is requested
 *   only when an analytics ID was set at build time (`VITE_ANALYTICS_ID`)
 *   AND the visitor granted analytics consent. With no ID, nothing
 *   third-party is ever requested.
 * - Withdrawal: consent goes back to denied, the tag is disabled for the rest
 *   of the visit (`window['ga-disable-<id>']`, so not even cookieless pings
 *   leave), and the `_ga` / `_ga_*` cookies are deleted for this host and its
 *   parent domains.
 *
 * Every function takes an optional environment so that unit tests can pass a
 * fake window and document.
 */
import { site } from "../site/config.ts";

export type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const SCRIPT_ELEMENT_ID = "analytics-gtag";

/** Google tag IDs look like G-XXXXXXX; anything else is ignored rather than put in a URL. */
export function normaliseAnalyticsId(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const id = value.trim().toUpperCase();
  return /^[A-Z]{1,3}-[A-Z0-9]{4,20}$/.test(id) ? id : null;
}

/** The build's analytics ID (set `VITE_ANALYTICS_ID` when building), or `null`. */
export const analyticsId: string | null = normaliseAnalyticsId(import.meta.env.VITE_ANALYTICS_ID);

export const gtagScriptUrl = (id: string) => `${site.analyticsOrigins.script}/gtag/js?id=${encodeURIComponent(id)}`;

export type AnalyticsEnv = {
  id: string | null;
  win: Pick<Window, "dataLayer" | "gtag" | "location">;
  doc: Pick<Document, "cookie" | "head" | "createElement" | "getElementById">;
};

const browserEnv = (): AnalyticsEnv | null =>
  typeof window === "undefined" || typeof document === "undefined"
    ? null
    : { id: analyticsId, win: window, doc: document };

/** Consent Mode v2's defaults: every storage denied until the visitor grants analytics. */
export const consentDefaults = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
} as const;

/** The `gtag` of the page, defined as Google's snippet does and given the defaults the first time. */
function gtagOf(win: AnalyticsEnv["win"]): Gtag {
  if (typeof win.gtag !== "function") {
    win.dataLayer ??= [];
    // gtag.js reads Arguments objects, exactly as its official snippet pushes them.
    win.gtag = function gtag() {
      win.dataLayer ??= [];
      // biome-ignore lint/complexity/noArguments: gtag.js requires the Arguments object.
      win.dataLayer.push(arguments);
    };
    win.gtag("consent", "default", consentDefaults);
  }
  return win.gtag;
}

/** Applies a choice: consent update, then the tag or the clean-up. Returns whether the tag was requested now. */
export function applyAnalyticsConsent(granted: boolean, env: AnalyticsEnv | null = browserEnv()): boolean {
  if (!env) return false;
  const gtag = gtagOf(env.win);
  gtag("consent", "update", { analytics_storage: granted ? "granted" : "denied" });
  if (env.id) Reflect.set(env.win, `ga-disable-${env.id}`, !granted);
  if (!granted) {
    deleteAnalyticsCookies(env);
    return false;
  }
  return loadAnalytics(env);
}

/**
 * Tag settings: cookies last at most the months the privacy notice states
 * (site config; the CNIL recommends 13 for audience measurement, Google's
 * default is 2 years), and no Google signals or ad personalisation.
 */
export const analyticsConfig = {
  cookie_expires: Math.floor((site.privacy.analyticsCookieMonths * 365) / 12) * 24 * 60 * 60,
  allow_google_signals: false,
  allow_ad_personalization_signals: false,
} as const;

/** Adds the Google tag once, if an ID is configured. Returns whether it was added by this call. */
function loadAnalytics(env: AnalyticsEnv): boolean {
  const { id, win, doc } = env;
  if (!id || doc.getElementById(SCRIPT_ELEMENT_ID)) return false;
  const gtag = gtagOf(win);
  gtag("js", new Date());
  gtag("config", id, analyticsConfig);
  const script = doc.createElement("script");
  script.id = SCRIPT_ELEMENT_ID;
  script.async = true;
  script.src = gtagScriptUrl(id);
  doc.head.appendChild(script);
  return true;
}

/** Google Analytics cookies: `_ga`, `_ga_<container>`, and the older `_gid` and `_gat*`. */
export const isAnalyticsCookie = (name: string) => /^(_ga|_ga_.+|_gid|_gat|_gat_.+)$/.test(name);

/** The domains a script on `hostname` may have set cookies on: itself and each parent with two labels or more. */
export function cookieDomains(hostname: string): string[] {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (!host.includes(".") || /^[\d.]+$/.test(host) || host.includes(":")) return [];
  const labels = host.split(".");
  const domains: string[] = [];
  for (let i = 0; i <= labels.length - 2; i++) domains.push(labels.slice(i).join("."));
  return domains;
}

/** Expires every analytics cookie this page can reach. Returns the names it found. */
export function deleteAnalyticsCookies(env: AnalyticsEnv | null = browserEnv()): string[] {
  if (!env) return [];
  const { doc, win } = env;
  const names = new Set(
    doc.cookie
      .split(";")
      .map((pair) => pair.split("=")[0]?.trim() ?? "")
      .filter(isAnalyticsCookie),
  );
  const expired = "=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/";
  for (const name of names) {
    doc.cookie = `${name}${expired}`;
    for (const domain of cookieDomains(win.location.hostname)) {
      // A leading dot makes no difference (RFC 6265), so one form is enough.
      doc.cookie = `${name}${expired}; Domain=${domain}`;
    }
  }
  return [...names];
}
