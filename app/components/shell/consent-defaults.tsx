import { CONSENT_KEY, consentAttribute, parseConsent } from "../../lib/consent.ts";
import { site } from "../../site/config.ts";

/**
 * Google Consent Mode v2 defaults, for the document head, before any other
 * script: defines `window.dataLayer` and `gtag` (global, as gtag.js expects),
 * and denies every storage until the visitor chooses (app/lib/analytics.ts
 * sends the updates).
 */
export const gtagDefaults =
  "window.dataLayer=window.dataLayer||[];" +
  "function gtag(){dataLayer.push(arguments);}" +
  'gtag("consent","default",{analytics_storage:"denied",ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied"});';

/**
 * Marks <html data-consent="granted|denied"> before the first paint when a
 * valid choice is stored, so that the stylesheet hides the pre-rendered
 * cookie banner and every later reader knows the choice, and removes a stored
 * value that is not a valid choice. Runs in the page as its own text, with
 * `parseConsent` (app/lib/consent.ts) as `parse`: self-contained.
 */
export function markStoredConsent(key: string, attribute: string, months: number, parse: typeof parseConsent): void {
  try {
    const raw = localStorage.getItem(key);
    const record = parse(raw, Date.now(), months);
    if (record) document.documentElement.setAttribute(attribute, record.analytics ? "granted" : "denied");
    else if (raw !== null) localStorage.removeItem(key);
  } catch {
    // No storage (sandboxed frame, disabled storage): the banner asks.
  }
}

/** The consent part of the head script (head-script.tsx), built at build time only: the browser keeps the one its page brought. */
export const consentDefaultsScript = import.meta.env.SSR
  ? gtagDefaults +
    (await import("../../lib/inline-script.ts")).inlineScript(
      markStoredConsent,
      CONSENT_KEY,
      consentAttribute,
      site.privacy.consentMonths,
      parseConsent,
    )
  : "";
