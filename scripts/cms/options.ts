/**
 * The editor's choices and lists in the practitioner's words: what each
 * stored value of a choice means to her (a page by its name and address, a
 * destination by what it does), and how a list names its items.
 */
import type { CoverId } from "../../app/content/covers.ts";
import { pageNames } from "../../app/content/page-names.ts";
import type { ExternalTarget } from "../../app/content/types.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";

export type Option = { label: string; value: string | number };

const weekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
/** ISO weekdays, as practice.json stores them: 1 is Monday. */
export const weekdayOptions: Option[] = weekdays.map((label, i) => ({ label, value: i + 1 }));

const targetLabels: Record<ExternalTarget, string> = {
  booking: "Réservation en ligne (service de rendez-vous)",
  phone: "Appel au téléphone du cabinet",
  mobile: "Appel au téléphone portable",
  urgentPhone: "Appel au téléphone des demandes urgentes",
  sms: "SMS au téléphone portable",
  whatsapp: "Message WhatsApp",
  email: "E-mail",
  maps: "Itinéraire jusqu’au cabinet (carte)",
};

const priceLabels: Record<string, string> = {
  individual: "Tarif de la consultation individuelle",
  coupleOrFamily: "Tarif couple ou famille",
};

/** The article covers' drawings (app/assets/illustrations), by what they show. */
export const illustrationNames: Record<CoverId, string> = {
  "inner-listening": "Écoute intérieure",
  "first-session": "Première séance",
  "online-booking": "Rendez-vous en ligne",
  couple: "Couple",
  pma: "Parcours de PMA",
  relationships: "Relations",
  conference: "Conférence",
};

/** A page by the name the menus give it and its French address, which stays when the name changes. */
const pageLabel = (id: PageId) => `${pageNames.fr[id]} (${pathOf(id, "fr")})`;

/** The labelled options of a choice field, by its key; a value without a label shows as stored. */
export function optionsOf(name: string, values: readonly (string | number)[]): (string | number | Option)[] {
  const label = (value: string) => {
    if (name === "page") return pageLabel(value as PageId);
    if (name === "external") return targetLabels[value as ExternalTarget];
    if (name === "price") return priceLabels[value];
    return undefined;
  };
  return values.map((value) => {
    const text = typeof value === "string" ? label(value) : undefined;
    return text ? { label: text, value } : value;
  });
}

/**
 * How a list names its items: `singular` on its « Ajouter … » button, and,
 * for a list of texts, `item` above each one. Keys are list keys.
 */
export const listWords: Record<string, { singular: string; item?: string }> = {
  credentials: { singular: "un diplôme ou une formation" },
  lines: { singular: "une ligne", item: "Ligne" },
  days: { singular: "un jour" },
  testimonials: { singular: "un témoignage" },
  sections: { singular: "une section" },
  paragraphs: { singular: "un paragraphe", item: "Paragraphe" },
  items: { singular: "un élément", item: "Élément" },
  details: { singular: "un détail", item: "Détail" },
  actions: { singular: "un bouton" },
};

/** The photo formats the build makes responsive (app/content/schema.ts): the file chooser offers these only. */
export const photoTypes = "image/jpeg,image/png,image/webp";
