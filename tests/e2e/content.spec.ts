/**
 * The content as a reader meets it: every section of every page, the home
 * page's living parts, the blog, and French typography on every French page.
 * Expectations come from the content modules, which give the copy as the
 * pages show it (typeset, app/site/typography.ts), never from today's copy.
 */
import sharp from "sharp";
import { fill, formatDate } from "../../app/content/fill.ts";
import home from "../../app/content/pages/home.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import type { PageCopy } from "../../app/content/types.ts";
import { site } from "../../app/site/config.ts";
import { languages } from "../../app/site/lang.ts";
import { articles, pageIds, pathOf, prerenderPaths, resolvePath } from "../../app/site/pages.ts";
import { keepWhole } from "../../app/site/typography.ts";
import { escapeRegExp, expect, hydrated, phone, test } from "./fixtures.ts";

/** The visible text of a built page: no script, style or tag, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&amp;/g, "&");

// Every page of the route table has its copy module: a missing or renamed one fails the import here.
const copyModules: Record<string, { default: Record<"fr" | "en", PageCopy> }> = Object.fromEntries(
  await Promise.all(pageIds.map(async (id) => [id, await import(`../../app/content/pages/${id}.ts`)] as const)),
);

test.describe("sections", () => {
  for (const [id, module] of Object.entries(copyModules)) {
    const copy = module.default;
    if (!("sections" in copy.fr)) continue;
    for (const lang of ["fr", "en"] as const) {
      test(`${id} (${lang}) shows every section of its copy, none empty`, async ({ page }) => {
        await page.goto(pathOf(id as Parameters<typeof pathOf>[0], lang));
        for (const section of copy[lang].sections) {
          const element = page.locator(`main [data-section="${section.id}"]`);
          await expect(element, `section ${section.id}`).toHaveCount(1);
          expect((await element.innerText()).trim().length, `section ${section.id} is empty`).toBeGreaterThan(20);
        }
      });
    }
  }
});

test.describe("built pages", () => {
  test("leak no placeholder or unfilled value", async ({ request }) => {
    for (const path of prerenderPaths()) {
      const text = visibleText(await (await request.get(path)).text());
      expect(text, path).not.toMatch(/\{[a-zA-Z]+\}|undefined|\bNaN\b|\[object Object\]/);
    }
  });

  // Whatever the practitioner typed: the site typesets French where it reads the content.
  test("show French typography on every French page, in the text, the title and the description", async ({
    request,
  }) => {
    for (const path of prerenderPaths().filter((p) => resolvePath(p)?.lang !== "en" && !p.startsWith("/en/"))) {
      const html = await (await request.get(path)).text();
      const head = [
        ...html.matchAll(
          /<title>([^<]*)<\/title>|<meta (?:name|property)="(?:description|og:title|og:description)" content="([^"]*)"/g,
        ),
      ]
        .map((m) => m[1] ?? m[2] ?? "")
        .join("\n");
      const text = `${visibleText(html)}\n${visibleText(head)}`
        .replace(/\b(?:https?:\/\/|www\.)\S+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, " ")
        // The language switch names the other language in its own words.
        .replace(new RegExp(escapeRegExp(shellCopy.fr.header.switchLanguage), "g"), " ");
      expect(text.match(/.{0,30}(?: [;:!?»]|« |'|").{0,30}/g) ?? [], path).toEqual([]);
    }
  });
});

test.describe("home", () => {
  for (const lang of ["fr", "en"] as const) {
    test(`has every part the spec names (${lang})`, async ({ page }) => {
      const copy = home[lang];
      await page.goto(pathOf("home", lang));
      await expect(page.locator("h1")).toHaveText(fill(copy.hero.title, lang));
      await expect(page.getByText(fill(copy.hero.happiness, lang), { exact: true })).toBeVisible();
      await expect(page.locator('[data-section="contact-cards"] > ul > li')).toHaveCount(3);
      await expect(page.getByText(fill(copy.cards.video.secure, lang), { exact: true })).toBeVisible();
      await expect(page.getByTestId("office-address").locator("span")).toHaveText(site.address.lines.map(keepWhole));
      await expect(page.locator('[data-section="stats"] dd:not([data-stat-basis])')).toHaveText(
        copy.stats.items.map((item) => fill(item.value, lang)),
      );
    });
  }

  test("shows the three latest articles of the blog, newest first", async ({ page }) => {
    await page.goto("/actualites");
    const blogTitles = await page.locator("main li article h2").allInnerTexts();
    expect(blogTitles).toHaveLength(articles.length);
    const dates = await page
      .locator("main li article time")
      .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
    expect(dates).toEqual([...dates].sort().reverse());
    await page.goto("/");
    expect(await page.locator('[data-section="latest"] article h3').allInnerTexts()).toEqual(blogTitles.slice(0, 3));
    await expect(page.locator('[data-section="latest"] time').first()).toHaveText(formatDate(dates[0] ?? "", "fr"));
  });
});

test.describe("testimonials carousel", () => {
  const slide = (page: import("@playwright/test").Page) => page.getByTestId("testimonial").filter({ visible: true });

  const total = testimonials.length;
  const words = (lang: "fr" | "en") => home[lang].testimonials;
  /** The label of the nth slide (from 1, wrapping around), as the carousel names it. */
  const label = (n: number, lang: "fr" | "en" = "fr") =>
    fill(words(lang).slideLabel, lang, { n: ((((n - 1) % total) + total) % total) + 1, total });
  /** Fake timers, paused once the page has hydrated: from then on only runFor() moves time. */
  async function openPaused(page: import("@playwright/test").Page, path = "/") {
    await page.clock.install();
    await page.goto(path);
    await hydrated(page);
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  }

  /**
   * Runs the paused clock in small steps until auto-play moves, so that the test knows when a tick
   * fell (within one step) instead of guessing when auto-play started: a busy machine can run the
   * rest of the page's effects for a long while after the carousel's own.
   */
  async function runToTick(page: import("@playwright/test").Page, step = 100): Promise<number> {
    const before = await slide(page).getAttribute("aria-label");
    for (let ms = 0; ms <= 5_000; ms += step) {
      await page.clock.runFor(step);
      const shown = await slide(page).getAttribute("aria-label");
      if (shown !== before) return Array.from({ length: total }, (_, i) => i + 1).find((n) => label(n) === shown) ?? 0;
    }
    throw new Error("auto-play did not move within 5 s");
  }

  for (const lang of languages)
    test(`${lang}: a testimonial's rating is named and drawn as that many stars`, async ({ page }) => {
      await page.setViewportSize(phone);
      await page.goto(pathOf("home", lang));
      const index = await page
        .locator("[data-slide]")
        .evaluateAll((slides) => slides.findIndex((one) => !one.hasAttribute("hidden")));
      const rating = testimonials[index]?.rating;
      if (!rating) throw new Error(`no testimonial shown (${index})`);
      const stars = slide(page).getByRole("img", { name: `${rating}/5`, exact: true });
      await stars.scrollIntoViewIfNeeded();
      // One star 1.25rem wide, then 1.5rem for each other (0.25rem apart).
      expect((await stars.boundingBox())?.width).toBeCloseTo(16 * (rating * 1.5 - 0.25), 0);
      // A mask that drew nothing, or none at all, leaves one flat colour.
      const { data, info } = await sharp(await stars.screenshot())
        .raw()
        .toBuffer({ resolveWithObject: true });
      const colours = new Set<number>();
      for (let i = 0; i < data.length; i += info.channels) colours.add(data.readUIntBE(i, 3));
      expect(colours.size).toBeGreaterThan(2);
    });

  test("advances every 5 s, wraps around, and stops for good after a manual action", async ({ page }) => {
    await openPaused(page);
    const n = await runToTick(page); // a tick fell less than 100 ms ago, showing slide n
    await page.clock.runFor(4_800); // not yet
    await expect(slide(page)).toHaveAttribute("aria-label", label(n));
    await page.clock.runFor(300); // the next one
    await expect(slide(page)).toHaveAttribute("aria-label", label(n + 1));
    await page.clock.runFor(5_000 * total); // a full round: back to the same slide
    await expect(slide(page)).toHaveAttribute("aria-label", label(n + 1));

    await page.getByRole("button", { name: words("fr").next }).click();
    await expect(slide(page)).toHaveAttribute("aria-label", label(n + 2));
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(60_000);
    await expect(slide(page)).toHaveAttribute("aria-label", label(n + 2));
  });

  for (const [action, act] of [
    ["previous", (p: import("@playwright/test").Page) => p.getByRole("button", { name: words("fr").previous }).click()],
    ["pause", (p: import("@playwright/test").Page) => p.getByRole("button", { name: words("fr").pause }).click()],
  ] as const) {
    test(`stops auto-play after ${action}`, async ({ page }) => {
      await openPaused(page);
      await act(page);
      const shown = await slide(page).getAttribute("aria-label");
      await page.mouse.move(0, 0);
      await page.clock.runFor(30_000);
      await expect(slide(page)).toHaveAttribute("aria-label", shown ?? "");
    });
  }

  test("pauses while hovered or focused, then resumes", async ({ page }) => {
    await openPaused(page);
    await slide(page).hover();
    const shown = (await slide(page).getAttribute("aria-label")) ?? "";
    await page.clock.runFor(12_000);
    await expect(slide(page)).toHaveAttribute("aria-label", shown);
    // Leaving restarts the 5 s count.
    await page.mouse.move(0, 0);
    await page.clock.runFor(4_900);
    await expect(slide(page)).toHaveAttribute("aria-label", shown);
    await page.clock.runFor(200);
    await expect(slide(page)).not.toHaveAttribute("aria-label", shown);
  });

  test("never moves by itself under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPaused(page);
    await expect(slide(page)).toHaveAttribute("aria-label", label(1));
    await page.clock.runFor(30_000);
    await expect(slide(page)).toHaveAttribute("aria-label", label(1));
  });

  test("works with the keyboard and announces slides politely, only once driven", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    const region = page.locator('[aria-roledescription="carousel"] [aria-live]');
    await expect(region).toHaveAttribute("aria-live", "off");
    await page.getByRole("button", { name: words("en").next }).focus();
    await page.keyboard.press("Enter");
    await expect(slide(page)).toHaveAttribute("aria-label", label(2, "en"));
    await expect(region).toHaveAttribute("aria-live", "polite");
    await page.keyboard.press("Space");
    await expect(slide(page)).toHaveAttribute("aria-label", label(3, "en"));
    await expect(page.locator("[data-autoplay]")).toHaveAttribute("data-autoplay", "off");
  });

  test("is not marked up as review stars", async ({ page }) => {
    await page.goto("/");
    // The page has JSON-LD (the practice), but never review types: self-served stars would mislead.
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.length).toBeGreaterThan(0);
    for (const doc of jsonLd) expect(doc).not.toMatch(/"(Review|AggregateRating|review|aggregateRating)"/);
    expect(await page.locator("[itemprop=reviewRating], [itemtype*=Review]").count()).toBe(0);
  });
});

test.describe("articles", () => {
  for (const path of prerenderPaths().filter((p) => resolvePath(p)?.kind === "article")) {
    test(`${path} has its title, dates, reading time and body`, async ({ page }) => {
      const lang = resolvePath(path)?.lang ?? "fr";
      const readingTime = escapeRegExp(fill(shellCopy[lang].article.readingTime, lang, { minutes: "MINUTES" }));
      await page.goto(path);
      await expect(page.locator("h1")).not.toBeEmpty();
      await expect(page.locator("main time").first()).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator("main")).toContainText(new RegExp(readingTime.replace("MINUTES", "\\d+")));
      await expect(page.locator(".prose-article")).not.toBeEmpty();
    });
  }
});
