/**
 * The visitor's cookie choice, kept in localStorage under `cookieConsent`
 * (SPEC.md §3): `{ necessary: true, analytics: boolean, timestamp: ms }`.
 *
 * - A record older than `site.privacy.consentMonths` months, or one that does
 *   not have exactly that shape, counts as no choice (and is removed), so the
 *   banner asks again (CNIL).
 * - Storage that throws (private modes, disabled storage, full quota) never
 *   breaks the page: the choice is then kept in memory for the visit only.
 * - `openCookiePreferences()` asks the banner, wherever it is mounted, to
 *   reopen on its preferences view (the footer's « Gérer les cookies »).
 *
 * The store takes a storage getter so that unit tests can pass a fake one.
 */
import { site } from "../site/config.ts";

export const CONSENT_KEY = "cookieConsent";

export type ConsentRecord = { necessary: true; analytics: boolean; timestamp: number };

/** The part of the Web Storage API the store uses. */
export type StorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Returns the storage to use; may return nothing or throw (e.g. `localStorage` in a sandboxed frame). */
export type StorageGetter = () => StorageLike | null | undefined;

/** Tolerated clock drift for a timestamp in the future; beyond it the record is treated as malformed. */
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;

/** The moment a choice made at `timestamp` expires: the same time `months` calendar months later. */
export function expiryOf(timestamp: number, months: number = site.privacy.consentMonths): number {
  const date = new Date(timestamp);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date.getTime();
}

/** Parses a stored value; anything but a valid, unexpired record gives `null`. */
export function parseConsent(
  raw: string | null | undefined,
  now: number = Date.now(),
  months: number = site.privacy.consentMonths,
): ConsentRecord | null {
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
  if (timestamp > now + FUTURE_TOLERANCE_MS) return null;
  if (now >= expiryOf(timestamp, months)) return null;
  return { necessary: true, analytics, timestamp };
}

export type ConsentStore = {
  /** The current valid choice, or `null` when the banner must ask. */
  read(): ConsentRecord | null;
  /** Stores a choice now; returns it. Never throws. */
  write(analytics: boolean): ConsentRecord;
  /** Called with the new record after each `write`. Returns an unsubscribe function. */
  subscribe(listener: (record: ConsentRecord) => void): () => void;
};

export type ConsentStoreOptions = {
  getStorage: StorageGetter;
  now?: () => number;
  months?: number;
};

export function createConsentStore({
  getStorage,
  now = Date.now,
  months = site.privacy.consentMonths,
}: ConsentStoreOptions): ConsentStore {
  /** The last choice of this visit, for when storage refuses to keep it. */
  let memory: ConsentRecord | null = null;
  const listeners = new Set<(record: ConsentRecord) => void>();

  const storage = (): StorageLike | null => {
    try {
      return getStorage() ?? null;
    } catch {
      return null;
    }
  };

  return {
    read() {
      const at = now();
      const store = storage();
      if (store) {
        try {
          const raw = store.getItem(CONSENT_KEY);
          const record = parseConsent(raw, at, months);
          if (record) return record;
          if (raw !== null) store.removeItem(CONSENT_KEY);
        } catch {
          // Unreadable storage: fall back to this visit's choice, if any.
        }
      }
      if (memory && at < expiryOf(memory.timestamp, months)) return memory;
      return null;
    },
    write(analytics) {
      const record: ConsentRecord = { necessary: true, analytics, timestamp: now() };
      memory = record;
      try {
        storage()?.setItem(CONSENT_KEY, JSON.stringify(record));
      } catch {
        // Quota or private mode: the choice holds for this visit only.
      }
      for (const listener of listeners) listener(record);
      return record;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The browser's store: `window.localStorage`, read lazily (reading it can throw). */
export const consentStore: ConsentStore = createConsentStore({
  getStorage: () => (typeof window === "undefined" ? null : window.localStorage),
});

/* Reopening the preferences from anywhere (footer link, privacy page). */

const openListeners = new Set<() => void>();
/** A request made before the banner subscribed (it mounts after hydration) is kept for it. */
let pendingOpen = false;

/** Asks the cookie banner to show its preferences view. */
export function openCookiePreferences(): void {
  if (openListeners.size === 0) {
    pendingOpen = true;
    return;
  }
  for (const listener of openListeners) listener();
}

/** Used by the banner: `listener` runs on each `openCookiePreferences()` call, and at once if one is pending. */
export function onOpenCookiePreferences(listener: () => void): () => void {
  openListeners.add(listener);
  if (pendingOpen) {
    pendingOpen = false;
    listener();
  }
  return () => {
    openListeners.delete(listener);
  };
}
