import { describe, expect, it } from "vitest";
import { pageNames } from "../content/page-names.ts";
import { site } from "../site/config.ts";
import { articlePath, articles } from "../site/pages.ts";
import { pageMeta } from "./meta.ts";

type Tags = ReturnType<typeof pageMeta>;
type Loose = Record<string, unknown>;

const get = (tags: Tags, property: string) => (tags as Loose[]).find((t) => t.property === property)?.content;
const jsonLd = (tags: Tags) =>
  ((tags as Loose[]).find((t) => "script:ld+json" in t)?.["script:ld+json"] as { "@graph": Loose[] } | undefined)?.[
    "@graph"
  ] ?? [];

describe("pageMeta", () => {
  it("keeps search engines off a page the route table marks unlisted, and only there", () => {
    const robots = (path: string) =>
      (pageMeta(path, { title: "T | {practitioner}", description: "D." }) as Loose[]).filter(
        (t) => t.name === "robots",
      );
    expect(robots("/contact/merci")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(robots("/en/contact/thank-you")).toEqual([{ name: "robots", content: "noindex" }]);
    expect(robots("/contact")).toEqual([]);
    expect(robots("/en")).toEqual([]);
  });

  it("points an alias's sharing card and canonical at the primary page", () => {
    const tags = pageMeta("/pour-qui/adulte", { title: "Adulte | {practitioner}", description: "Une description." });
    expect(get(tags, "og:url")).toBe(`${site.origin}/consultation-adulte`);
    expect(get(tags, "og:image")).toBe(`${site.origin}/og/consultation-adulte.png`);
    expect(get(tags, "og:image:alt")).toBe("Adulte");
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${site.origin}/consultation-adulte` });
  });

  it("gives a nested page breadcrumbs through its parent, named as in the menus", () => {
    const graph = jsonLd(
      pageMeta("/en/therapies/art-therapy", { title: "Art | {practitioner}", description: "Text." }),
    );
    const crumbs = graph.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement;
    expect(crumbs).toEqual([
      { "@type": "ListItem", position: 1, name: pageNames.en.home, item: `${site.origin}/en` },
      { "@type": "ListItem", position: 2, name: pageNames.en.therapies, item: `${site.origin}/en/therapies` },
      { "@type": "ListItem", position: 3, name: pageNames.en.art, item: `${site.origin}/en/therapies/art-therapy` },
    ]);
  });

  it("marks an article as such, with its dates, and a BlogPosting by the practitioner", () => {
    const tags = pageMeta(articlePath(articles[0]?.fr ?? "", "fr"), {
      title: "Première séance | {practitioner}",
      description: "Une description.",
      heading: "Première séance de psychothérapie",
      article: { headline: "Première séance de psychothérapie", published: "2025-09-26", modified: "2025-10-02" },
    });
    expect(get(tags, "og:type")).toBe("article");
    expect(get(tags, "article:published_time")).toBe("2025-09-26");
    const post = jsonLd(tags).find((n) => n["@type"] === "BlogPosting");
    expect(post).toMatchObject({
      dateModified: "2025-10-02",
      inLanguage: "fr",
      author: { name: site.practitioner, jobTitle: site.title.fr },
    });
  });
});
