import { describe, expect, it } from "vitest";
import { readArticleIndex } from "../content/article-index.ts";
import { site } from "./config.ts";
import {
  articlePath,
  articles,
  counterpartPath,
  findRedirect,
  pageIds,
  pages,
  prerenderPaths,
  redirects,
  resolvePath,
  routeEntries,
  withQuery,
} from "./pages.ts";

// SPEC.md §2, written out by hand so that a change to the table that breaks the spec fails here.
const specPaths: Record<string, string> = {
  "/": "home",
  "/qui-suis-je": "about",
  "/therapies": "therapies",
  "/therapies/therapies-cognitivo-comportementales-tcc": "cbt",
  "/therapies/art-therapie": "art",
  "/therapies/pnl-programmation-neuro-linguistique": "nlp",
  "/therapies/hypnose-ericksonienne": "hypnosis",
  "/therapies/therapie-humaniste": "humanistic",
  "/pma": "pma",
  "/pour-qui": "forWhom",
  "/pourquoi-consulter": "why",
  "/consultation-adulte": "adult",
  "/pour-qui/adulte": "adult",
  "/consultation-adolescent": "adolescent",
  "/pour-qui/adolescent": "adolescent",
  "/consultation-enfant": "child",
  "/pour-qui/enfant": "child",
  "/therapie-couple": "couple",
  "/pour-qui/couple": "couple",
  "/therapie-familiale": "family",
  "/pour-qui/famille": "family",
  "/tarifs": "pricing",
  "/teleconsultation": "video",
  "/actualites": "blog",
  "/cabinet": "office",
  "/contact": "contact",
  "/mentions-legales": "legal",
};

/** The articles as the article files list them (app/content/article-index.ts): whatever the practitioner published. */
const published = (await readArticleIndex()).entries;

describe("route table", () => {
  it.each(Object.entries(specPaths))("resolves %s to the %s page in French", (path, id) => {
    expect(resolvePath(path)).toMatchObject({ kind: "page", id, lang: "fr" });
  });

  it.each(published)("resolves each address of $fr to its article", ({ fr, en }) => {
    expect(resolvePath(`/actualites/${fr}`)).toMatchObject({ kind: "article", id: fr, lang: "fr" });
    expect(resolvePath(`/en/news/${en}`)).toMatchObject({ kind: "article", id: fr, lang: "en" });
  });

  it("has the articles of the article files", () => {
    expect(articles).toEqual(published);
  });

  it("gives every page one English path under /en that leads back to the French one", () => {
    for (const id of pageIds) {
      const en = pages[id].en;
      expect(en === "/en" || en.startsWith("/en/")).toBe(true);
      const resolved = resolvePath(en);
      expect(resolved).toMatchObject({ kind: "page", id, lang: "en" });
      expect(resolved && counterpartPath(resolved, "fr")).toBe(pages[id].fr);
    }
    for (const { fr } of articles) {
      const resolved = resolvePath(articlePath(fr, "en"));
      expect(resolved).toMatchObject({ kind: "article", id: fr, lang: "en" });
      expect(resolved && counterpartPath(resolved, "fr")).toBe(`/actualites/${fr}`);
    }
  });

  it("gives aliases the canonical path of their page", () => {
    expect(resolvePath("/pour-qui/adulte")?.canonical).toBe("/consultation-adulte");
    expect(resolvePath("/pour-qui/famille")?.canonical).toBe("/therapie-familiale");
    expect(resolvePath("/pour-qui/couple")?.canonical).toBe("/therapie-couple");
  });

  it("never lets two pages share a path", () => {
    const paths = prerenderPaths();
    expect(new Set(paths).size).toBe(paths.length);
    const routePaths = routeEntries().map((e) => e.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    const routeIds = routeEntries().map((e) => e.id);
    expect(new Set(routeIds).size).toBe(routeIds.length);
  });

  it("pre-renders every page, alias and article in both languages", () => {
    const paths = new Set(prerenderPaths());
    for (const path of Object.keys(specPaths)) expect(paths).toContain(path);
    for (const id of pageIds) expect(paths).toContain(pages[id].en);
    for (const { fr, en } of published) {
      expect(paths).toContain(`/actualites/${fr}`);
      expect(paths).toContain(`/en/news/${en}`);
    }
  });

  it("leaves unknown paths unresolved, in either language", () => {
    for (const path of ["/nope", "/en/nope", "/actualites/nope", "/en/news/nope", "/therapies/nope", "/404"]) {
      expect(resolvePath(path)).toBeUndefined();
    }
  });

  it("tolerates a trailing slash on a page path", () => {
    expect(resolvePath("/qui-suis-je/")).toMatchObject({ id: "about" });
  });
});

describe("redirects", () => {
  it.each(published.map((a) => a.fr))("sends the legacy /%s/ to its article with a 301", (slug) => {
    expect(findRedirect(`/${slug}/`)).toEqual({ from: `/${slug}/`, to: `/actualites/${slug}`, status: 301 });
    expect(findRedirect(`/${slug}`)?.to).toBe(`/actualites/${slug}`);
  });

  it("sends /therapies-proposees/ to /therapies with a 301", () => {
    expect(findRedirect("/therapies-proposees/")).toMatchObject({ to: "/therapies", status: 301 });
  });

  it("sends /tag/rendez-vous/ to the booking service with a 302", () => {
    expect(findRedirect("/tag/rendez-vous/")).toMatchObject({ to: site.bookingUrl, status: 302 });
  });

  it("never redirects a page of the site", () => {
    for (const path of prerenderPaths()) expect(findRedirect(path)).toBeUndefined();
    // Every redirect leads somewhere real: a page of the site or an absolute outside address.
    for (const { from, to } of redirects()) {
      expect(resolvePath(from), from).toBeUndefined();
      expect(resolvePath(to) !== undefined || /^https:\/\//.test(to), `${from} -> ${to}`).toBe(true);
    }
  });
});

describe("withQuery", () => {
  it("carries a query string over to a redirect target", () => {
    expect(withQuery("/actualites/x", "?utm=1")).toBe("/actualites/x?utm=1");
    expect(withQuery("/actualites/x", "")).toBe("/actualites/x");
    expect(withQuery("https://booking.example.org/p?lang=fr", "?utm=1")).toBe(
      "https://booking.example.org/p?lang=fr&utm=1",
    );
  });
});
