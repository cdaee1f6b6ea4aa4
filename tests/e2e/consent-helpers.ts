/**
 * What the cookie consent tests share (consent-*.spec.ts): the banner's words in
 * both languages, the stored `cookieConsent` record, the Consent Mode calls in
 * `dataLayer`, and a `test` that records and aborts every request leaving the
 * site's origin.
 */
import type { Page } from "@playwright/test";
import { consentCopy } from "../../app/content/consent.ts";
import { fill } from "../../app/content/fill.ts";
import { pathOf } from "../../app/site/pages.ts";
import { test as base, expect } from "./fixtures.ts";

export const MONTH = 31 * 24 * 60 * 60 * 1000;

/** The banner's words in a language, as the page shows them (app/content/consent.ts). */
function wordsOf(lang: "fr" | "en") {
  const t = consentCopy[lang];
  const text = (value: string) => fill(value, lang);
  return {
    lang,
    name: lang === "fr" ? "French" : "English",
    path: pathOf("home", lang),
    title: text(t.title),
    acceptAll: text(t.acceptAll),
    necessaryOnly: text(t.necessaryOnly),
    manage: text(t.manage),
    close: text(t.close),
    necessary: text(`${t.necessary.name}${t.separator}${t.necessary.description}`),
    necessaryDescription: text(t.necessary.description),
    analytics: text(`${t.analytics.name}${t.separator}${t.analytics.description}`),
    no: text(t.analytics.no),
    yes: text(t.analytics.yes),
    save: text(t.save),
    footer: text(t.footerButton),
  };
}

export const languages = [wordsOf("fr"), wordsOf("en")] as const;

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
