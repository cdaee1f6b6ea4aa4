/**
 * JSON-LD (schema.org) for the head of each page, from the site config and the
 * route table: the practice and the practitioner on home, a BreadcrumbList below
 * home, a BlogPosting on articles. Never Review or AggregateRating: self-served
 * review stars are ignored by Google and would mislead (DESIGN.md §10).
 */

import { fillPlain, formatPrice } from "../content/fill.ts";
import { pageNames } from "../content/page-names.ts";
import { site } from "../site/config.ts";
import { socialProfiles } from "../site/external.ts";
import { ogImagePath } from "../site/head-files.ts";
import type { Lang } from "../site/lang.ts";
import { pageIds, pathOf, type Resolved, resolvePath } from "../site/pages.ts";

type Thing = Record<string, unknown>;

export const absolute = (path: string) => `${site.origin}${path}`;

/** "Camille Laurent, Psychopraticienne": the practice's name and the site's. */
export const siteName = (lang: Lang) => `${site.practitioner}, ${site.title[lang]}`;

const schemaDays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** The profiles she has configured, if any: an empty `sameAs` says nothing. */
const sameAs = () => (socialProfiles.length > 0 ? { sameAs: socialProfiles.map((p) => p.url) } : {});

const practiceId = absolute("/#practice");
const practitionerId = absolute("/#practitioner");

function practice(lang: Lang): Thing {
  const { address, openingHours, prices } = site;
  return {
    // A non-medical local business: the practitioner's title is not a health profession.
    "@type": "ProfessionalService",
    "@id": practiceId,
    name: siteName(lang),
    url: absolute(pathOf("home", lang)),
    image: absolute(ogImagePath(pathOf("home", lang))),
    logo: absolute("/icon-512.png"),
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.lines[1],
      postalCode: address.postalCode,
      addressLocality: address.city,
      addressCountry: address.country,
    },
    geo: { "@type": "GeoCoordinates", latitude: address.geo.lat, longitude: address.geo.lng },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: openingHours.days.map((d) => schemaDays[d - 1]),
        opens: openingHours.opens,
        closes: openingHours.closes,
      },
    ],
    priceRange: `${formatPrice(prices.individual, lang)}–${formatPrice(prices.coupleOrFamily, lang)}`,
    currenciesAccepted: prices.currency,
    areaServed: [...new Set([address.city, site.fertilityCentre.city])].map((name) => ({ "@type": "City", name })),
    ...sameAs(),
    founder: { "@id": practitionerId },
  };
}

function practitioner(lang: Lang): Thing {
  return {
    "@type": "Person",
    "@id": practitionerId,
    name: site.practitioner,
    jobTitle: site.title[lang],
    url: absolute(pathOf("about", lang)),
    worksFor: { "@id": practiceId },
    ...sameAs(),
  };
}

/** The page whose path is the longest proper prefix of this one (home when none): the route table's hierarchy. */
function parentOf(path: string, lang: Lang): Resolved | undefined {
  let best: string | undefined;
  for (const id of pageIds) {
    const candidate = pathOf(id, lang);
    if (candidate === path || candidate === pathOf("home", lang)) continue;
    if (path.startsWith(`${candidate}/`) && candidate.length > (best?.length ?? 0)) best = candidate;
  }
  return best ? resolvePath(best) : undefined;
}

function breadcrumbs(resolved: Resolved, name: string): Thing {
  const names = pageNames[resolved.lang];
  // A page is named as in the menus; an article by its headline.
  const own = resolved.kind === "page" ? names[resolved.id] : name;
  const trail: { name: string; path: string }[] = [{ name: own, path: resolved.canonical }];
  for (let up = parentOf(resolved.canonical, resolved.lang); up; up = parentOf(up.canonical, up.lang)) {
    if (up.kind === "page") trail.unshift({ name: names[up.id], path: up.canonical });
  }
  trail.unshift({ name: names.home, path: pathOf("home", resolved.lang) });
  return {
    "@type": "BreadcrumbList",
    itemListElement: trail.map((step, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: fillPlain(step.name, resolved.lang),
      item: absolute(step.path),
    })),
  };
}

export type ArticleFacts = { headline: string; description: string; published: string; modified?: string };

function blogPosting(resolved: Resolved, article: ArticleFacts): Thing {
  return {
    "@type": "BlogPosting",
    headline: article.headline,
    description: article.description,
    datePublished: article.published,
    dateModified: article.modified ?? article.published,
    inLanguage: resolved.lang,
    url: absolute(resolved.canonical),
    mainEntityOfPage: absolute(resolved.canonical),
    image: [absolute(ogImagePath(resolved.canonical))],
    author: {
      "@type": "Person",
      name: site.practitioner,
      jobTitle: site.title[resolved.lang],
      url: absolute(pathOf("about", resolved.lang)),
    },
  };
}

/** The JSON-LD document of a page, or nothing for a path outside the route table. */
export function structuredData(resolved: Resolved, name: string, article?: ArticleFacts): Thing {
  const lang = resolved.lang;
  const graph: Thing[] =
    resolved.kind === "page" && resolved.id === "home"
      ? [
          {
            "@type": "WebSite",
            "@id": absolute("/#website"),
            name: siteName(lang),
            url: absolute(resolved.canonical),
            inLanguage: lang,
            publisher: { "@id": practiceId },
          },
          practice(lang),
          practitioner(lang),
        ]
      : [...(article ? [blogPosting(resolved, article)] : []), breadcrumbs(resolved, name)];
  return { "@context": "https://schema.org", "@graph": graph };
}
