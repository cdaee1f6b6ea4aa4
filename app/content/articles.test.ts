/**
 * The article loader: every article of the files, newest first, its Markdown
 * rendered with the site's facts and tap links, its French typeset. What an
 * article should say, or how long it should be, is advice to the
 * practitioner (advice.ts), never a test.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { distressLinkHtml } from "../site/distress.ts";
import { articlePath, articles } from "../site/pages.ts";
import { getArticle, listArticles, renderArticleText } from "./articles.server.ts";
import { fill } from "./fill.ts";

const source = (id: string, lang: "fr" | "en") =>
  readFileSync(join(import.meta.dirname, "articles", `${id}.${lang}.md`), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
const each = articles.flatMap((a) => [[a.fr, "fr"] as const, [a.fr, "en"] as const]);

describe("articles", () => {
  it.each(["fr", "en"] as const)("are all there in %s, newest first, at their address", (lang) => {
    const list = listArticles(lang);
    expect(list.map((a) => a.id).sort()).toEqual(articles.map((a) => a.fr).sort());
    const dates = list.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of list) expect(article.path).toBe(articlePath(article.id, lang));
  });

  it.each(each)("%s (%s) is its Markdown as HTML, with a reading time from its length", (id, lang) => {
    const article = getArticle(id, lang);
    const markdown = source(id, lang);
    expect(article.html).toBe(renderArticleText(markdown, lang));
    expect(article.html).not.toMatch(/\{\w+\}/);
    const words = markdown.split(/\s+/).filter(Boolean).length;
    expect(article.readingMinutes).toBe(Math.max(1, Math.round(words / 200)));
  });

  it("have English and French versions published on the same day", () => {
    for (const { fr } of articles) expect(getArticle(fr, "en").date).toBe(getArticle(fr, "fr").date);
  });

  it.each(each)("%s (%s): French typeset in front matter and text, English as written", (id, lang) => {
    const { title, summary, html } = getArticle(id, lang);
    const text = `${title} ${summary} ${html.replace(/<[^>]+>/g, " ")}`;
    if (lang === "fr") {
      expect(text).not.toMatch(/'| [;:!?»]|« |"/);
    } else {
      expect(html).toBe(renderArticleText(source(id, "en"), "en"));
    }
  });
});

describe("an article's text", () => {
  it("fills the site's facts, and gives distress numbers as tap links", () => {
    const html = renderArticleText("Réservez sur {bookingService}, ou appelez le {nationalLine}.", "fr");
    expect(html).toContain(fill("{bookingService}", "fr"));
    expect(html).toContain(distressLinkHtml("nationalLine"));
    expect(html).not.toMatch(/\{\w+\}/);
  });

  it("typesets French around links, code and addresses, which stay as written", () => {
    const markdown =
      "Des « petits pas » : [l'accueil](/contact?x=1 \"l'accueil\") ! Écrivez à contact@example.org, ou `a : 'b'`, de 09:00 à 12:30 ?";
    expect(renderArticleText(markdown, "fr")).toBe(
      '<p>Des «\u00a0petits pas\u00a0»\u00a0: <a href="/contact?x=1" title="l&#39;accueil">l’accueil</a>\u202f! Écrivez à <a href="mailto:contact@example.org">contact@example.org</a>, ou <code>a : &#39;b&#39;</code>, de 09:00 à 12:30\u202f?</p>\n',
    );
  });

  it("leaves English as written", () => {
    expect(renderArticleText('It\'s "fine": really ?', "en")).toBe("<p>It&#39;s &quot;fine&quot;: really ?</p>\n");
  });
});
