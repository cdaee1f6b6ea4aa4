/**
 * The article covers' illustrations as the pages draw them: each its own
 * hashed, cacheable file, so pages stay light and only visible covers load,
 * with the dark theme's version (derived from the light one,
 * scripts/theme-illustrations.ts) as a <source> for
 * `prefers-color-scheme: dark`: a cover never glares cream on the dark page.
 * The article loaders use it at build time (app/content/articles.server.ts);
 * the PMA page, which shows one of them, in the browser.
 */

import { type Cover, type CoverId, coverSize } from "../content/covers.ts";
import conference from "./illustrations/conference.svg?url";
import couple from "./illustrations/couple.svg?url";
import conferenceDark from "./illustrations/dark/conference.svg?url";
import coupleDark from "./illustrations/dark/couple.svg?url";
import firstSessionDark from "./illustrations/dark/first-session.svg?url";
import innerListeningDark from "./illustrations/dark/inner-listening.svg?url";
import onlineBookingDark from "./illustrations/dark/online-booking.svg?url";
import pmaDark from "./illustrations/dark/pma.svg?url";
import relationshipsDark from "./illustrations/dark/relationships.svg?url";
import firstSession from "./illustrations/first-session.svg?url";
import innerListening from "./illustrations/inner-listening.svg?url";
import onlineBooking from "./illustrations/online-booking.svg?url";
import pma from "./illustrations/pma.svg?url";
import relationships from "./illustrations/relationships.svg?url";

const coverUrls = {
  "inner-listening": [innerListening, innerListeningDark],
  "first-session": [firstSession, firstSessionDark],
  "online-booking": [onlineBooking, onlineBookingDark],
  couple: [couple, coupleDark],
  pma: [pma, pmaDark],
  relationships: [relationships, relationshipsDark],
  conference: [conference, conferenceDark],
} satisfies Record<CoverId, [light: string, dark: string]>;

export function coverIllustration(id: CoverId): Cover {
  const [light, dark] = coverUrls[id];
  return {
    kind: "illustration",
    src: light,
    ...coverSize,
    sources: [{ media: "(prefers-color-scheme: dark)", srcSet: dark }],
  };
}
