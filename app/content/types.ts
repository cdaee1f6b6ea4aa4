/**
 * The shape of page copy. Pages are built from typed sections so that the
 * copy stays in content modules and components stay generic.
 *
 * Any string may hold placeholders such as {phone} or {individualPrice}:
 * they are filled from the site config when rendered (see app/content/fill.ts),
 * so no fact about the practice is written in the copy.
 */
import type { ContactErrorCode, FieldErrorCode, Reason, Variant } from "../contact/rules.ts";
import type { ExternalTarget } from "../site/external.ts";
import type { PageId } from "../site/pages.ts";

export type { ExternalTarget };

export type Action = { label: string; page: PageId; anchor?: string } | { label: string; external: ExternalTarget };

export type Card = { title: string; text: string; page?: PageId };
export type Step = { title: string; text: string };

export type Section =
  /** Paragraphs under a heading. */
  | { kind: "prose"; id: string; title: string; paragraphs: string[] }
  /** A bulleted list, with an optional introduction. */
  | { kind: "list"; id: string; title: string; intro?: string; items: string[] }
  /** A grid of cards; a card with `page` links to it. */
  | { kind: "cards"; id: string; title: string; intro?: string; items: Card[] }
  /** Numbered steps. */
  | { kind: "steps"; id: string; title: string; intro?: string; items: Step[] }
  /** Questions and answers, as native <details>. */
  | { kind: "faq"; id: string; title: string; items: { question: string; answer: string }[] }
  | { kind: "quote"; id: string; text: string; author?: string }
  /** A call to action. */
  | { kind: "actions"; id: string; title: string; text?: string; actions: Action[] }
  /** The two rate cards, priced from the site config. */
  | {
      kind: "rates";
      id: string;
      title: string;
      intro?: string;
      items: { title: string; price: "individual" | "coupleOrFamily"; details: string[] }[];
    }
  /** Phone, e-mail, address and opening hours from the site config. */
  | { kind: "contactDetails"; id: string; title: string }
  /** The distress numbers block (copy in the shell; a page may give its own title and introduction). */
  | { kind: "emergency"; id: string; title?: string; intro?: string }
  /** The numbers that answer at any hour, in one paragraph (e.g. before the contact form). */
  | { kind: "emergencyNote"; id: string; text: string };

/** The section of one kind, e.g. `SectionOf<"faq">`. */
export type SectionOf<K extends Section["kind"]> = Extract<Section, { kind: K }>;

export type PageCopy = {
  meta: { title: string; description: string };
  /** The page's h1. */
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  lead: string;
  /** A link back to a parent page, e.g. "For whom". */
  back?: Action & { page: PageId };
  sections: Section[];
};

export type HomeCopy = {
  meta: { title: string; description: string };
  hero: {
    tagline: string;
    /** « Vous détenez la clé » / "You hold the key": the page's h1. */
    title: string;
    subtitle: string;
    aboutCta: string;
    bookCta: string;
    /** « Le bonheur est à la portée de tous » */
    happiness: string;
    /** The practice's phone written out, the link's whole text. */
    call: string;
    /** What a session costs and how long it lasts. */
    fees: string;
    /** One line with the numbers that answer at any hour. */
    emergency: string;
  };
  cards: {
    /** The heading over the three cards (read by screen readers only), other than the modes' below. */
    title: string;
    phone: { title: string; text: string; call: string; sms: string; whatsapp: string };
    office: { title: string; text: string; book: string; more: string };
    video: { title: string; text: string; book: string; more: string; secure: string };
  };
  modes: {
    title: string;
    intro: string;
    /** The office address under the three modes: its heading and the maps link's text. */
    address: { title: string; directions: string };
    phone: { title: string; text: string };
    office: { title: string; text: string };
    video: { title: string; text: string };
  };
  about: { title: string; paragraphs: string[]; cta: string };
  testimonials: {
    title: string;
    intro: string;
    previous: string;
    next: string;
    /** "Témoignage {n} sur {total}" */
    slideLabel: string;
    /** Shown under English testimonials, which are translations. */
    translatedNote: string;
    /** The carousel's own name, distinct from the section's heading (two landmarks, two names). */
    carouselLabel: string;
    pause: string;
    play: string;
  };
  latest: { title: string; all: string };
  stats: {
    title: string;
    /** `basis`: where the figure comes from, printed under it. */
    items: { value: string; label: string; basis: string }[];
  };
};

export type Testimonial = {
  /** First name and initial, e.g. "Sophie M." */
  name: string;
  /** ISO date the testimonial was received. */
  date: string;
  rating: 5;
  text: { fr: string; en: string };
};

/** The app shell: header, menus, footer, shared blocks (app/content/data/shell.json). */
export type ShellCopy = {
  skipToContent: string;
  header: {
    homeLabel: string;
    mainNav: string;
    practical: string;
    book: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    switchLanguage: string;
    /** The other language's name, written in that language. */
    otherLanguage: string;
  };
  bottomBar: { label: string; book: string; directions: string; call: string };
  footer: {
    contactTitle: string;
    /** "{openingDays}, {openingHours}" */
    hours: string;
    navTitle: string;
    servicesTitle: string;
    followTitle: string;
    legalTitle: string;
    book: string;
    rights: string;
  };
  backToTop: string;
  toasts: string;
  loading: string;
  newTab: string;
  emergency: {
    title: string;
    intro: string;
    urgent: string;
    national: string;
    samu: string;
    europe: string;
    deaf: string;
    notEmergencyService: string;
  };
  notFound: {
    metaTitle: string;
    title: string;
    text: string;
    home: string;
    sections: string;
    unexpectedTitle: string;
    unexpectedText: string;
  };
  article: {
    readingTime: string;
    published: string;
    updated: string;
    backToList: string;
  };
};

/** The cookie banner and the footer's cookie settings button (SPEC.md §4 and §8; app/content/data/consent.json). */
export type ConsentCopy = {
  /** The banner's heading and the name of its region. */
  title: string;
  /** First view: what is stored and why, one short sentence (the banner stays compact on a phone). */
  intro: string;
  /** Link to the privacy page. */
  privacyLink: string;
  acceptAll: string;
  necessaryOnly: string;
  manage: string;
  /** Accessible name of the close X, which stores nothing. */
  close: string;
  /** Preferences view: how to choose, how long the choice is kept. May hold {consentMonths}. */
  preferencesIntro: string;
  /** Between a category's name and its description: a non-breaking space precedes the colon in French. */
  separator: string;
  necessary: { name: string; description: string; status: string };
  analytics: { name: string; description: string; no: string; yes: string };
  save: string;
  /** The footer button that reopens the preferences. */
  footerButton: string;
};

/** Words around the practitioner's credentials on the About page; {name} and {number} come from the site config. */
export type CredentialsCopy = {
  member: string;
  registration: string;
};

/** One field of the contact form. */
type FieldCopy = {
  label: string;
  hint?: string;
  /** Messages for this field; codes not listed fall back to `errors`. */
  errors?: Partial<Record<FieldErrorCode, string>>;
};

/**
 * Every word of the contact form and its answers (app/content/data/contact-form.json).
 * Besides the site placeholders, `hint`, `errors`, `summary` and `request` may hold
 * {nameMax} {messageMin} {messageMax} (the form's bounds), `summary` and `wait`
 * {count}, `request` {wait}: app/contact/messages.ts's `formText` fills them there.
 */
export type ContactFormCopy = {
  /** The form's heading and introduction, per variant. */
  heading: Record<Variant, { title: string; intro: string }>;
  /** Said once above the fields. */
  requiredNote: string;
  fields: {
    firstName: FieldCopy;
    lastName: FieldCopy;
    name: FieldCopy;
    email: FieldCopy;
    phone: FieldCopy & { optional: string };
    reason: FieldCopy & { choose: string; options: Record<Reason, string> };
    message: FieldCopy & { placeholder: string };
    /** The consent sentence, with the privacy page's link between `before` and `after`. */
    consent: FieldCopy & { before: string; link: string; after: string };
  };
  healthNote: string;
  /** Label of the hidden anti-robot field, for the rare reader who meets it. */
  honeypot: string;
  submit: string;
  sending: string;
  /** Fallback message per code. */
  errors: Record<FieldErrorCode, string>;
  summary: { one: string; other: string };
  request: Record<ContactErrorCode, string>;
  /** How long to wait before the next message, for {wait}. */
  wait: { one: string; other: string };
  network: string;
  toast: { title: string; description: string };
  /** The server's page when a form sent without JavaScript needs another look. */
  fallback: {
    fixTitle: string;
    fixIntro: string;
    failedTitle: string;
    back: string;
    backHint: string;
  };
};
