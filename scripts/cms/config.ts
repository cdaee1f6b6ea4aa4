/**
 * The editor's configuration (Decap CMS `config.yml`), generated from the
 * content schemas (app/content/schema.ts) rather than written by hand: every
 * field of a data file gets its form field, with the same required fields,
 * lists and choices, so the form and the build cannot drift apart. Articles
 * are a folder collection of Markdown files, one per language.
 */
import { relative, resolve } from "node:path";
import { coverIds } from "../../app/content/covers.ts";
import { pageNames } from "../../app/content/page-names.ts";
import {
  articleSlugPattern,
  type CommonCopyName,
  commonCopySchemas,
  coverPhotoFolder,
  homeCopySchema,
  pageCopySchema,
  practiceSchema,
  testimonialSchema,
} from "../../app/content/schema.ts";
import { pageIds, pathOf } from "../../app/site/pages.ts";
import { type Field, fieldsOf, relabel, toJson, translatable } from "./fields.ts";
import { commonCopyFiles } from "./labels.ts";

const root = resolve(import.meta.dirname, "../..");
const repoPath = (path: string) => relative(root, resolve(root, path)).split("\\").join("/");

const dataDir = "app/content/data";

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

/** A file of « Textes communs »: French and English side by side, each field labelled for its place. */
function commonCopyFile(name: CommonCopyName) {
  const { label, fields } = commonCopyFiles[name];
  // Both languages have the same form: the French one's.
  const schema = toJson(commonCopySchemas[name]).properties?.fr ?? {};
  // A page's name is labelled with its French address, which stays when the name changes.
  const labels: Record<string, string> =
    name === "page-names" ? Object.fromEntries(pageIds.map((id) => [id, `Page ${pathOf(id, "fr")}`])) : fields;
  return {
    name,
    label,
    file: `${dataDir}/${name}.json`,
    i18n: true,
    fields: relabel(fieldsOf(schema), labels).map(translatable),
  };
}

const articleFields: Field[] = [
  { name: "title", label: "Titre", widget: "string", i18n: true },
  {
    // The English address; the French one is the file name, made from the French title when the article is created.
    name: "slug",
    label: "Adresse de la version anglaise (minuscules, chiffres et tirets, ex. : your-first-session)",
    widget: "string",
    pattern: [articleSlugPattern.source, "Minuscules sans accents, chiffres et tirets seulement"],
    i18n: "duplicate",
  },
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
  // The cover: a drawing of the site, and optionally a photo, which replaces it (app/content/schema.ts). The
  // drawing stays required in the form (Decap has no "one of two"): it is there again if the photo is removed.
  {
    name: "cover",
    label: "Illustration",
    hint: "Un dessin du site ; une photo de couverture, si vous en choisissez une ci-dessous, le remplace.",
    widget: "select",
    options: [...coverIds],
    i18n: "duplicate",
  },
  {
    name: "coverPhoto",
    label: "Photo de couverture, à la place de l’illustration (format 8:5, 1600 pixels de large au moins)",
    widget: "image",
    required: false,
    choose_url: false,
    // Where the build makes covers responsive (app/assets/cover-photos.ts); saved as photos/covers/<file>.
    media_folder: `/${repoPath(`app/assets/${coverPhotoFolder}`)}`,
    public_folder: coverPhotoFolder,
    i18n: "duplicate",
  },
  {
    name: "alt",
    label: "Texte alternatif de l’illustration",
    hint: "Ce que montre l’illustration ou la photo de couverture, dans chaque langue (obligatoire).",
    widget: "string",
    i18n: true,
  },
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
    // File names as the site's addresses: a-z, digits and hyphens (app/content/schema.ts, articleSlugPattern).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
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
        create: true,
        // A new article's file name, its id and French address: the French title, lower case, without accents.
        slug: "{{title}}",
        identifier_field: "title",
        summary: "{{title}}",
        i18n: true,
        fields: articleFields,
      },
      {
        name: "common",
        label: "Textes communs",
        i18n: { structure: "single_file" },
        files: (Object.keys(commonCopySchemas) as CommonCopyName[]).map(commonCopyFile),
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
