/** The crawled pages' JSON-LD, and each language's RSS feed linked from them. */
import { expect, test } from "@playwright/test";
import { site } from "../../app/site/config.ts";
import { socialProfiles } from "../../app/site/external.ts";
import { type Lang, languages } from "../../app/site/lang.ts";
import { articlePath, articles, pathOf } from "../../app/site/pages.ts";
import { abs, crawlFirst, indexable, localPath } from "./crawler-helpers.ts";

crawlFirst();

type Node = Record<string, unknown>;

/** schema.org's days, from ISO day 1 (Monday). */
const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Every object in a JSON-LD document, however deep. */
function nodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodes);
  if (value && typeof value === "object") return [value as Node, ...Object.values(value).flatMap(nodes)];
  return [];
}

test("JSON-LD: the practice and practitioner on home, breadcrumbs below, BlogPosting on articles, never reviews", () => {
  for (const p of indexable()) {
    expect(p.jsonLd, p.path).toHaveLength(1);
    const doc = JSON.parse(p.jsonLd[0] ?? "");
    expect(doc["@context"]).toBe("https://schema.org");
    const all = nodes(doc);
    const types = all.map((n) => n["@type"]).filter(Boolean);
    expect(types, p.path).not.toContain("Review");
    expect(types, p.path).not.toContain("AggregateRating");
    expect(
      all.some((n) => "review" in n || "aggregateRating" in n),
      p.path,
    ).toBe(false);
    const lang = p.lang as Lang;
    const ofType = (type: string) => all.find((n) => n["@type"] === type);

    if (p.path === pathOf("home", lang)) {
      const practice = ofType("ProfessionalService");
      expect(practice, p.path).toMatchObject({
        name: expect.stringContaining(site.practitioner),
        telephone: site.phone,
        address: {
          "@type": "PostalAddress",
          streetAddress: expect.any(String),
          addressLocality: site.address.city,
          postalCode: site.address.postalCode,
          addressCountry: "FR",
        },
        geo: { latitude: site.address.geo.lat, longitude: site.address.geo.lng },
        openingHoursSpecification: [
          {
            dayOfWeek: site.openingHours.days.map((day) => weekdays[day - 1]),
            opens: site.openingHours.opens,
            closes: site.openingHours.closes,
          },
        ],
        priceRange: expect.stringMatching(
          new RegExp(`\\b${site.prices.individual}\\b.*\\b${site.prices.coupleOrFamily}\\b`),
        ),
        areaServed: expect.arrayContaining([{ "@type": "City", name: site.address.city }]),
      });
      // Her profiles, those she has given only.
      expect(ofType("ProfessionalService")?.sameAs, p.path).toEqual(
        socialProfiles.length > 0 ? socialProfiles.map((s) => s.url) : undefined,
      );
      expect(ofType("Person"), p.path).toMatchObject({ name: site.practitioner, jobTitle: site.title[lang] });
      expect(ofType("BreadcrumbList"), p.path).toBeUndefined();
      continue;
    }

    const crumbs = ofType("BreadcrumbList")?.itemListElement as Node[] | undefined;
    expect(crumbs?.length, p.path).toBeGreaterThanOrEqual(2);
    expect(crumbs?.map((c) => c.position)).toEqual(crumbs?.map((_, i) => i + 1));
    expect(crumbs?.[0]?.item).toBe(abs(pathOf("home", lang)));
    expect(crumbs?.at(-1)?.item).toBe(abs(p.path));
    for (const crumb of crumbs ?? []) expect(crumb.name, p.path).toEqual(expect.stringMatching(/\S/));

    if (p.meta["og:type"]?.[0] === "article") {
      expect(ofType("BlogPosting"), p.path).toMatchObject({
        headline: expect.stringMatching(/\S/),
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        inLanguage: lang,
        author: { "@type": "Person", name: site.practitioner, url: abs(pathOf("about", lang)) },
        image: [p.meta["og:image"]?.[0]],
      });
      expect(String(ofType("BlogPosting")?.headline).length).toBeLessThanOrEqual(110);
      expect(crumbs?.[1]?.item, p.path).toBe(abs(pathOf("blog", lang)));
    }
  }
});

test("each language's feed is linked from every page and lists every article with absolute links", async ({
  browser,
  request,
}) => {
  const page = await browser.newPage();
  for (const lang of languages) {
    const onPages = new Set(
      indexable()
        .filter((p) => p.lang === lang)
        .flatMap((p) => p.feeds),
    );
    expect(onPages.size, lang).toBe(1);
    const feedUrl = [...onPages][0] ?? "";
    expect(feedUrl.startsWith(`${site.origin}/`)).toBe(true);
    const response = await request.get(localPath(feedUrl));
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("xml");
    const feed = await page.evaluate(
      (xml) => {
        const doc = new DOMParser().parseFromString(xml, "application/xml");
        const text = (el: Element, tag: string) => el.getElementsByTagName(tag)[0]?.textContent ?? "";
        return {
          error: doc.getElementsByTagName("parsererror").length > 0,
          root: doc.documentElement.nodeName,
          version: doc.documentElement.getAttribute("version"),
          items: [...doc.getElementsByTagName("item")].map((item) => ({
            title: text(item, "title"),
            link: text(item, "link"),
            pubDate: text(item, "pubDate"),
            description: text(item, "description"),
          })),
        };
      },
      await response.text(),
    );
    expect(feed).toMatchObject({ error: false, root: "rss", version: "2.0" });
    expect(feed.items.map((i) => i.link).sort()).toEqual(articles.map((a) => abs(articlePath(a.fr, lang))).sort());
    for (const item of feed.items) {
      expect(item.title).toMatch(/\S/);
      expect(item.description).toMatch(/\S/);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
  }
  await page.close();
});
