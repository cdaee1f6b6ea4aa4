/**
 * The editor's collections of data files (app/content/data/), their forms
 * generated from the content schemas: « Le cabinet », « Témoignages »,
 * « Photos », « Textes communs » and « Textes des pages ». The French and
 * English of a page or shared text sit in one file (`fr` and `en` keys),
 * which the editor shows side by side and requires in both languages.
 */
import { dataDir } from "../../app/content/folders.ts";
import { pageNames } from "../../app/content/page-names.ts";
import {
  type CommonCopyName,
  commonCopySchemas,
  homeCopySchema,
  pageCopySchema,
  practiceSchema,
  testimonialsSchema,
} from "../../app/content/schema.ts";
import { type PageId, pageIds, pathOf } from "../../app/site/pages.ts";
import { commonCopyFiles } from "./common-labels.ts";
import { type Field, fieldsOf, relabel, toJson, translatable } from "./fields.ts";
import { homeLabels } from "./home-labels.ts";
import { photoTypes } from "./options.ts";

/** A collection of one file, whose French and English are keys of its own (`{ fr, en }`). */
function single(name: string, label: string, fileLabel: string, fields: Field[]) {
  return { name, label, files: [{ name, label: fileLabel, file: `${dataDir}/${name}.json`, fields }] };
}

/** A collection whose files hold a French and an English version side by side. */
const bilingual = <F extends { name: string; label: string; file: string; fields: Field[] }>(
  name: string,
  label: string,
  files: F[],
) => ({
  name,
  label,
  i18n: { structure: "single_file" },
  files: files.map((file) => ({ ...file, i18n: true, fields: file.fields.map(translatable) })),
});

/** The form of a bilingual schema (`{ fr, en }`): the French one's, which the English shares. */
const frenchForm = (schema: Parameters<typeof toJson>[0]) => fieldsOf(toJson(schema).properties?.fr ?? {});

/** A photo and its alternative text, required in both languages: what a person who cannot see it is told. */
function photoField(name: string, label: string, required: boolean): Field {
  return {
    name,
    label,
    widget: "object",
    fields: [
      {
        name: "file",
        label: "Photo",
        widget: "image",
        ...(required ? {} : { required: false }),
        choose_url: false,
        accept: photoTypes,
      },
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

const testimonials = fieldsOf(toJson(testimonialsSchema)).map((list) => ({
  ...list,
  summary: "{{fields.name}} ({{fields.date}})",
  fields: (list.fields as Field[]).map((field) =>
    field.name === "rating"
      ? // Every testimonial is five stars (SPEC §3): not hers to change.
        { name: "rating", label: "Note", widget: "hidden", default: 5 }
      : field.name === "date"
        ? { ...field, label: "Date de réception" }
        : field,
  ),
}));

const practice = fieldsOf(toJson(practiceSchema)).map((field) =>
  field.name === "credentials" ? { ...field, summary: "{{fields.diploma.fr}} ({{fields.year}})" } : field,
);

/** « Textes communs »: each file labelled for its place; a page's name by its French address, which stays when the name changes. */
function commonFile(name: CommonCopyName) {
  const { label, fields } = commonCopyFiles[name];
  const labels: Record<string, string> =
    name === "page-names" ? Object.fromEntries(pageIds.map((id) => [id, `Page ${pathOf(id, "fr")}`])) : fields;
  return { name, label, file: `${dataDir}/${name}.json`, fields: relabel(frenchForm(commonCopySchemas[name]), labels) };
}

const pageFile = (id: PageId) => ({
  name: id,
  label: pageNames.fr[id],
  file: `${dataDir}/pages/${id}.json`,
  fields: id === "home" ? relabel(fieldsOf(toJson(homeCopySchema)), homeLabels) : fieldsOf(toJson(pageCopySchema)),
});

export const dataCollections = () => ({
  practice: single(
    "practice",
    "Le cabinet : coordonnées, tarifs, horaires",
    "Coordonnées, tarifs, horaires, titres, chiffres",
    practice,
  ),
  testimonials: single("testimonials", "Témoignages", "Témoignages", testimonials),
  photos: single("photos", "Photos", "Portrait et photo du cabinet", [
    photoField("portrait", "Portrait (format 4:5, 960 pixels de large au moins ; vide : une illustration)", false),
    photoField("office", "Photo du cabinet (format 3:2, 1600 pixels de large au moins)", true),
  ]),
  common: bilingual("common", "Textes communs", (Object.keys(commonCopySchemas) as CommonCopyName[]).map(commonFile)),
  pages: bilingual("pages", "Textes des pages", pageIds.map(pageFile)),
});
