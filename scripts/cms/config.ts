/**
 * The editor's configuration (Sveltia CMS, admin/), generated from the
 * content schemas (app/content/schema.ts) rather than written by hand: every
 * field of a content file gets its form field, with the same required
 * fields, lengths, formats, lists and choices, so that the form and the
 * build cannot drift apart. `npm run edit` serves it as admin/config.yml
 * (JSON is YAML); the same function gives the online editor its GitHub
 * repository and branch.
 */

import { defaultLang, languages } from "../../app/site/lang.ts";
import { typesetFrench } from "../../app/site/typography.ts";
import { articlesCollection } from "./articles.ts";
import { dataCollections } from "./data-collections.ts";

export type CmsOptions = {
  /** owner/name of the GitHub repository; on this computer, its last part names the folder to choose. */
  repo?: string;
  branch?: string;
  /** The authenticator that signs her in to GitHub online (Sveltia CMS Authenticator or another OAuth client). */
  baseUrl?: string;
};

export function cmsConfig({ repo = "owner/repo", branch = "main", baseUrl }: CmsOptions = {}) {
  const data = dataCollections();
  return typesetWords({
    backend: { name: "github", repo, branch, ...(baseUrl ? { base_url: baseUrl } : {}) },
    app_title: "Modifier le site",
    // Photos go where the build turns them into responsive AVIF and WebP (app/assets/photos.ts).
    media_folder: "app/assets/photos",
    public_folder: "photos",
    // An uploaded photo keeps its name, made safe for an address: "Salle d’attente.JPG" is saved as salle-d-attente.jpg.
    // No stock photo services: they are other sites, and the photos of a practice are hers.
    media_libraries: { default: { config: { slugify_filename: true } }, stock_assets: false },
    // File names as the site's addresses: a-z, digits and hyphens (app/content/schema.ts, articleSlugPattern).
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    i18n: { structure: "multiple_files", locales: [...languages], default_locale: defaultLang },
    // An optional field left empty is left out of the file, as the schemas expect, instead of written as "".
    output: { omit_empty_optional_fields: true },
    collections: [data.practice, data.testimonials, data.photos, articlesCollection(), data.common, data.pages],
  });
}

/** The keys whose text the practitioner reads in the editor, typeset as French is on the site (« Le cabinet : … »). */
const shownKeys = new Set(["app_title", "label", "label_singular", "hint", "description"]);

function typesetWords<T>(value: T, key = ""): T {
  if (typeof value === "string") return (shownKeys.has(key) ? typesetFrench(value) : value) as T;
  // A pattern is [regular expression, message]: only the message is words.
  if (key === "pattern" && Array.isArray(value)) return [value[0], typesetFrench(String(value[1]))] as T;
  if (Array.isArray(value)) return value.map((item) => typesetWords(item, key)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, typesetWords(v, k)])) as T;
  }
  return value;
}
