/**
 * Alternative texts of the site's photos, from app/content/data/photos.json
 * (edited with `npm run edit`, required in both languages, checked by the
 * build with `photosSchema`); typed here, since the pages that show a photo
 * ship its text to the browser. The office photo is a stand-in until the
 * practitioner's own replaces it (README, "Before going live"); its text
 * already describes what the real one shows. The home illustration is
 * decorative: it is hidden from assistive technology and has no text.
 * Article covers take the `alt` of their article's front matter. The French
 * is typeset (app/site/typography.ts).
 */
import { typesetCopy } from "../site/typography.ts";
import photos from "./data/photos.json" with { type: "json" };
import { defineCopy } from "./define.ts";

const data = typesetCopy(photos);

export default defineCopy(
  { portrait: { alt: data.portrait.alt.fr }, office: { alt: data.office.alt.fr } },
  { portrait: { alt: data.portrait.alt.en }, office: { alt: data.office.alt.en } },
);
