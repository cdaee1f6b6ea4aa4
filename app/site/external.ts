import { site } from "./config.ts";
import { mailtoLink, mapsSearchLink, smsLink, telLink, whatsappLink } from "./links.ts";

/** Where each outbound destination leads, resolved from the site config. */
const hrefs = {
  booking: () => site.bookingUrl,
  maps: () => mapsSearchLink(),
  whatsapp: () => whatsappLink(site.mobile),
  phone: () => telLink(site.phone),
  mobile: () => telLink(site.mobile),
  urgentPhone: () => telLink(site.urgentPhone),
  sms: () => smsLink(site.mobile),
  email: () => mailtoLink(site.email),
} as const;

/** Outbound destinations. */
export type ExternalTarget = keyof typeof hrefs;

/** Web pages open in a new tab; calls, messages and e-mails hand over to an app. */
const newTabTargets: ReadonlySet<ExternalTarget> = new Set(["booking", "maps", "whatsapp"]);

/** Where each outbound action goes, and whether it opens a new tab. */
export const externalHref = (target: ExternalTarget): { href: string; newTab: boolean } => ({
  href: hrefs[target](),
  newTab: newTabTargets.has(target),
});

/** The practitioner's social profiles that are configured (none is linked until she gives its address). */
export const socialProfiles = (["professional", "photo"] as const).flatMap((kind) => {
  const profile = site.social?.[kind];
  return profile ? [{ kind, ...profile }] : [];
});
