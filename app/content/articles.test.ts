import { describe, expect, it } from "vitest";
import { site } from "../site/config.ts";
import { articles, resolvePath } from "../site/pages.ts";
import { getArticle, listArticles } from "./articles.server.ts";
import { formatDate } from "./fill.ts";

describe("articles", () => {
  it.each(["fr", "en"] as const)("are all there in %s, newest first, with valid front matter", (lang) => {
    const list = listArticles(lang);
    expect(list.map((a) => a.id).sort()).toEqual(articles.map((a) => a.fr).sort());
    const dates = list.map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("put the three articles the spec names on top", () => {
    const latest = listArticles("fr")
      .slice(0, 3)
      .map((a) => [a.category, a.date]);
    expect(latest).toEqual([
      ["Développement personnel", "2025-10-06"],
      ["Psychothérapie", "2025-09-26"],
      ["Thérapie de couple", "2025-01-29"],
    ]);
  });

  it.each(articles.flatMap((a) => [[a.fr, "fr"] as const, [a.fr, "en"] as const]))(
    "%s (%s) is a complete article of at least 700 words",
    (id, lang) => {
      const article = getArticle(id, lang);
      const words = article.html
        .replace(/<[^>]+>/g, " ")
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(700);
      expect(article.html).toMatch(/<h2/);
      expect(article.readingMinutes).toBeGreaterThanOrEqual(3);
      // Ends with links to the site, in the article's language.
      const links = [...article.html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");
      expect(links.length).toBeGreaterThan(0);
      for (const href of links.filter((h) => h.startsWith("/"))) {
        expect(href.startsWith("/en")).toBe(lang === "en");
        expect(resolvePath(href.split("#")[0] ?? ""), `${href} is not a page of the site`).toBeDefined();
      }
    },
  );

  it("have English and French versions published on the same day", () => {
    for (const { fr } of articles) expect(getArticle(fr, "en").date).toBe(getArticle(fr, "fr").date);
  });
});

describe("articles' facts come from the site config", () => {
  const text = (id: Parameters<typeof getArticle>[0], lang: "fr" | "en") =>
    getArticle(id, lang).html.replace(/<[^>]+>/g, " ");

  it.each(["fr", "en"] as const)("the online booking article names the service and the notice period (%s)", (lang) => {
    const body = text("prenez-rendez-vous-en-ligne-en-toute-simplicite", lang);
    expect(body).toContain(site.bookingService);
    expect(body).toMatch(new RegExp(`${site.cancellationNoticeHours}[\\s\\u00a0](heures|hours)`));
  });

  it.each(["fr", "en"] as const)("the conference article gives its date, organiser and venue (%s)", (lang) => {
    const body = text("conference-mon-endometriose-je-suis-1-femme-sur-10", lang);
    expect(body).toContain(formatDate(site.conference.date, lang));
    expect(body).toContain(site.conference.organiser);
    expect(body).toContain(site.conference.venue);
  });
});
