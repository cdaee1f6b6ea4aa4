import type { PageId } from "../site/pages.ts";
import { defineCopy } from "./define.ts";

/**
 * Short names of pages, for menus, footer columns and the JSON-LD
 * breadcrumbs. `meta` reads them in the browser too, so they are a module
 * of their own (in both languages); the rest of the shell copy (shell.ts)
 * reaches the browser through the root loader, one language at a time.
 */
export const pageNames = defineCopy<Record<PageId, string>>(
  {
    home: "Accueil",
    about: "Qui suis-je",
    therapies: "Thérapies",
    cbt: "Thérapies cognitivo-comportementales (TCC)",
    art: "Art-thérapie",
    nlp: "PNL (programmation neuro-linguistique)",
    hypnosis: "Hypnose ericksonienne",
    humanistic: "Thérapie humaniste",
    pma: "PMA",
    forWhom: "Pour qui",
    why: "Pourquoi consulter",
    adult: "Consultation adulte",
    adolescent: "Consultation adolescent",
    child: "Consultation enfant",
    couple: "Thérapie de couple",
    family: "Thérapie familiale",
    pricing: "Tarifs",
    video: "Téléconsultation",
    blog: "Actualités",
    office: "Cabinet & accès",
    contact: "Contact",
    contactSent: "Message envoyé",
    legal: "Mentions légales",
    privacy: "Confidentialité",
  },
  {
    home: "Home",
    about: "About me",
    therapies: "Therapies",
    cbt: "Cognitive behavioural therapy (CBT)",
    art: "Art therapy",
    nlp: "NLP (neuro-linguistic programming)",
    hypnosis: "Ericksonian hypnosis",
    humanistic: "Humanistic therapy",
    pma: "Fertility support",
    forWhom: "Who I help",
    why: "Why consult",
    adult: "Adults",
    adolescent: "Adolescents",
    child: "Children",
    couple: "Couples therapy",
    family: "Family therapy",
    pricing: "Fees",
    video: "Online sessions",
    blog: "News",
    office: "Office & directions",
    contact: "Contact",
    contactSent: "Message sent",
    legal: "Legal notice",
    privacy: "Privacy",
  },
);
