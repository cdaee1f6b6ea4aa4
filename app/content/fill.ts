/**
 * The one placeholder formatter: fills {placeholders} in copy with facts from
 * the site config (or values given by the caller), formatted for the
 * language, and picks plural forms by the language's rules. It sits with the
 * copy and imports only app/site, so that copy modules can use it and app/lib
 * can read copy without a cycle. Its words are the practice's
 * (practice.json, which the browser has already): the day range and the VAT
 * mention.
 */
import { site } from "../site/config.ts";
import { type Lang, locales } from "../site/lang.ts";
import { displayPhone } from "../site/links.ts";
import { keepWhole, plainHyphens } from "../site/typography.ts";
import { webPlaceholders } from "../site/web-links.ts";

/** "2025-10-06" → "6 octobre 2025" / "6 October 2025". */
export const formatDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

const weekdayName = (isoDay: number, lang: Lang) =>
  // 2024-01-01 was a Monday (ISO day 1).
  new Intl.DateTimeFormat(locales[lang], { weekday: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, isoDay)),
  );

export const formatPrice = (amount: number, lang: Lang) =>
  new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency: site.prices.currency,
    maximumFractionDigits: 0,
  }).format(amount);

const formatTime = (hhmm: string, lang: Lang) => {
  const [h, m] = hhmm.split(":").map(Number);
  if (lang === "fr") return m ? `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}` : `${h}\u00a0h`;
  return new Intl.DateTimeFormat("en-GB", {
    hour: "numeric",
    minute: m ? "2-digit" : undefined,
    hour12: true,
    timeZone: "UTC",
  })
    .format(new Date(Date.UTC(2024, 0, 1, h, m)))
    .replace(/\s/g, "\u00a0");
};

/**
 * ISO days (1 is Monday) as a reader says them: three days or more in a row
 * as a range (« du mardi au vendredi », in the words of `range`, practice.json's),
 * the others by name, all in one list (« lundi, mardi, jeudi et vendredi »), so a
 * closed day is never inside a range.
 */
export function formatDays(
  days: readonly number[],
  lang: Lang,
  range: string = site.openingHours.dayRange[lang],
): string {
  const runs: number[][] = [];
  for (const day of [...days].sort((a, b) => a - b)) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  const parts = runs.flatMap((run) => {
    if (run.length < 3) return run.map((day) => weekdayName(day, lang));
    const [first, last] = [weekdayName(run[0] ?? 1, lang), weekdayName(run.at(-1) ?? 1, lang)];
    return [range.replace("{first}", first).replace("{last}", last)];
  });
  return new Intl.ListFormat(locales[lang], { type: "conjunction" }).format(parts);
}

export const openingDays = (lang: Lang): string => formatDays(site.openingHours.days, lang);

export const openingTimes = (lang: Lang) =>
  `${formatTime(site.openingHours.opens, lang)}\u00a0–\u00a0${formatTime(site.openingHours.closes, lang)}`;

function siteValues(lang: Lang): Record<string, string> {
  return {
    practitioner: site.practitioner,
    title: site.title[lang],
    titleDefinition: site.titleDefinition[lang],
    phone: displayPhone(site.phone),
    mobile: displayPhone(site.mobile),
    urgentPhone: displayPhone(site.urgentPhone),
    email: site.email,
    address: keepWhole(site.address.lines.slice(1).join(", ")),
    city: keepWhole(site.address.city),
    individualPrice: formatPrice(site.prices.individual, lang),
    coupleFamilyPrice: formatPrice(site.prices.coupleOrFamily, lang),
    firstSessionMinutes: String(site.sessions.firstMinutes),
    coupleSessionMinutes: String(site.sessions.coupleMinutes),
    cancellationHours: String(site.cancellationNoticeHours),
    openingDays: openingDays(lang),
    openingHours: openingTimes(lang),
    nationalLine: site.distressLines.national,
    samu: site.distressLines.samu,
    europe: site.distressLines.europe,
    deafSms: site.distressLines.deafSms,
    police: site.distressLines.police,
    violenceLine: site.distressLines.violence,
    fertilityDay: weekdayName(site.fertilityCentre.weekday, lang),
    fertilityCity: keepWhole(site.fertilityCentre.city),
    legalStatus: site.legal.status[lang],
    siret: site.legal.siret,
    hostName: site.legal.host.name,
    hostAddress: site.legal.host.address,
    hostPhone: displayPhone(site.legal.host.phone),
    mediatorName: site.legal.mediator.name,
    mediatorUrl: webPlaceholders.mediatorUrl.text,
    authorityUrl: webPlaceholders.authorityUrl.text,
    mediatorAddress: site.legal.mediator.address,
    vatStatus: site.legal.vatNumber ?? site.legal.vatExemption[lang],
    messageRetentionDays: String(site.privacy.messageRetentionDays),
    consentMonths: String(site.privacy.consentMonths),
    rateLimitMinutes: String(site.privacy.rateLimitWindowMinutes),
    analyticsCookieMonths: String(site.privacy.analyticsCookieMonths),
    mailboxRetentionYears: String(site.privacy.mailboxRetentionYears),
    videoTool: site.videoTool.name,
    bookingService: site.bookingService,
    conferenceDate: formatDate(site.conference.date, lang),
    conferenceOrganiser: site.conference.organiser,
    conferenceVenue: keepWhole(site.conference.venue),
    origin: site.origin,
    satisfaction: new Intl.NumberFormat(locales[lang], { style: "percent" }).format(
      site.figures.satisfactionPercent / 100,
    ),
    averageRating: new Intl.NumberFormat(locales[lang]).format(site.figures.averageRating),
    patients: new Intl.NumberFormat(locales[lang]).format(site.figures.patients),
    feedbackBasis: site.figures.feedbackBasis[lang],
    patientsBasis: site.figures.patientsBasis[lang],
    urgentDays: String(site.figures.urgentMessagesDaysPerWeek),
  };
}

const cache: Partial<Record<Lang, Record<string, string>>> = {};

const siteNames = new Set(Object.keys(siteValues("fr")));

/** The names of the site's facts that copy may hold as {placeholders}. */
export const sitePlaceholderNames = (): string[] => [...siteNames];

/** Whether `{name}` is one of the site's facts, which `fill` knows without being given it. */
export const isSitePlaceholder = (name: string) => siteNames.has(name);

/** A sentence in its plural forms; `other` is required, the others as the languages need (CLDR categories). */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** The form of `forms` for `count` in the language: French puts 0 with 1 (« 0 champ »), English with 2 ("0 fields"). */
export function plural(forms: Plural, count: number, lang: Lang): string {
  return forms[new Intl.PluralRules(locales[lang]).select(count)] ?? forms.other;
}

export type Values = Record<string, string | number>;

/**
 * Fills the placeholders of `text`: first the caller's `values` (numbers
 * formatted for the language), then the site's facts; an unknown name stays
 * as it is, for the copy tests to catch. `text` may be a `Plural`, chosen by
 * `values.count`.
 */
export function fill(text: string | Plural, lang: Lang, values: Values = {}): string {
  cache[lang] ??= siteValues(lang);
  const known = cache[lang];
  const sentence = typeof text === "string" ? text : plural(text, Number(values.count), lang);
  return sentence.replace(/\{(\w+)\}/g, (match, name: string) => {
    const value = values[name];
    if (typeof value === "number") return new Intl.NumberFormat(locales[lang]).format(value);
    return value ?? known[name] ?? match;
  });
}

/** `fill` for what machines read (search results, JSON-LD): place names with their plain hyphens. */
export const fillPlain = (text: string | Plural, lang: Lang, values?: Values): string =>
  plainHyphens(fill(text, lang, values));
