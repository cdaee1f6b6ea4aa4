/**
 * Wording a careful reader would trip over: straight quotes in English, the
 * practice speaking as "we" about who it helps (a solo practice says I), and
 * two spellings of the same therapy in French.
 */
import { describe, expect, it } from "vitest";
import { site } from "../site/config.ts";
import { articles } from "../site/pages.ts";
import { getArticle } from "./articles.server.ts";
import { consentCopy } from "./consent.ts";
import { contactFormCopy } from "./contact-form.ts";
import { credentialsCopy } from "./credentials.ts";
import { fill } from "./fill.ts";
import { pageNames } from "./page-names.ts";
import { shellCopy } from "./shell.ts";
import { testimonials } from "./testimonials.ts";

const pageModules = import.meta.glob<{ default: Record<"fr" | "en", unknown> }>("./pages/*.ts", { eager: true });
const copies: Record<string, Record<"fr" | "en", unknown>> = {
  ...Object.fromEntries(Object.entries(pageModules).map(([file, m]) => [file, m.default])),
  shell: shellCopy,
  pageNames,
  contactForm: contactFormCopy,
  consent: consentCopy,
  credentials: credentialsCopy,
  testimonials: { fr: testimonials.map((t) => t.text.fr), en: testimonials.map((t) => t.text.en) },
  config: { fr: site.titleDefinition.fr, en: site.titleDefinition.en },
};

/** Every string of a value, as a reader sees it. */
const texts = (value: unknown, lang: "fr" | "en"): string[] =>
  typeof value === "string"
    ? [fill(value, lang)]
    : Array.isArray(value)
      ? value.flatMap((v) => texts(v, lang))
      : value && typeof value === "object"
        ? Object.values(value).flatMap((v) => texts(v, lang))
        : [];

/** Article bodies as text (no tags), per language. */
const articleText = (lang: "fr" | "en") =>
  articles.map((a) => {
    const { title, summary, html } = getArticle(a.fr, lang);
    return { id: a.fr, text: `${title} ${summary} ${html.replace(/<[^>]+>/g, " ")}` };
  });

describe("English copy", () => {
  it.each(Object.keys(copies))("%s: typographic quotes and apostrophes only", (name) => {
    for (const text of texts(copies[name]?.en, "en")) expect(text, name).not.toMatch(/["']/);
  });

  it.each(articles.map((a) => a.fr))("article %s: typographic quotes only", (id) => {
    const article = articleText("en").find((a) => a.id === id);
    // Markup is gone, so any " left is a straight quote a reader sees (&quot; once escaped).
    expect(article?.text).not.toMatch(/"|&quot;|&#39;/);
  });

  it("speaks as one practitioner about who it helps", () => {
    const all = [...Object.values(copies).flatMap((c) => texts(c.en, "en")), ...articleText("en").map((a) => a.text)];
    expect(all.filter((t) => /who we (help|see|support)/i.test(t))).toEqual([]);
  });

  it("never calls the practitioner a psychotherapist", () => {
    expect(site.title.en).not.toMatch(/psychotherap/i);
    expect(site.title.fr).not.toMatch(/psychoth[ée]rapeute|psychologue/i);
  });
});

describe("French copy", () => {
  it("spells cognitive and behavioural therapies one way", () => {
    const all = [...Object.values(copies).flatMap((c) => texts(c.fr, "fr")), ...articleText("fr").map((a) => a.text)];
    expect(all.filter((t) => /cognitives? et comportementales?/i.test(t))).toEqual([]);
  });
});
