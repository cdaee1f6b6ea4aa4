/**
 * What the cookie consent tests share (consent-*.spec.ts): the banner's words in
 * both languages, the stored `cookieConsent` record, the Consent Mode calls in
 * `dataLayer`, and a `test` that records and aborts every request leaving the
 * site's origin.
 */
import type { Page } from "@playwright/test";
import { test as base, expect } from "./fixtures.ts";

export const MONTH = 31 * 24 * 60 * 60 * 1000;

export const languages = [
  {
    name: "French",
    path: "/",
    title: "Cookies et confidentialité",
    acceptAll: "Accepter tout",
    necessaryOnly: "Nécessaires uniquement",
    manage: "Gérer les préférences",
    close: "Fermer sans faire de choix",
    necessary: "Cookies nécessaires\u00a0: Requis pour le fonctionnement du site",
    analytics: "Cookies analytiques\u00a0: Nous aident à améliorer le site",
    no: "Non",
    yes: "Oui",
    save: "Enregistrer mes choix",
    footer: "Gérer les cookies",
  },
  {
    name: "English",
    path: "/en",
    title: "Cookies and privacy",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    manage: "Manage preferences",
    close: "Close without choosing",
    necessary: "Necessary cookies: Required for the site to work",
    analytics: "Analytics cookies: Help us improve the site",
    no: "No",
    yes: "Yes",
    save: "Save my choices",
    footer: "Cookie settings",
  },
] as const;

type Copy = (typeof languages)[number];

/** Every request that leaves the site's origin is recorded and aborted (console errors fail the test, see fixtures.ts). */
export const test = base.extend<{ offsite: string[] }>({
  offsite: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? "http://localhost").origin;
    const offsite: string[] = [];
    await context.route(
      () => true,
      (route) => {
        const url = route.request().url();
        if (new URL(url).origin === origin) return route.continue();
        offsite.push(url);
        return route.abort("blockedbyclient");
      },
    );
    await use(offsite);
  },
});

export const banner = (page: Page, t: Copy) => page.getByRole("region", { name: t.title });

export const stored = (page: Page) =>
  page.evaluate(() => {
    const raw = window.localStorage.getItem("cookieConsent");
    return raw === null ? null : (JSON.parse(raw) as unknown);
  });

/** The Consent Mode calls pushed so far, as plain arrays. */
export const consentCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent"),
  );

export const denyAll = {
  analytics_storage: "denied",
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};

export function expectRecord(record: unknown, analytics: boolean, before: number) {
  expect(record).toEqual({ necessary: true, analytics, timestamp: expect.any(Number) });
  const { timestamp } = record as { timestamp: number };
  expect(timestamp).toBeGreaterThanOrEqual(before);
  expect(timestamp).toBeLessThanOrEqual(Date.now());
}

/** Waits until the page is idle, so a late request would have been seen. */
export const settle = (page: Page) => page.waitForLoadState("networkidle");
