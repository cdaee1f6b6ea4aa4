/**
 * The server's no-JavaScript page and the React form render one field model
 * (app/contact/fields.ts): a visitor meets the same fields with the same ids,
 * names, labels, hints, descriptions, constraints and error messages on both.
 * Each side is rendered to HTML and read back as a visitor's browser and
 * assistive technology would see it, so a drift in either renderer fails here.
 */
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ContactFields } from "../../app/components/contact/contact-fields.tsx";
import { ContactForm } from "../../app/components/contact/contact-form.tsx";
import { FormAlert } from "../../app/components/contact/form-alert.tsx";
import { fieldModels } from "../../app/contact/fields.ts";
import { type FieldErrors, fieldsOf, variants } from "../../app/contact/rules.ts";
import { formWords } from "../../app/contact/words.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { renderFallbackPage } from "./page.ts";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'" };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => entities[name] ?? "");
const textOf = (markup: string) =>
  decode(markup.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

function attributesOf(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  // HTML attribute names ignore case: React writes `maxLength`, hono/html `maxlength`.
  for (const m of tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)) out[(m[1] ?? "").toLowerCase()] = decode(m[2] ?? "");
  return out;
}

/** The text of the element with this id, as `aria-describedby` makes a screen reader say it. */
function textById(html: string, id: string): string | undefined {
  const m = html.match(new RegExp(`<(\\w+)[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`));
  return m ? textOf(m[2] ?? "") : undefined;
}

/** What matters about a form control to a visitor, read from rendered HTML. */
const compared = ["name", "type", "required", "autocomplete", "inputmode", "minlength", "maxlength", "placeholder"];
const comparedToo = ["spellcheck", "autocapitalize", "tabindex", "aria-invalid", "aria-describedby"];

function controls(html: string) {
  return [...html.matchAll(/<(input|select|textarea)\b([^>]*)>/g)]
    .map(([, tag, rest]) => ({ tag, attributes: attributesOf(rest ?? "") }))
    .filter((c) => c.attributes.type !== "hidden")
    .map(({ tag, attributes }) => {
      const id = attributes.id ?? "";
      const label = html.match(new RegExp(`<label[^>]*\\sfor="${id}"[^>]*>([\\s\\S]*?)</label>`))?.[1];
      const select = tag === "select" ? html.slice(html.indexOf(`id="${id}"`)).split("</select>")[0] : "";
      return {
        tag,
        id,
        attributes: Object.fromEntries([...compared, ...comparedToo].map((name) => [name, attributes[name]])),
        // React writes `required=""`, hono/html a bare `required`: both mean the same.
        required: "required" in attributes,
        label: label === undefined ? undefined : textOf(label),
        descriptions: (attributes["aria-describedby"] ?? "")
          .split(" ")
          .filter(Boolean)
          .map((d) => textById(html, d)),
        options: [...(select ?? "").matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((o) => [
          o[1],
          decode(o[2] ?? ""),
        ]),
      };
    });
}

const hiddenNames = (html: string) =>
  [...html.matchAll(/<input\b([^>]*)>/g)]
    .map((m) => attributesOf(m[1] ?? ""))
    .filter((a) => a.type === "hidden")
    .map((a) => a.name);

const inRouter = (path: string, element: ReactElement) =>
  renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [path] }, element));

/** An error on every field, so every error message and every `aria-describedby` with an error is compared. */
const everyError = (variant: (typeof variants)[number]): FieldErrors =>
  Object.fromEntries(fieldsOf(variant).map((f) => [f, f === "consent" ? "consent_required" : "required"]));

const cases = languages.flatMap((lang) => variants.map((variant) => ({ lang, variant })));

describe("the no-JavaScript page and the React form", () => {
  it.each(cases)("offer the same fields ($lang, $variant)", ({ lang, variant }) => {
    const page = variant === "full" ? "contact" : "pma";
    const react = inRouter(pathOf(page, lang), createElement(ContactForm, { variant, words: formWords(lang) }));
    const server = String(renderFallbackPage({ lang, variant, page, key: "k".repeat(20), values: {} }));
    const fields = controls(react);
    expect(fields.map((c) => c.id)).toEqual(["contact-website", ...fieldsOf(variant).map((f) => `contact-${f}`)]);
    expect(controls(server)).toEqual(fields);
    expect(hiddenNames(server)).toEqual(hiddenNames(react));
  });

  it.each(cases)("show the same errors the same way ($lang, $variant)", ({ lang, variant }) => {
    const errors = everyError(variant);
    const react = inRouter(
      pathOf("contact", lang),
      createElement(
        "div",
        null,
        createElement(FormAlert, { variant, words: formWords(lang), summary: errors, attempt: 1 }),
        createElement(ContactFields, { fields: fieldModels(variant, formWords(lang), errors) }),
      ),
    );
    const server = String(renderFallbackPage({ lang, variant, values: {}, fieldErrors: errors }));
    const reactFields = controls(react);
    expect(reactFields.filter((c) => c.attributes["aria-invalid"] === "true")).toHaveLength(fieldsOf(variant).length);
    // The honeypot is the form's, not the fields'; it was compared above.
    expect(controls(server).filter((c) => c.id !== "contact-website")).toEqual(reactFields);
    const summary = (html: string) => [...html.matchAll(/<li><a href="([^"]+)"[^>]*>([\s\S]*?)<\/a><\/li>/g)];
    expect(summary(server).map((m) => [m[1], textOf(m[2] ?? "")])).toEqual(
      summary(react).map((m) => [m[1], textOf(m[2] ?? "")]),
    );
    expect(summary(react)).toHaveLength(fieldsOf(variant).length);
  });
});
