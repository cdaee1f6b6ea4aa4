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
  /**
   * PLACEHOLDER: the exact title, short form for the header and page titles.
   * « Psychothérapeute » and « psychologue » are protected titles in France;
   * « psychopraticien(ne) » is not. In English, avoid any wording that reads
   * as "psychotherapist".
   */
  title: { fr: "Psychopraticienne", en: "Therapist" } satisfies Localized,
  /** The title spelt out where it is defined (About page, legal notice). */
  titleDefinition: {
    fr: "psychopraticienne, titre non réglementé",
    en: "therapist (« psychopraticienne », a non-regulated title in France)",
  } satisfies Localized,
  /**
   * PLACEHOLDER (fictional schools): diplomas and trainings as written on the
   * certificates, in the order the About page lists them.
   */
  credentials: [
    {
      diploma: {
        fr: "Certificat de psychopraticien en thérapies intégratives",
        en: "Certificate in integrative therapies",
      },
      institution: "École Exemple de psychothérapie, Nice",
      year: 2018,
    },
    {
      diploma: { fr: "Formation en hypnose ericksonienne", en: "Training in Ericksonian hypnosis" },
      institution: "Institut Exemple d’hypnose, Marseille",
      year: 2019,
    },
    {
      diploma: { fr: "Formation en art-thérapie", en: "Training in art therapy" },
      institution: "Atelier Exemple d’art-thérapie, Lyon",
      year: 2020,
    },
    {
      diploma: {
        fr: "Diplôme universitaire d’accompagnement en périnatalité et fertilité",
        en: "University diploma in perinatal and fertility support",
      },
      institution: "Université Exemple",
      year: 2021,
    },
  ] satisfies readonly { diploma: Localized; institution: string; year: number }[],
  /**
   * PLACEHOLDER (fictional): the professional body the practitioner belongs
   * to and the membership number, or null for none.
   */
  professionalBody: { name: "Fédération Exemple des psychopraticiens", registration: "EX-00000" } as {
    name: string;
    registration?: string;
  } | null,
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
  /** PLACEHOLDER: the video-consultation service, named in the privacy notice among the recipients. */
  videoTool: { name: "Visio Exemple" },
  /**
   * PLACEHOLDER (fictional): the endometriosis conference the article of the
   * same name reports on (the article's summary says it took place in Nice).
   */
  conference: {
    date: "2024-09-14",
    organiser: "Association Exemple Endométriose Côte d’Azur",
    venue: "Salle Exemple, 1 promenade de l’Exemple, 06000 Nice",
  },
  /** PLACEHOLDER: the name of the external online booking service, as the articles name it. */
  bookingService: "Agenda Exemple",
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
  /**
   * Free French numbers a person in distress can reach at any hour (DESIGN.md §10):
   * suicide prevention, SAMU, European emergency, SMS for deaf and hard-of-hearing
   * people, police, and Violences Femmes Info (anonymous).
   */
  distressLines: { national: "3114", samu: "15", europe: "112", deafSms: "114", police: "17", violence: "3919" },
  legal: {
    /** Sole trader: « EI » follows the name in the legal notice. */
    status: { fr: "Entrepreneur individuel (EI)", en: "Sole trader (EI)" } satisfies Localized,
    /** PLACEHOLDER */
    siret: "000 000 000 00000",
    /** PLACEHOLDER: the web host (name, address, phone). */
    host: { name: "Hébergeur Exemple SAS", address: "1 rue de l’Exemple, 75000 Paris", phone: "+33199001234" },
    /**
     * PLACEHOLDER (fictional): the consumer mediator the practice has joined,
     * as every professional selling to consumers must (Code de la consommation, art. L.616-1).
     */
    mediator: {
      name: "Médiation Exemple de la consommation",
      url: "https://mediation.example.org",
      address: "3 place de l’Exemple, 75000 Paris",
    },
    /**
     * VAT: null under the franchise en base (« TVA non applicable, art. 293 B du CGI »),
     * otherwise the intra-community VAT number. PLACEHOLDER: check with the accountant.
     */
    vatNumber: null as string | null,
  },
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
  /**
   * PLACEHOLDER: the home page's figures (SPEC.md §2) are samples. Replace
   * them with the practice's real figures and say where each comes from and
   * for which period; the basis is printed next to the figure.
   */
  figures: {
    satisfactionPercent: 100,
    averageRating: 5,
    patients: 200,
    /** Where the satisfaction and rating figures come from. */
    feedbackBasis: {
      fr: "Questionnaires anonymes de fin d’accompagnement, 2023–2025 (exemple)",
      en: "Anonymous end-of-therapy questionnaires, 2023–2025 (sample)",
    } satisfies Localized,
    patientsBasis: {
      fr: "Personnes reçues au cabinet depuis 2019 (exemple)",
      en: "People seen at the practice since 2019 (sample)",
    } satisfies Localized,
    /** Days a week the practitioner reads messages left on the urgent line. */
    urgentMessagesDaysPerWeek: 7,
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
