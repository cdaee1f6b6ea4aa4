import { site } from "./config.ts";
import { mailtoLink, mapsSearchLink, smsLink, telLink, whatsappLink } from "./links.ts";

/** Outbound destinations, resolved from the site config. */
export type ExternalTarget = "booking" | "phone" | "mobile" | "urgentPhone" | "sms" | "whatsapp" | "email" | "maps";

/** Where each outbound action goes, and whether it opens a new tab. */
export function externalHref(target: ExternalTarget): { href: string; newTab: boolean } {
  switch (target) {
    case "booking":
      return { href: site.bookingUrl, newTab: true };
    case "maps":
      return { href: mapsSearchLink(), newTab: true };
    case "whatsapp":
      return { href: whatsappLink(site.mobile), newTab: true };
    case "phone":
      return { href: telLink(site.phone), newTab: false };
    case "mobile":
      return { href: telLink(site.mobile), newTab: false };
    case "urgentPhone":
      return { href: telLink(site.urgentPhone), newTab: false };
    case "sms":
      return { href: smsLink(site.mobile), newTab: false };
    case "email":
      return { href: mailtoLink(site.email), newTab: false };
  }
}
