/**
 * Everything about the practice, written once. The facts the practitioner
 * changes (name, title, credentials, contacts, address, booking, prices,
 * hours, legal notice, the home page's figures) live in
 * app/content/data/practice.json: the editor (`npm run edit`) writes it, the
 * build checks it against `practiceSchema` (app/content/schema.ts). Its
 * fictional values (ARCEP's numbers reserved for fiction, example.org,
 * « Exemple » names) are listed in the README under "Before going live".
 * Its French is typeset (./typography.ts), as every content file's.
 * The constants below stay code: the server and the browser apply them.
 */
import practice from "../content/data/practice.json" with { type: "json" };
import type { Practice } from "../content/schema.ts";
import { typesetCopy } from "./typography.ts";

/**
 * The practice's facts as the site uses them: the opening days in the week's
 * order, whatever order the file holds them in (the editor keeps the order
 * they were ticked in, so a Monday added to Tuesday–Friday comes last).
 */
export function practiceFacts(data: Practice): Practice {
  const days = [...data.openingHours.days].sort((a, b) => a - b) as Practice["openingHours"]["days"];
  return { ...data, openingHours: { ...data.openingHours, days } };
}

export const site = {
  /** Validated by the build (app/content/validate.ts); typed here so that zod never ships to the browser. */
  ...typesetCopy(practiceFacts(practice as Practice)),
  /**
   * Free French numbers a person in distress can reach at any hour (DESIGN.md §10):
   * suicide prevention, SAMU, European emergency, SMS for deaf and hard-of-hearing
   * people, police, and Violences Femmes Info (anonymous).
   */
  distressLines: { national: "3114", samu: "15", europe: "112", deafSms: "114", police: "17", violence: "3919" },
  /**
   * Figures the privacy notice states and the code applies: the server and
   * the analytics tag read them from here, and the server refuses to start
   * when its environment or the built pages disagree (server/copy-figures.ts).
   */
  privacy: {
    /** Days a delivered contact message is kept on the server before it is purged. */
    messageRetentionDays: 90,
    /** Minutes the contact endpoint remembers a sender's IP address (its rate-limit window). */
    rateLimitWindowMinutes: 10,
    /** Months the analytics cookies last at most (CNIL: 13). */
    analyticsCookieMonths: 13,
    /** PLACEHOLDER (to confirm): years e-mails stay in the practice's mailbox after the last exchange. */
    mailboxRetentionYears: 3,
    /** Months after which cookie consent is asked again (CNIL). */
    consentMonths: 6,
    /** The data protection authority, where a visitor can lodge a complaint. */
    authorityUrl: "https://www.cnil.fr",
  },
  /** Interface thresholds from the specification. */
  ui: { headerScrollThreshold: 50, backToTopThreshold: 300, carouselIntervalMs: 5000 },
  /** The public origin, for canonical and hreflang links. PLACEHOLDER. */
  origin: "https://www.example.org",
  /**
   * The Google tag's origins, loaded only with consent and an analytics id:
   * the tag's script, and where it sends hits and pixels (each page's CSP).
   */
  analyticsOrigins: {
    script: "https://www.googletagmanager.com",
    connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
    img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  },
} as const;

export type Site = typeof site;
