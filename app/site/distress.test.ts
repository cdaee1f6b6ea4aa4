import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DistressLink, fillWithLinks } from "../components/ui/distress-link.tsx";
import { renderArticleText } from "../content/articles.server.ts";
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

  it.each(["fr", "en"] as const)("an article's text gives a distress number as the same link (%s)", (lang) => {
    const html = renderArticleText("Appelez le {nationalLine}, ou écrivez au {deafSms}.", lang);
    expect(html).toContain(distressLinkHtml("nationalLine"));
    expect(html).toContain(distressLinkHtml("deafSms"));
  });
});
