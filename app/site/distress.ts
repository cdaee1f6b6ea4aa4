/**
 * The distress numbers as tap links, one markup for React copy
 * (app/components/ui/distress-link.tsx) and Markdown articles
 * (app/content/articles.server.ts). Copy and articles name a number by its
 * placeholder, e.g. {nationalLine}; the number itself lives in the site config.
 */
import { site } from "./config.ts";
import { smsLink, telLink } from "./links.ts";

const lines = site.distressLines;

export const distressPlaceholders = {
  nationalLine: { number: lines.national, href: telLink(lines.national) },
  samu: { number: lines.samu, href: telLink(lines.samu) },
  europe: { number: lines.europe, href: telLink(lines.europe) },
  /** 114 takes text messages (and its app), not voice calls. */
  deafSms: { number: lines.deafSms, href: smsLink(lines.deafSms) },
  police: { number: lines.police, href: telLink(lines.police) },
  violenceLine: { number: lines.violence, href: telLink(lines.violence) },
} as const;

export type DistressPlaceholder = keyof typeof distressPlaceholders;

export const isDistressPlaceholder = (name: string): name is DistressPlaceholder =>
  Object.hasOwn(distressPlaceholders, name);

/** Matches one distress placeholder; the capture is its name. */
export const distressPattern = new RegExp(`\\{(${Object.keys(distressPlaceholders).join("|")})\\}`, "g");

/** Bold enough to find at a glance, never broken across lines. */
export const distressLinkClass = "whitespace-nowrap font-semibold text-primary underline underline-offset-4";

/** The link as HTML, for Markdown; the React component renders the same element. */
export function distressLinkHtml(name: DistressPlaceholder): string {
  const { number, href } = distressPlaceholders[name];
  return `<a href="${href}" class="${distressLinkClass}">${number}</a>`;
}
