/**
 * Testimonials as received and selected by the practitioner, each with the
 * date it was received and the author's written consent noted. The French
 * text is the original; the English one is a translation (the carousel says
 * so under it). Never marked up as review stars (DESIGN.md §10). The data is
 * app/content/data/testimonials.json, edited with `npm run edit` and checked
 * by the build (`testimonialsSchema`, app/content/validate.ts); the carousel
 * ships it to the browser, so it is typed here rather than parsed with zod;
 * the French is typeset (app/site/typography.ts).
 */
import { typesetCopy } from "../site/typography.ts";
import data from "./data/testimonials.json" with { type: "json" };
import type { Testimonial } from "./types.ts";

export const testimonials: Testimonial[] = typesetCopy(data).testimonials.map(({ name, date, text }) => ({
  name,
  date,
  rating: 5,
  text,
}));
