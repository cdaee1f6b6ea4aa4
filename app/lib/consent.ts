/**
 * The visitor's cookie choice (SPEC.md §3, §4; DESIGN.md §7).
 *
 * It is stored in localStorage under `cookieConsent` as
 * `{ necessary: true, analytics: boolean, timestamp: ms }`, and kept for the
 * visit on `<html data-consent="granted|denied">`, which is what every part of
 * the page reads:
 *
 * - the head script (components/shell/stored-consent.tsx) runs
 *   `parseConsent` on the stored value before the first paint and marks
 *   `<html>` with a valid choice; the stylesheet then hides the banner. A
 *   record older than `site.privacy.consentMonths` months, or one that does
 *   not have exactly that shape, counts as no choice and is removed, so the
 *   banner asks again (CNIL);
 * - the page script (components/shell/page-script.ts) writes `consentRecord`
 *   when the visitor chooses, before any module has loaded, and marks `<html>`;
 *   storage that throws (private modes, disabled storage, full quota) then
 *   keeps the choice on `<html>` for the visit only;
 * - React reads `<html data-consent>` at hydration and each time it changes
 *   (`consentChoice`, `onConsentChoice`) to apply it to analytics; it never
 *   writes a record itself.
 *
 * `parseConsent` and `consentRecord` run in the page as their own source text
 * (app/lib/inline-script.ts): each is self-contained, with nothing from this
 * module, so the unit tests exercise the very code the page runs.
 */

export const CONSENT_KEY = "cookieConsent";

export type ConsentRecord = { necessary: true; analytics: boolean; timestamp: number };

/** The record a choice made at `now` stores. */
export const consentRecord = (analytics: boolean, now: number): ConsentRecord => ({
  necessary: true,
  analytics,
  timestamp: now,
});

/**
 * A stored value as a choice: the record when it has exactly the shape above,
 * a timestamp not more than a day ahead of `now` (clock drift), and has not
 * expired (`months` calendar months after it: 31 August + 6 months is the
 * last day of February, at the same time of day); else `null`.
 */
export function parseConsent(raw: string | null | undefined, now: number, months: number): ConsentRecord | null {
  if (typeof raw !== "string" || raw === "") return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { necessary, analytics, timestamp } = value as Record<string, unknown>;
  if (necessary !== true || typeof analytics !== "boolean") return null;
  if (typeof timestamp !== "number" || !Number.isSafeInteger(timestamp) || timestamp <= 0) return null;
  if (timestamp > now + 86_400_000) return null;
  const expiry = new Date(timestamp);
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return now < expiry.getTime() ? { necessary: true, analytics, timestamp } : null;
}

/** The attribute of `<html>` that holds the visit's choice. */
export const consentAttribute = "data-consent";

/** The visit's choice: true when analytics are granted, false when refused, null before any choice. */
export function consentChoice(): boolean | null {
  const value = document.documentElement.getAttribute(consentAttribute);
  return value === null ? null : value === "granted";
}

/** Calls `listener` with each new choice (a choice made again counts too). Returns the unsubscribe function. */
export function onConsentChoice(listener: (granted: boolean) => void): () => void {
  const observer = new MutationObserver(() => {
    const granted = consentChoice();
    if (granted !== null) listener(granted);
  });
  observer.observe(document.documentElement, { attributeFilter: [consentAttribute] });
  return () => observer.disconnect();
}
