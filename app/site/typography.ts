/**
 * French typography, applied to what the practitioner types rather than
 * asked of her: a no-break space before « : » and inside « », a narrow
 * no-break space before « ; ! ? », ’ for ', and "…" as « … » (the copy's
 * conventions). Plain spaces become no-break ones, and a missing one is
 * added (« Tarifs: » gives « Tarifs : »); a no-break space already there
 * stays as it is, so typesetting twice changes nothing. URLs, e-mail
 * addresses, {placeholders}, HTML tags and entities, Markdown link targets
 * and code, and times such as 09:00 are never touched. English is left as
 * written. The content modules typeset French copy where they read it
 * (app/content/), so every page, feed, sharing image and JSON-LD block
 * shows the same text.
 */

const nbsp = "\u00a0";
const narrow = "\u202f";

/**
 * What typesetting must leave alone: fenced and inline code, HTML comments,
 * tags and autolinks, entities, Markdown link targets and images' `![`,
 * URLs, e-mail addresses, placeholders and times.
 */
const untouchable = new RegExp(
  [
    /```[\s\S]*?```/,
    /`[^`\n]+`/,
    /<!--[\s\S]*?-->/,
    /<\/?[A-Za-z][^<>]*>/,
    /&#?\w+;/,
    /\]\([^)\s]*(?:\s+"[^"]*")?\)/,
    /!\[/,
    /\b(?:https?:\/\/|www\.|mailto:|tel:)[^\s<>"»)\]]+/,
    /[\w.+'-]+@[\w-]+(?:\.[\w-]+)+/,
    /\{\w+\}/,
    /\b\d{1,2}:\d{2}\b/,
  ]
    .map((r) => r.source)
    .join("|"),
  "g",
);

/** Stands for an untouchable span while the rest is typeset: a private-use character, counted as part of a word. */
const mark = "\ue000";
/** What a sign may follow with no space in between and still take one: a word, a closing bracket or quote, a mark. */
const word = `[\\p{L}\\p{N}*_)’»…${mark}]`;

const rules: [RegExp, string][] = [
  [/'/g, "’"],
  // Straight double quotes, by pairs: an opening one follows the start, a space or an opening bracket.
  [/(^|[\s([{])"\s*([^"]*?)\s*"/g, `$1«${nbsp}$2${nbsp}»`],
  [/[ \t]+([;!?])/g, `${narrow}$1`],
  [/[ \t]+:/g, `${nbsp}:`],
  [/«[ \t]*(?=\S)/g, `«${nbsp}`],
  [/(?<=\S)[ \t]*»/g, `${nbsp}»`],
  // A sign stuck to its word where it ends a clause (a space, the end, or another sign follows).
  [new RegExp(`(?<=${word})([;!?])(?=[\\s;:!?.,»)]|$)`, "gu"), `${narrow}$1`],
  [new RegExp(`(?<=${word}):(?=\\s|$)`, "gu"), `${nbsp}:`],
];

/** The text a reader reads: `text` without what typesetting leaves alone (code, tags, URLs, placeholders…). */
export const readableText = (text: string): string => text.replace(untouchable, " ");

/** `text` with `applied` run on all but what typesetting leaves alone. */
function typeset(text: string, applied: readonly [RegExp, string][]): string {
  const kept: string[] = [];
  const masked = text.replace(untouchable, (span) => {
    kept.push(span);
    return mark;
  });
  const done = applied.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), masked);
  let i = 0;
  return done.replace(new RegExp(mark, "g"), () => kept[i++] ?? "");
}

/** French text as French typography writes it. */
export const typesetFrench = (text: string): string => typeset(text, rules);

/** The apostrophe rule alone, right in every language: for names and addresses, shown on French and English pages. */
const apostrophes = rules.slice(0, 1);

/**
 * `data` with each of its texts mapped by `map`, which gets the text's
 * language: "fr" or "en" on a side of a French/English pair (a page's copy, a
 * testimonial's text, a photo's alternative text), whatever its depth, or
 * undefined outside any pair (names, addresses). The values of `except`
 * (identifiers such as a section's `id`) stay as they are.
 */
export function mapTexts<T>(
  data: T,
  map: (text: string, lang: "fr" | "en" | undefined) => string,
  except: readonly string[] = [],
): T {
  const walk = (value: unknown, lang: "fr" | "en" | undefined): unknown => {
    if (typeof value === "string") return map(value, lang);
    if (Array.isArray(value)) return value.map((item) => walk(item, lang));
    if (value && typeof value === "object") {
      const pair = "fr" in value && "en" in value;
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          except.includes(key) ? item : walk(item, pair && (key === "fr" || key === "en") ? key : lang),
        ]),
      );
    }
    return value;
  };
  return walk(data, undefined) as T;
}

/**
 * A content file's data with its French typeset; English stays as written;
 * text outside a pair, shown in both languages, gets ’ for ' only.
 */
export const typesetCopy = <T>(data: T, except: readonly string[] = []): T =>
  mapTexts(
    data,
    (text, lang) => (lang === "fr" ? typesetFrench(text) : lang === "en" ? text : typeset(text, apostrophes)),
    except,
  );

/**
 * A proper name (a town, an address) that never breaks at its hyphens, in any language:
 * « Saint-Laurent-du-Var » with non-breaking hyphens (U+2011), for the pages. What machines
 * read (titles and descriptions for search engines, JSON-LD) takes `plainHyphens`.
 */
export const keepWhole = (name: string): string => name.replace(/-/g, "\u2011");

/** `text` with the plain hyphens `keepWhole` replaced. */
export const plainHyphens = (text: string): string => text.replace(/\u2011/g, "-");
