/**
 * Everything about the practice, written once. Values marked PLACEHOLDER are
 * fictional (ARCEP's numbers reserved for fiction, example.org) and are listed
 * in the README under "Before going live".
 */
import type { Lang } from "./lang.ts";

type Localized = Readonly<Record<Lang, string>>;

export const site = {
  /** PLACEHOLDER: the practitioner's name. */
  practitioner: "Camille Laurent",
  /** PLACEHOLDER: the exact title as registered; « psychopraticien » is not a protected title. */
  title: { fr: "Psychopraticienne", en: "Psychotherapy practitioner" } satisfies Localized,
  /** PLACEHOLDER: office and mobile numbers (fiction ranges 04 65 71 and 06 39 98). */
  phone: "+33465711234",
  mobile: "+33639981234",
  /** PLACEHOLDER: the number for urgent requests. */
  urgentPhone: "+33639985678",
  /** PLACEHOLDER */
  email: "contact@example.org",
  address: {
    /** PLACEHOLDER: street line. */
    lines: ["Cabinet de psychothérapie", "12 avenue des Oliviers", "06700 Saint-Laurent-du-Var"],
    city: "Saint-Laurent-du-Var",
    postalCode: "06700",
    /** ISO 3166-1 alpha-2, for structured data. */
    country: "FR",
    region: { fr: "Alpes-Maritimes, près de Nice", en: "Alpes-Maritimes, near Nice" } satisfies Localized,
    /** PLACEHOLDER: coordinates of the town centre. */
    geo: { lat: 43.6731, lng: 7.1903 },
  },
  /** PLACEHOLDER: the external online booking page. */
  bookingUrl: "https://booking.example.org/camille-laurent",
  social: {
    /** PLACEHOLDER: professional network profile. */
    professional: { name: "LinkedIn", url: "https://www.example.org/linkedin/camille-laurent" },
    /** PLACEHOLDER: photo network profile. */
    photo: { name: "Instagram", url: "https://www.example.org/instagram/camille-laurent" },
  },
  /** Opening days, ISO weekday numbers (1 = Monday), and hours. */
  openingHours: { days: [2, 3, 4, 5], opens: "09:00", closes: "19:00" },
  prices: {
    individual: 70,
    coupleOrFamily: 120,
    currency: "EUR",
  },
  sessions: { firstMinutes: 55, coupleMinutes: 60 },
  cancellationNoticeHours: 48,
  fertilityCentre: { weekday: 3, city: "Nice" },
  distressLines: { national: "3114", samu: "15", europe: "112", deafSms: "114" },
  legal: {
    /** Sole trader: « EI » follows the name in the legal notice. */
    status: { fr: "Entrepreneur individuel (EI)", en: "Sole trader (EI)" } satisfies Localized,
    /** PLACEHOLDER */
    siret: "000 000 000 00000",
    /** PLACEHOLDER: the web host (name, address, phone). */
    host: { name: "Hébergeur Exemple SAS", address: "1 rue de l’Exemple, 75000 Paris", phone: "+33199001234" },
  },
  privacy: {
    /** Days a delivered contact message is kept before it is purged. */
    messageRetentionDays: 90,
    /** Months after which cookie consent is asked again (CNIL). */
    consentMonths: 6,
  },
  /** Interface thresholds from the specification. */
  ui: { headerScrollThreshold: 50, backToTopThreshold: 300, carouselIntervalMs: 5000 },
  /** The public origin, for canonical and hreflang links. PLACEHOLDER. */
  origin: "https://www.example.org",
} as const;

export type Site = typeof site;
