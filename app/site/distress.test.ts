import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DistressLink, fillWithLinks } from "../components/ui/distress-link.tsx";
import { getArticle } from "../content/articles.server.ts";
import { type DistressPlaceholder, distressLinkHtml, distressPlaceholders } from "./distress.ts";

const names = Object.keys(distressPlaceholders) as DistressPlaceholder[];

describe("distress links", () => {
  it.each(names)("%s: the React link and the Markdown link are the same element", (name) => {
    expect(renderToStaticMarkup(createElement(DistressLink, { name }))).toBe(distressLinkHtml(name));
  });

  it("turn every distress placeholder of a copy string into a link, and fill the rest", () => {
    const html = renderToStaticMarkup(
      createElement(
        "p",
        null,
        fillWithLinks("Appelez le {nationalLine} ou écrivez au {deafSms}, {practitioner}.", "fr"),
      ),
    );
    expect(html).toContain(distressLinkHtml("nationalLine"));
    expect(html).toContain(distressLinkHtml("deafSms"));
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it.each(["fr", "en"] as const)("the first-session article (%s) gives 3114 itself, as a link", (lang) => {
    const { html } = getArticle("premiere-seance-psychotherapie", lang);
    expect(html).toContain(distressLinkHtml("nationalLine"));
    expect(html).toContain(distressLinkHtml("deafSms"));
  });
});
