/**
 * The shape of page copy. Pages are built from typed sections so that the
 * copy stays in content modules and components stay generic.
 *
 * Any string may hold placeholders such as {phone} or {individualPrice}:
 * they are filled from the site config when rendered (see app/content/fill.ts),
 * so no fact about the practice is written in the copy.
 */
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
  /** The distress numbers block (copy in the shell). */
  | { kind: "emergency"; id: string };

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
  };
  cards: {
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
