/**
 * « Articles » in the editor: one Markdown file per language
 * (app/content/articles/<id>.fr.md and .en.md), French and English side by
 * side. The fields follow the front matter schema (`frontMatterSchema`):
 * its lengths become the editor's, so a title too long for a search result
 * is refused as she types. The order of the fields is the order of the
 * front matter in the files.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { coverIds } from "../../app/content/covers.ts";
import { articlesDir } from "../../app/content/folders.ts";
import { articleSlugPattern, coverPhotoFolder, frontMatterSchema } from "../../app/content/schema.ts";
import { defaultLang } from "../../app/site/lang.ts";
import { type Field, toJson } from "./fields.ts";
import { illustrationNames, photoTypes } from "./options.ts";

const illustrationsDir = resolve(import.meta.dirname, "../../app/assets/illustrations");

/** The seven articles the site opened with (SPEC §1): old links still lead to them. */
const description =
  "Les articles les plus récents (date de publication) paraissent en tête de l’accueil et de la page Actualités. " +
  "Les sept articles d’origine du site ont des adresses que d’anciens liens utilisent encore : gardez-les, " +
  "ou demandez une redirection avant d’en supprimer un.";

/** Each drawing offered as a cover, with its picture: the editor shows them, she picks one by sight. */
const illustrations = coverIds.map((id) => ({
  value: id,
  label: illustrationNames[id],
  image: `data:image/svg+xml;base64,${readFileSync(resolve(illustrationsDir, `${id}.svg`)).toString("base64")}`,
}));

const frontMatter = toJson(frontMatterSchema).properties ?? {};
/** A front matter field with the lengths the schema gives it. */
function sized(field: Field): Field {
  const { minLength, maxLength } = frontMatter[field.name] ?? {};
  return { ...field, ...(minLength ? { minlength: minLength } : {}), ...(maxLength ? { maxlength: maxLength } : {}) };
}

const date = { widget: "datetime", type: "date", format: "YYYY-MM-DD", i18n: "duplicate" } as const;

export const articleFields: Field[] = [
  { name: "title", label: "Titre", widget: "string", i18n: true },
  {
    // The English address; the French one is the file name, made from the French title when the article is created.
    name: "slug",
    label: "Adresse de la version anglaise",
    hint: "Minuscules sans accents, mots séparés par des tirets, ex. : your-first-session.",
    widget: "string",
    pattern: [articleSlugPattern.source, "Minuscules sans accents, chiffres et tirets seulement"],
    i18n: "duplicate",
  },
  { name: "category", label: "Catégorie", widget: "string", i18n: true },
  { name: "date", label: "Date de publication", ...date },
  { name: "updated", label: "Date de mise à jour", required: false, ...date },
  { name: "summary", label: "Résumé", widget: "text", i18n: true },
  // The cover: a drawing of the site, and optionally a photo, which replaces it (app/content/schema.ts). The
  // drawing stays required in the form: it is there again if the photo is removed.
  {
    name: "cover",
    label: "Illustration",
    hint: "Un dessin du site ; une photo de couverture, si vous en choisissez une ci-dessous, le remplace.",
    widget: "illustration",
    options: illustrations,
    // Chosen once, in French; the English version shows the same drawing, not to be changed there.
    i18n: "duplicate",
    editable_in: defaultLang,
  },
  {
    name: "coverPhoto",
    label: "Photo de couverture, à la place de l’illustration",
    hint: "Format paysage, 1600 pixels de large au moins ; le site la recadre en 8:5.",
    widget: "image",
    required: false,
    choose_url: false,
    accept: photoTypes,
    // Where the build makes covers responsive (app/assets/cover-photos.ts); saved as photos/covers/<file>.
    media_folder: `/app/assets/${coverPhotoFolder}`,
    public_folder: coverPhotoFolder,
    i18n: "duplicate",
  },
  {
    name: "alt",
    label: "Texte alternatif de l’illustration",
    hint: "Ce que montre l’illustration ou la photo de couverture, dans la langue de cette version.",
    widget: "string",
    i18n: true,
  },
  {
    name: "metaTitle",
    label: "Titre pour les moteurs de recherche",
    hint: "Le nom de la praticienne s’y ajoute : gardez-le court.",
    widget: "string",
    i18n: true,
  },
  {
    name: "metaDescription",
    label: "Description pour les moteurs de recherche",
    hint: "Une ou deux phrases écrites pour la personne qui cherche.",
    widget: "text",
    i18n: true,
  },
  {
    name: "body",
    label: "Article",
    hint:
      "Un article complet compte au moins 700 mots. Intertitres : « Titre 2 », puis « Titre 3 » " +
      "(le titre de l’article est le seul titre 1).",
    widget: "markdown",
    // What the build renders: no images or code in the text, headings from level 2.
    buttons: ["bold", "italic", "link", "heading-two", "heading-three", "quote", "bulleted-list", "numbered-list"],
    editor_components: [],
    i18n: true,
  },
].map((field) => sized(field as Field));

export const articlesCollection = () => ({
  name: "articles",
  label: "Articles",
  label_singular: "article",
  description,
  folder: articlesDir,
  extension: "md",
  format: "yaml-frontmatter",
  // A new article's file name, its id and French address: the French title, lower case, without accents.
  slug: "{{title}}",
  identifier_field: "title",
  summary: "{{title}}",
  sortable_fields: { fields: ["date", "title"], default: { field: "date", direction: "descending" } },
  i18n: true,
  fields: articleFields,
});
