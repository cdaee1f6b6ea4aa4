/**
 * Alternative texts of the site's pictures. The portrait and the office photo
 * are stand-ins until the practitioner's own pictures replace them (README,
 * "Before going live"); their texts already describe what the real ones show.
 * The home illustration is decorative: it is hidden from assistive technology
 * and has no text. Article covers take the `alt` of their article's front matter.
 */
import { defineCopy } from "./define.ts";

export default defineCopy(
  {
    portrait: { alt: "Portrait de {practitioner}" },
    office: { alt: "Le cabinet de consultation de {practitioner}, à {city}" },
  },
  {
    portrait: { alt: "Portrait of {practitioner}" },
    office: { alt: "{practitioner}’s consulting room in {city}" },
  },
);
