/**
 * The editor's configuration (Decap CMS `config.yml`), generated from the
 * content schemas (app/content/schema.ts) rather than written by hand: every
 * field of a data file gets its form field, with the same required fields,
 * lists and choices, so the form and the build cannot drift apart. Articles
 * are a folder collection of Markdown files, one per language.
 */
import { relative, resolve } from "node:path";
import { z } from "zod";
import { coverIds } from "../../app/content/covers.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { homeCopySchema, pageCopySchema, practiceSchema, testimonialSchema } from "../../app/content/schema.ts";
import { pageIds } from "../../app/site/pages.ts";

const root = resolve(import.meta.dirname, "../..");
const repoPath = (path: string) => relative(root, resolve(root, path)).split("\\").join("/");

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: (string | number)[];
  const?: string | number | boolean;
  minimum?: number;
  maximum?: number;
};
export type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** Labels in the practitioner's language; a key without one shows as written. */
const labels: Record<string, string> = {
  practitioner: "Nom de la praticienne",
  title: "Titre",
  titleDefinition: "Titre défini (page À propos, mentions légales)",
  credentials: "Diplômes et formations",
  diploma: "Diplôme",
  institution: "Établissement",
  year: "Année",
  professionalBody: "Organisme professionnel",
  registration: "Numéro d’adhérent",
  phone: "Téléphone du cabinet",
  mobile: "Téléphone portable (SMS, WhatsApp)",
  urgentPhone: "Téléphone pour les demandes urgentes",
  email: "Adresse e-mail",
  address: "Adresse du cabinet",
  lines: "Lignes de l’adresse",
  city: "Ville",
  postalCode: "Code postal",
  country: "Pays (code ISO)",
  region: "Région",
  geo: "Coordonnées GPS",
  videoTool: "Service de visio",
  conference: "Conférence sur l’endométriose",
  date: "Date",
  organiser: "Organisateur",
  venue: "Lieu",
  bookingService: "Nom du service de réservation",
  bookingUrl: "Adresse de la page de réservation en ligne",
  social: "Réseaux sociaux",
  professional: "Réseau professionnel",
  photo: "Réseau photo",
  url: "Adresse (https://…)",
  openingHours: "Horaires d’ouverture",
  days: "Jours d’ouverture",
  opens: "Ouverture (HH:MM)",
  closes: "Fermeture (HH:MM)",
  prices: "Tarifs (€ TTC)",
  individual: "Consultation individuelle",
  coupleOrFamily: "Couple ou famille",
  currency: "Devise",
  sessions: "Durée des séances (minutes)",
  firstMinutes: "Première séance",
  coupleMinutes: "Séance de couple",
  cancellationNoticeHours: "Délai d’annulation sans frais (heures)",
  fertilityCentre: "Consultations au centre de fertilité",
  weekday: "Jour",
  legal: "Mentions légales",
  status: "Statut",
  siret: "SIRET",
  host: "Hébergeur",
  mediator: "Médiateur de la consommation",
  vatNumber: "Numéro de TVA (vide si TVA non applicable)",
  figures: "Chiffres de la page d’accueil",
  satisfactionPercent: "Satisfaction (%)",
  averageRating: "Note moyenne sur 5",
  patients: "Personnes accompagnées",
  feedbackBasis: "Source des chiffres de satisfaction et de note",
  patientsBasis: "Source du nombre de personnes",
  urgentMessagesDaysPerWeek: "Jours par semaine où les messages urgents sont lus",
  fr: "Français",
  en: "English",
  name: "Nom",
  text: "Texte",
  consent: "Accord écrit de l’auteur pour publier",
  meta: "Résultat dans les moteurs de recherche",
  description: "Description",
  eyebrow: "Surtitre",
  lead: "Chapeau",
  back: "Lien de retour",
  sections: "Sections",
  paragraphs: "Paragraphes",
  items: "Éléments",
  intro: "Introduction",
  label: "Libellé",
  page: "Page du site",
  anchor: "Ancre",
  external: "Destination externe",
  details: "Détails",
  question: "Question",
  answer: "Réponse",
  author: "Auteur",
  actions: "Boutons",
  price: "Tarif",
  id: "Identifiant (ne pas changer)",
};
const weekdays = ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"];
/** Keys whose text runs over several lines in the form. */
const longText = new Set(["text", "lead", "description", "intro", "answer", "subtitle", "paragraphs", "basis"]);
const sectionLabels: Record<string, string> = {
  prose: "Paragraphes",
  list: "Liste à puces",
  cards: "Cartes",
  steps: "Étapes",
  faq: "Questions et réponses",
  quote: "Citation",
  actions: "Boutons",
  rates: "Tarifs",
  contactDetails: "Coordonnées",
  emergency: "Numéros d’urgence",
};

const labelOf = (name: string) => labels[name] ?? name;

/** The non-null alternative of a nullable schema. */
const nonNull = (schema: JsonSchema) =>
  schema.anyOf?.length === 2 && schema.anyOf.some((s) => s.type === "null")
    ? schema.anyOf.find((s) => s.type !== "null")
    : undefined;

/**
 * The form fields of an object's properties. Inside an optional object (a
 * page's "back" link) nothing is required in the form, or Decap would ask to
 * fill an object that may stay empty; the build's schema still checks it.
 */
function fieldsOf(schema: JsonSchema, optional = false): Field[] {
  const required = new Set(optional ? [] : (schema.required ?? []));
  return Object.entries(schema.properties ?? {}).map(([name, s]) => fieldOf(name, s, required.has(name)));
}

function fieldOf(name: string, schema: JsonSchema, required: boolean): Field {
  const base = { name, label: labelOf(name), ...(required ? {} : { required: false }) };
  const inner = nonNull(schema);
  if (inner) return fieldOf(name, inner, false);
  if (name === "days" || name === "weekday") {
    const options = weekdays.map((label, i) => ({ label, value: i + 1 }));
    return { ...base, widget: "select", options, ...(name === "days" ? { multiple: true, min: 1 } : {}) };
  }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum };
  if (schema.anyOf) return { ...base, widget: "object", fields: alternativesFields(schema.anyOf) };
  switch (schema.type) {
    case "object":
      return { ...base, widget: "object", collapsed: false, fields: fieldsOf(schema, !required) };
    case "array":
      return { ...base, ...listOf(name, schema) };
    case "number":
    case "integer":
      return {
        ...base,
        widget: "number",
        value_type: schema.type === "integer" ? "int" : "float",
        ...(schema.minimum === undefined ? {} : { min: schema.minimum }),
        ...(schema.maximum === undefined ? {} : { max: schema.maximum }),
      };
    case "boolean":
      return { ...base, widget: "boolean" };
    default:
      return { ...base, widget: longText.has(name) ? "text" : "string" };
  }
}

/**
 * Alternatives such as a button to a page or to an external destination:
 * one form with every key; only the keys all alternatives share are required.
 */
function alternativesFields(alternatives: JsonSchema[]): Field[] {
  const properties = Object.assign({}, ...alternatives.map((s) => s.properties));
  const required = alternatives.map((s) => s.required ?? []).reduce((a, b) => a.filter((k) => b.includes(k)));
  return fieldsOf({ properties, required });
}

function listOf(name: string, schema: JsonSchema): Record<string, unknown> & { widget: string } {
  const items = schema.items ?? schema.prefixItems?.[0] ?? {};
  if (items.oneOf) {
    // Page sections: one form per kind, told apart by `kind`.
    const types = items.oneOf.map((s) => {
      const kind = String(s.properties?.kind?.const);
      const { kind: _, ...properties } = s.properties ?? {};
      return {
        name: kind,
        label: sectionLabels[kind] ?? kind,
        widget: "object",
        fields: fieldsOf({ properties, required: s.required }),
      };
    });
    return { widget: "list", typeKey: "kind", types, collapsed: true };
  }
  if (items.type === "object") return { widget: "list", fields: fieldsOf(items), collapsed: true };
  if (items.anyOf) return { widget: "list", fields: alternativesFields(items.anyOf), collapsed: true };
  return { widget: "list", field: fieldOf(longText.has(name) ? "text" : "item", items, true) };
}

const toJson = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

const dataDir = "app/content/data";

/** Translatable all the way down: Decap hides a nested field without `i18n: true` in the second language. */
function translatable(field: Field): Field {
  const nested = (key: "fields" | "types") =>
    Array.isArray(field[key]) ? { [key]: (field[key] as Field[]).map(translatable) } : {};
  return {
    ...field,
    i18n: true,
    ...nested("fields"),
    ...nested("types"),
    ...(field.field ? { field: translatable(field.field as Field) } : {}),
  };
}

function pageFile(id: string) {
  const schema = toJson(id === "home" ? homeCopySchema : pageCopySchema);
  return {
    name: id,
    label: pageNames.fr[id as keyof typeof pageNames.fr] ?? id,
    file: `${dataDir}/pages/${id}.json`,
    i18n: true,
    fields: fieldsOf(schema).map(translatable),
  };
}

const articleFields: Field[] = [
  { name: "title", label: "Titre", widget: "string", i18n: true },
  { name: "category", label: "Catégorie", widget: "string", i18n: true },
  {
    name: "date",
    label: "Date de publication",
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "DD/MM/YYYY",
    time_format: false,
    i18n: "duplicate",
  },
  {
    name: "updated",
    label: "Date de mise à jour",
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "DD/MM/YYYY",
    time_format: false,
    required: false,
    i18n: "duplicate",
  },
  { name: "summary", label: "Résumé", widget: "text", i18n: true },
  { name: "cover", label: "Illustration", widget: "select", options: [...coverIds], i18n: "duplicate" },
  { name: "alt", label: "Texte alternatif de l’illustration", widget: "string", i18n: true },
  {
    name: "metaTitle",
    label: "Titre pour les moteurs de recherche (42 caractères au plus)",
    widget: "string",
    i18n: true,
  },
  {
    name: "metaDescription",
    label: "Description pour les moteurs de recherche (50 à 160 caractères)",
    widget: "text",
    i18n: true,
  },
  { name: "body", label: "Article", widget: "markdown", i18n: true },
];

/** A photo and its alternative text, required in both languages: what a person who cannot see it is told. */
function photoField(name: string, label: string, required: boolean): Field {
  return {
    name,
    label,
    widget: "object",
    fields: [
      { name: "file", label: "Photo", widget: "image", required, choose_url: false },
      {
        name: "alt",
        label: "Texte alternatif (ce que montre la photo)",
        widget: "object",
        fields: [
          { name: "fr", label: "Français", widget: "string" },
          { name: "en", label: "English", widget: "string" },
        ],
      },
    ],
  };
}

export type CmsOptions = {
  /** The local proxy (decap-server) of `npm run edit`, e.g. http://localhost:8081/api/v1. */
  localBackendUrl?: string;
  /** owner/name of the GitHub repository, for online editing. */
  repo?: string;
  branch?: string;
  /** Where the editor's login goes for GitHub (an OAuth proxy), when online. */
  baseUrl?: string;
};

export function cmsConfig({ localBackendUrl, repo = "owner/repo", branch = "main", baseUrl }: CmsOptions = {}) {
  return {
    backend: { name: "github", repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}) },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    locale: "fr",
    // Photos go where the build turns them into responsive AVIF and WebP (app/assets/photos.ts).
    media_folder: repoPath("app/assets/photos"),
    public_folder: "photos",
    i18n: { structure: "multiple_files", locales: ["fr", "en"], default_locale: "fr" },
    collections: [
      {
        name: "practice",
        label: "Le cabinet : coordonnées, tarifs, horaires",
        files: [
          {
            name: "practice",
            label: "Coordonnées, tarifs, horaires, titres, chiffres",
            file: `${dataDir}/practice.json`,
            fields: fieldsOf(toJson(practiceSchema)),
          },
        ],
      },
      {
        name: "testimonials",
        label: "Témoignages",
        files: [
          {
            name: "testimonials",
            label: "Témoignages",
            file: `${dataDir}/testimonials.json`,
            fields: [
              {
                name: "testimonials",
                label: "Témoignages",
                widget: "list",
                summary: "{{fields.name}} ({{fields.date}})",
                fields: fieldsOf(toJson(testimonialSchema)).map((f) =>
                  f.name === "rating"
                    ? { name: "rating", label: "Note", widget: "hidden", default: 5 }
                    : f.name === "date"
                      ? {
                          ...f,
                          label: "Date de réception",
                          widget: "datetime",
                          format: "YYYY-MM-DD",
                          time_format: false,
                        }
                      : f,
                ),
              },
            ],
          },
        ],
      },
      {
        name: "photos",
        label: "Photos",
        files: [
          {
            name: "photos",
            label: "Portrait et photo du cabinet",
            file: `${dataDir}/photos.json`,
            fields: [
              photoField(
                "portrait",
                "Portrait (format 4:5, 960 pixels de large au moins ; vide : une illustration)",
                false,
              ),
              photoField("office", "Photo du cabinet (format 3:2, 1600 pixels de large au moins)", true),
            ],
          },
        ],
      },
      {
        name: "articles",
        label: "Articles",
        label_singular: "Article",
        folder: repoPath("app/content/articles"),
        extension: "md",
        format: "frontmatter",
        create: false,
        identifier_field: "title",
        summary: "{{title}}",
        i18n: true,
        fields: articleFields,
      },
      {
        name: "pages",
        label: "Textes des pages",
        i18n: { structure: "single_file" },
        files: pageIds.map(pageFile),
      },
    ],
  };
}
