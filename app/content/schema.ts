/**
 * The zod schemas of the content data files (app/content/data/), which the
 * editor (Sveltia CMS, `npm run edit`) writes. They are the contract between
 * the files and the code: each matches a TypeScript type of the site
 * (`satisfies z.ZodType<…>`), the build refuses a file that breaks one
 * (app/content/validate.ts), and the editor's forms are generated from the
 * same files (scripts/cms/config.ts). Build-time only: zod never ships to
 * the browser for these (client modules import the JSON already validated).
 */
import { z } from "zod";
import { contactErrorCodes, type FieldErrorCode, fieldErrorCodes, reasons } from "../contact/rules.ts";
import { type PageId, pageIds } from "../site/pages.ts";
import { assetPath } from "./asset-path.ts";
import { coverIds } from "./covers.ts";
import { isSitePlaceholder, sitePlaceholderNames } from "./fill.ts";
import { closestName } from "./problems.ts";
import type {
  Action,
  ConsentCopy,
  ContactFormCopy,
  CredentialsCopy,
  ExternalTarget,
  HomeCopy,
  PageCopy,
  Section,
  ShellCopy,
  Testimonial,
} from "./types.ts";

/** Placeholders that components fill themselves (a slide's number, a duration). */
export const componentPlaceholders = ["n", "total", "minutes"];
const required = "texte vide : écrivez-le dans l’éditeur";

/**
 * Copy: not empty, and every {placeholder} one the site config fills or one
 * of `accepted`, which the code that shows this text fills. `keepSpaces`: the
 * spaces at its ends belong to it (a sentence that a link continues).
 */
function copyText(accepted: readonly string[], { keepSpaces = false } = {}) {
  // A text the file lacks (English not written yet) is told as plainly as an empty one.
  const string = z.string({
    error: (issue) => (issue.input === undefined ? required : "texte attendu : saisissez-le de nouveau dans l’éditeur"),
  });
  const base = keepSpaces ? string.refine((s) => s.trim() !== "", required) : string.trim().min(1, required);
  return base.superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{(\w+)\}/g)) {
      if (name && !isSitePlaceholder(name) && !accepted.includes(name)) {
        const guess = closestName(name, [...sitePlaceholderNames(), ...accepted]);
        ctx.addIssue({
          code: "custom",
          message: `repère {${name}} inconnu : ${guess ? `vouliez-vous écrire {${guess}} ?` : "corrigez-le ou retirez les accolades"}`,
        });
      }
    }
  });
}
const text = copyText(componentPlaceholders);

const localized = z.strictObject({ fr: text, en: text });
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "date attendue : choisissez-la dans le calendrier de l’éditeur (AAAA-MM-JJ)");
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "heure attendue au format HH:MM, par exemple 09:00");
const e164 = z
  .string()
  .regex(/^\+\d{8,15}$/, "numéro attendu au format international, par exemple +33465711234 (sans espaces)");
const isoWeekday = z.int().min(1).max(7);
/** Three days or more in a row, as the copy says them: both placeholders, which the code fills. */
const dayRangeText = copyText(["first", "last"]).refine(
  (value) => value.includes("{first}") && value.includes("{last}"),
  "les repères {first} et {last} (premier et dernier jour) doivent y rester",
);

export const practiceSchema = z.strictObject({
  practitioner: text,
  title: localized,
  titleDefinition: localized,
  credentials: z.array(z.strictObject({ diploma: localized, institution: text, year: z.int().min(1950).max(2100) })),
  /** None: null, or left out (the editor leaves out an optional field left empty). */
  professionalBody: z.strictObject({ name: text, registration: text.optional() }).nullish(),
  phone: e164,
  mobile: e164,
  urgentPhone: e164,
  email: z.email(),
  address: z.strictObject({
    lines: z.array(text).min(2),
    city: text,
    postalCode: z.string().regex(/^\d{5}$/),
    country: z.string().regex(/^[A-Z]{2}$/),
    region: localized,
    geo: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  }),
  videoTool: z.strictObject({ name: text }),
  conference: z.strictObject({ date: isoDate, organiser: text, venue: text }),
  bookingService: text,
  bookingUrl: z.url({ protocol: /^https$/ }),
  /**
   * Each profile, left out while she has none: the footer and the JSON-LD link
   * only the ones given. The editor leaves out an empty optional field, and so
   * an object whose fields are all empty: none of this may be required.
   */
  social: z
    .strictObject({
      professional: z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }) }).nullish(),
      photo: z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }) }).nullish(),
    })
    .optional(),
  openingHours: z
    .strictObject({
      days: z.tuple([isoWeekday], isoWeekday),
      opens: time,
      closes: time,
      /** How a run of days reads (« du mardi au vendredi »). */
      dayRange: z.strictObject({ fr: dayRangeText, en: dayRangeText }),
    })
    .refine(
      (h) => h.opens < h.closes,
      "l’heure de fermeture doit suivre l’heure d’ouverture : corrigez l’une des deux",
    ),
  prices: z.strictObject({
    individual: z.number().positive(),
    coupleOrFamily: z.number().positive(),
    currency: z.string().regex(/^[A-Z]{3}$/),
  }),
  sessions: z.strictObject({ firstMinutes: z.int().positive(), coupleMinutes: z.int().positive() }),
  cancellationNoticeHours: z.int().positive(),
  fertilityCentre: z.strictObject({ weekday: isoWeekday, city: text }),
  legal: z.strictObject({
    status: localized,
    /** The mention shown instead of a VAT number (Code général des impôts, art. 293 B). */
    vatExemption: localized,
    siret: z.string().regex(/^\d{3} ?\d{3} ?\d{3} ?\d{5}$/, "SIRET attendu : 14 chiffres"),
    host: z.strictObject({ name: text, address: text, phone: e164 }),
    mediator: z.strictObject({ name: text, url: z.url({ protocol: /^https$/ }), address: text }),
    /** None (VAT not applicable): null, or left out. */
    vatNumber: z
      .string()
      .regex(/^FR[0-9A-Z]{2}\d{9}$/)
      .nullish(),
  }),
  figures: z.strictObject({
    satisfactionPercent: z.number().min(0).max(100),
    averageRating: z.number().min(0).max(5),
    patients: z.int().nonnegative(),
    feedbackBasis: localized,
    patientsBasis: localized,
    urgentMessagesDaysPerWeek: z.int().min(0).max(7),
  }),
});
export type Practice = z.infer<typeof practiceSchema>;

export const testimonialSchema = z.strictObject({
  /** First name and initial. */
  name: z.string().regex(/^\p{Lu}[\p{L}-]+ \p{Lu}\.$/u, "prénom et initiale attendus, par exemple « Sophie M. »"),
  date: isoDate,
  rating: z.literal(5),
  /** The author agreed in writing to publication (DESIGN.md §10): a testimonial without it is refused. */
  consent: z.literal(
    true,
    "accord écrit de l’auteur requis : cochez la case une fois l’accord reçu, ou retirez ce témoignage",
  ),
  text: z.strictObject({ fr: text.pipe(z.string().min(20)), en: text.pipe(z.string().min(20)) }),
});
export const testimonialsSchema = z.strictObject({
  testimonials: z.array(testimonialSchema).min(1),
}) satisfies z.ZodType<{ testimonials: Testimonial[] }, unknown>;

/**
 * A photo the editor uploads into app/assets/photos/ (the build makes it
 * responsive AVIF and WebP), with its alternative text in both languages.
 */
const photo = z.strictObject({
  file: z
    .string()
    .transform(assetPath)
    .pipe(
      z
        .string()
        .regex(
          /^photos\/[\w.-]+\.(jpe?g|png|webp)$/i,
          "photo attendue (JPEG, PNG ou WebP) : choisissez-la de nouveau dans l’éditeur",
        ),
    )
    .nullable(),
  alt: localized,
});
export const photosSchema = z.strictObject({
  /** 4:5, at least 960 px wide; none until the practitioner adds hers (the pages draw an illustration). */
  portrait: photo.extend({
    file: photo.shape.file
      .or(z.literal(""))
      .optional()
      .transform((f) => f || null),
  }),
  /** 3:2 */
  office: photo.extend({ file: photo.shape.file.unwrap() }),
});
export type Photos = z.infer<typeof photosSchema>;

const pageId = z.enum(pageIds as [PageId, ...PageId[]]);
export const externalTargets = [
  "booking",
  "phone",
  "mobile",
  "urgentPhone",
  "sms",
  "whatsapp",
  "email",
  "maps",
] as const satisfies readonly ExternalTarget[];
const action = z.union([
  z.strictObject({ label: text, page: pageId, anchor: z.string().optional() }),
  z.strictObject({ label: text, external: z.enum(externalTargets) }),
]) satisfies z.ZodType<Action>;
const id = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, "identifiant attendu en minuscules, chiffres et tirets : remettez celui d’origine");
/** A line for someone in distress: it gives the national line at least, as a tap link. */
const emergencyText = text.refine(
  (value) => value.includes("{nationalLine}"),
  "le numéro national manque : ajoutez {nationalLine} à ce texte",
);

const section = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("prose"), id, title: text, paragraphs: z.array(text).min(1) }),
  z.strictObject({ kind: z.literal("list"), id, title: text, intro: text.optional(), items: z.array(text).min(1) }),
  z.strictObject({
    kind: z.literal("cards"),
    id,
    title: text,
    intro: text.optional(),
    items: z.array(z.strictObject({ title: text, text, page: pageId.optional() })).min(1),
  }),
  z.strictObject({
    kind: z.literal("steps"),
    id,
    title: text,
    intro: text.optional(),
    items: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  z.strictObject({
    kind: z.literal("faq"),
    id,
    title: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1),
  }),
  z.strictObject({ kind: z.literal("quote"), id, text, author: text.optional() }),
  z.strictObject({ kind: z.literal("actions"), id, title: text, text: text.optional(), actions: z.array(action) }),
  z.strictObject({
    kind: z.literal("rates"),
    id,
    title: text,
    intro: text.optional(),
    items: z
      .array(z.strictObject({ title: text, price: z.enum(["individual", "coupleOrFamily"]), details: z.array(text) }))
      .min(1),
  }),
  z.strictObject({ kind: z.literal("contactDetails"), id, title: text }),
  z.strictObject({ kind: z.literal("emergency"), id, title: text.optional(), intro: text.optional() }),
  z.strictObject({ kind: z.literal("emergencyNote"), id, text: emergencyText }),
]) satisfies z.ZodType<Section>;

const meta = z.strictObject({ title: text, description: text });

export const pageCopySchema = z.strictObject({
  meta,
  title: text,
  eyebrow: text.optional(),
  lead: text,
  back: z.strictObject({ label: text, page: pageId, anchor: z.string().optional() }).optional(),
  sections: z.array(section),
}) satisfies z.ZodType<PageCopy>;

const titled = z.strictObject({ title: text, text });
export const homeCopySchema = z.strictObject({
  meta,
  hero: z.strictObject({
    tagline: text,
    title: text,
    subtitle: text,
    aboutCta: text,
    bookCta: text,
    happiness: text,
    call: text.refine((value) => value.includes("{phone}"), "donner le {phone} / give the {phone}"),
    fees: text,
    emergency: emergencyText,
  }),
  cards: z.strictObject({
    title: text,
    phone: z.strictObject({ title: text, text, call: text, sms: text, whatsapp: text }),
    office: z.strictObject({ title: text, text, book: text, more: text }),
    video: z.strictObject({ title: text, text, book: text, more: text, secure: text }),
  }),
  modes: z.strictObject({
    title: text,
    intro: text,
    address: z.strictObject({ title: text, directions: text }),
    phone: titled,
    office: titled,
    video: titled,
  }),
  about: z.strictObject({ title: text, paragraphs: z.array(text).min(1), cta: text }),
  testimonials: z.strictObject({
    title: text,
    intro: text,
    previous: text,
    next: text,
    slideLabel: text,
    translatedNote: text,
    carouselLabel: text,
    pause: text,
    play: text,
  }),
  latest: z.strictObject({ title: text, all: text }),
  stats: z.strictObject({
    title: text,
    items: z.array(z.strictObject({ value: text, label: text, basis: text })).min(1),
  }),
}) satisfies z.ZodType<HomeCopy>;

/** The shell: header, menus, footer, the distress numbers block, the not-found page, an article's dates. */
export const shellCopySchema = z.strictObject({
  skipToContent: text,
  header: z.strictObject({
    homeLabel: text,
    mainNav: text,
    practical: text,
    book: text,
    openMenu: text,
    closeMenu: text,
    menuTitle: text,
    switchLanguage: text,
    otherLanguage: text,
  }),
  bottomBar: z.strictObject({ label: text, book: text, directions: text, call: text }),
  footer: z.strictObject({
    contactTitle: text,
    hours: text,
    navTitle: text,
    servicesTitle: text,
    followTitle: text,
    legalTitle: text,
    book: text,
    rights: text,
  }),
  backToTop: text,
  toasts: text,
  loading: text,
  newTab: text,
  emergency: z.strictObject({
    title: text,
    intro: text,
    urgent: text,
    national: text,
    samu: text,
    europe: text,
    deaf: text,
    notEmergencyService: text,
  }),
  notFound: z.strictObject({
    metaTitle: text,
    title: text,
    text,
    home: text,
    sections: text,
    unexpectedTitle: text,
    unexpectedText: text,
  }),
  article: z.strictObject({ readingTime: text, published: text, updated: text, backToList: text }),
}) satisfies z.ZodType<ShellCopy>;

/** Short names of pages, for menus, footer columns and breadcrumbs. */
export const pageNamesSchema = z.strictObject(
  Object.fromEntries(pageIds.map((id) => [id, text])) as Record<PageId, typeof text>,
) satisfies z.ZodType<Record<PageId, string>>;

const siteText = copyText([]);
export const consentCopySchema = z.strictObject({
  title: siteText,
  intro: siteText,
  privacyLink: siteText,
  acceptAll: siteText,
  necessaryOnly: siteText,
  manage: siteText,
  close: siteText,
  preferencesIntro: siteText,
  separator: copyText([], { keepSpaces: true }),
  necessary: z.strictObject({ name: siteText, description: siteText, status: siteText }),
  analytics: z.strictObject({ name: siteText, description: siteText, no: siteText, yes: siteText }),
  save: siteText,
  footerButton: siteText,
}) satisfies z.ZodType<ConsentCopy>;

/** {name} and {number}: the professional body's, from « Le cabinet ». */
export const credentialsCopySchema = z.strictObject({
  member: copyText(["name"]),
  registration: copyText(["number"]),
}) satisfies z.ZodType<CredentialsCopy>;

/** The form's bounds, which app/contact/messages.ts fills in its hints and messages. */
const formBounds = ["nameMax", "messageMin", "messageMax"];
const bounded = copyText(formBounds);
const fieldErrors = <C extends FieldErrorCode>(...codes: C[]) =>
  z.strictObject(Object.fromEntries(codes.map((code) => [code, bounded])) as Record<C, typeof bounded>);
const codeTexts = <C extends string>(codes: readonly C[], value: z.ZodType<string>) =>
  z.strictObject(Object.fromEntries(codes.map((code) => [code, value])) as Record<C, z.ZodType<string>>);
const nameField = z.strictObject({
  label: siteText,
  errors: fieldErrors("required", "too_long", "invalid_characters"),
});

/** The contact form: its own placeholders only where app/contact/messages.ts fills them. */
export const contactFormCopySchema = z.strictObject({
  heading: z.strictObject({
    full: z.strictObject({ title: siteText, intro: siteText }),
    short: z.strictObject({ title: siteText, intro: siteText }),
  }),
  requiredNote: siteText,
  fields: z.strictObject({
    firstName: nameField,
    lastName: nameField,
    name: nameField,
    email: z.strictObject({
      label: siteText,
      hint: bounded,
      errors: fieldErrors("required", "invalid_email", "too_long"),
    }),
    phone: z.strictObject({
      label: siteText,
      optional: siteText,
      hint: bounded,
      errors: fieldErrors("invalid_phone", "too_long"),
    }),
    reason: z.strictObject({
      label: siteText,
      choose: siteText,
      options: codeTexts(reasons, siteText),
      errors: fieldErrors("required", "invalid_reason"),
    }),
    message: z.strictObject({
      label: siteText,
      placeholder: siteText,
      hint: bounded,
      errors: fieldErrors("required", "too_short", "too_long", "invalid_characters"),
    }),
    consent: z.strictObject({
      label: siteText,
      before: copyText([], { keepSpaces: true }),
      link: siteText,
      after: copyText([], { keepSpaces: true }),
      errors: fieldErrors("consent_required"),
    }),
  }),
  healthNote: siteText,
  honeypot: siteText,
  submit: siteText,
  sending: siteText,
  errors: fieldErrors(...fieldErrorCodes),
  summary: z.strictObject({ one: copyText([...formBounds, "count"]), other: copyText([...formBounds, "count"]) }),
  request: codeTexts(contactErrorCodes, copyText([...formBounds, "wait"])),
  wait: z.strictObject({ one: copyText(["count"]), other: copyText(["count"]) }),
  network: siteText,
  toast: z.strictObject({ title: siteText, description: siteText }),
  fallback: z.strictObject({
    fixTitle: siteText,
    fixIntro: siteText,
    failedTitle: siteText,
    back: siteText,
    backHint: siteText,
  }),
}) satisfies z.ZodType<ContactFormCopy>;

/** Keys whose values are identifiers, not copy: they must be equal in both languages. */
export const structuralKeys = ["kind", "id", "page", "external", "price", "anchor"];

/** The shape of a value: keys, list lengths, and the values of structural keys. */
export function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((v) => shape(v));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  if (structuralKeys.includes(key)) return value;
  return typeof value;
}

export type ShapeDifference = { path: (string | number)[]; message: string };

/**
 * The first place where the English shape departs from the French one, or
 * null: its path (in the English copy) and, in French, what differs and what
 * to do.
 */
export function shapeDifference(fr: unknown, en: unknown, path: (string | number)[] = ["en"]): ShapeDifference | null {
  const differs = (message: string) => ({ path, message });
  if (Array.isArray(fr) || Array.isArray(en)) {
    if (!Array.isArray(fr) || !Array.isArray(en))
      return differs("une liste dans une seule langue : refaites-la dans l’éditeur");
    if (fr.length !== en.length) {
      return differs(
        `${fr.length} élément(s) en français, ${en.length} en anglais : ajoutez ou retirez-en pour que les deux listes se correspondent`,
      );
    }
    for (const [i, item] of fr.entries()) {
      const found = shapeDifference(item, en[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (fr && typeof fr === "object" && en && typeof en === "object") {
    const keys = new Set([...Object.keys(fr), ...Object.keys(en)]);
    for (const key of keys) {
      const a = (fr as Record<string, unknown>)[key];
      const b = (en as Record<string, unknown>)[key];
      const at = [...path, key];
      if (a === undefined) return { path: at, message: "en anglais seulement : écrivez-le aussi en français" };
      if (b === undefined) return { path: at, message: "manquant en anglais : écrivez-le dans l’éditeur" };
      if (structuralKeys.includes(key) && a !== b) {
        return {
          path: at,
          message: `« ${String(a)} » en français, « ${String(b)} » en anglais : choisissez le même dans les deux langues`,
        };
      }
      const found = shapeDifference(a, b, at);
      if (found) return found;
    }
    return null;
  }
  return typeof fr === typeof en ? null : differs("pas la même sorte de valeur en français et en anglais");
}

/** Both languages side by side, each valid, with the same structure (a missing English entry fails). */
export function bilingual<T extends z.ZodType>(schema: T) {
  return z.strictObject({ fr: schema, en: schema }).superRefine((copy, ctx) => {
    const { fr, en } = copy as { fr: unknown; en: unknown };
    const difference = shapeDifference(fr, en);
    if (difference) ctx.addIssue({ code: "custom", path: difference.path, message: difference.message });
  });
}

/**
 * The words the pages share, one data file each (app/content/data/<name>.json),
 * French and English side by side: « Textes communs » in the editor.
 */
export const commonCopySchemas = {
  shell: bilingual(shellCopySchema),
  "page-names": bilingual(pageNamesSchema),
  consent: bilingual(consentCopySchema),
  "contact-form": bilingual(contactFormCopySchema),
  credentials: bilingual(credentialsCopySchema),
};
export type CommonCopyName = keyof typeof commonCopySchemas;

const frontMatterDate = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((d) => (typeof d === "string" ? d : d.toISOString()).slice(0, 10));

/** An article's address, French (its file name) or English (`slug`): what follows /actualites/ or /en/news/. */
export const articleSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One article of the list the route table reads (app/content/data/articles.json, written by article-index.ts). */
export const articleEntrySchema = z.strictObject({
  fr: z.string().regex(articleSlugPattern),
  en: z.string().regex(articleSlugPattern),
});
export type ArticleEntry = z.infer<typeof articleEntrySchema>;

/**
 * A front matter text of `min` to `max` characters. The build prints its
 * message to the practitioner (docs/editing.md), so
 * it names the field and the rule, in French.
 */
function sized(name: string, min: number, max?: number) {
  const rule = max ? `de ${min} à ${max} caractères` : `${min} caractères au moins`;
  const error = ({ input }: { input?: unknown }) =>
    typeof input === "string" && input.trim() !== ""
      ? `${name}, ${rule}, en a ${input.length} : raccourcissez-le ou complétez-le`
      : `${name} obligatoire, ${rule} : écrivez-le dans l’éditeur`;
  const text = z.string({ error }).min(min);
  return max ? text.max(max) : text;
}

/** Where the editor puts an article's cover photo, as the front matter names it (`coverPhoto`), relative to app/assets/. */
export const coverPhotoFolder = "photos/covers";
/** Lower-case extensions: the editor lowers uploaded names (slugify_filename), and the build processes only these (vite.config.ts). */
export const coverPhotoPattern = /^photos\/covers\/[\w.-]+\.(jpe?g|png|webp)$/;
const emptyAsMissing = (value: unknown) => (value === null || value === "" ? undefined : value);

/** An article's front matter (app/content/articles/*.md), one file per language. */
export const frontMatterSchema = z
  .strictObject({
    /**
     * The English address, required in the English file (article-index.ts says
     * so); the editor writes the same value in the French file.
     */
    slug: z.string().regex(articleSlugPattern).optional(),
    title: sized("Titre", 10, 120),
    category: sized("Catégorie", 2, 40),
    date: frontMatterDate,
    /** The editor writes an empty date as null: no update. */
    updated: z.preprocess(emptyAsMissing, frontMatterDate.optional()),
    summary: sized("Résumé", 40, 320),
    /** An illustration of app/assets/illustrations/ (covers.ts lists them). */
    cover: z.preprocess(
      emptyAsMissing,
      z.enum(coverIds, "illustration inconnue : choisissez-en une dans la liste de l’éditeur").optional(),
    ),
    /**
     * A photo the editor uploaded into app/assets/photos/covers/, shown instead
     * of the illustration (validate.ts checks that the file is there).
     */
    coverPhoto: z.preprocess(
      (value) => emptyAsMissing(typeof value === "string" ? assetPath(value) : value),
      z
        .string()
        .regex(
          coverPhotoPattern,
          "photo de couverture attendue (JPEG, PNG ou WebP) : choisissez-la de nouveau dans l’éditeur",
        )
        .optional(),
    ),
    /** What the cover, illustration or photo, shows: each language's file has its own. */
    alt: sized("Texte alternatif de l’illustration", 10),
    /** The search result's title, before " | " and the practitioner's name (the page's <title> stays within 60 characters). */
    metaTitle: sized("Titre pour les moteurs", 10, 42),
    /** The search result's description: written for a person who searches, not cut from the summary. */
    metaDescription: sized("Description pour les moteurs", 50, 160),
  })
  .refine((front) => front.cover || front.coverPhoto, {
    message: "illustration ou photo de couverture obligatoire : choisissez une illustration, ou ajoutez une photo",
    path: ["cover"],
  });
export type FrontMatter = z.infer<typeof frontMatterSchema>;
