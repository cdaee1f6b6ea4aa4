import { CONSENT_KEY, consentAttribute, parseConsent } from "../../lib/consent.ts";
import { site } from "../../site/config.ts";

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
export const storedConsentScript = import.meta.env.SSR
  ? (await import("../../lib/inline-script.ts")).inlineScript(
      markStoredConsent,
      CONSENT_KEY,
      consentAttribute,
      site.privacy.consentMonths,
      parseConsent,
    )
  : "";
