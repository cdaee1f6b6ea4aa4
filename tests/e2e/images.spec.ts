/**
 * Images: every <img> has its size and an alt text, the photos reach
 * Chromium as AVIF, covers load, icons are drawn from the page itself, and
 * nothing moves once the page is drawn
 * (CLS 0), on the pages that carry pictures, in both languages, on a phone
 * and on a desktop.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Page } from "@playwright/test";
import matter from "gray-matter";
import type { Lang } from "../../app/site/lang.ts";
import { articlePath, articles, pathOf } from "../../app/site/pages.ts";
import { desktop, expect, hasPortrait, hydrated, layoutShifts, phone, test, watchLayoutShifts } from "./fixtures.ts";

const hasCoverPhoto = (id: string) =>
  Boolean(
    matter(readFileSync(resolve(import.meta.dirname, `../../app/content/articles/${id}.fr.md`), "utf8")).data
      .coverPhoto,
  );
/** An article with a cover photo if one has it (the editor uploads them), else the first. */
const article = articles.find((a) => hasCoverPhoto(a.fr))?.fr ?? articles[0]?.fr ?? "";
const coverPhoto = hasCoverPhoto(article);

/** The portrait is shown only once she adds one (README, "Before going live"). */
const portrait = hasPortrait ? ["portrait"] : [];

const pagesWithImages = (lang: Lang) => [
  { name: "home", path: pathOf("home", lang), photos: portrait },
  { name: "about", path: pathOf("about", lang), photos: portrait },
  { name: "office", path: pathOf("office", lang), photos: ["office"] },
  { name: "blog", path: pathOf("blog", lang), photos: [] },
  { name: "article", path: articlePath(article, lang), photos: [] },
];

/** Scrolls through the page so that lazy images load, then waits for every image. */
async function loadEveryImage(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.8));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });
  await page.waitForFunction(() =>
    [...document.images].every((img) => img.complete && img.naturalWidth > 0 && img.currentSrc !== ""),
  );
}

for (const [device, viewport] of [
  ["phone", phone],
  ["desktop", desktop],
] as const) {
  test.describe(`images on a ${device}`, () => {
    test.use({ viewport });

    for (const lang of ["fr", "en"] as const) {
      for (const { name, path, photos } of pagesWithImages(lang)) {
        test(`${name} (${lang}, ${path}): sized images with alt texts, AVIF photos, no layout shift`, async ({
          page,
        }) => {
          await watchLayoutShifts(page);
          const contentTypes = new Map<string, string>();
          page.on("response", (response) => {
            contentTypes.set(new URL(response.url()).pathname, response.headers()["content-type"] ?? "");
          });

          await page.goto(path);
          await hydrated(page);
          await loadEveryImage(page);

          const images = await page.locator("img").evaluateAll((nodes) =>
            (nodes as HTMLImageElement[]).map((img) => ({
              html: img.outerHTML.slice(0, 160),
              width: img.getAttribute("width"),
              height: img.getAttribute("height"),
              alt: img.getAttribute("alt"),
              decorative:
                img.getAttribute("role") === "presentation" ||
                img.getAttribute("role") === "none" ||
                img.closest("[aria-hidden='true']") !== null,
              currentSrc: new URL(img.currentSrc).pathname,
              photo: img.dataset.image ?? null,
            })),
          );
          expect(images.length, "the page shows at least one image").toBeGreaterThan(0);
          for (const img of images) {
            expect(Number(img.width), `${img.html}: width`).toBeGreaterThan(0);
            expect(Number(img.height), `${img.html}: height`).toBeGreaterThan(0);
            expect(img.alt, `${img.html}: alt attribute`).not.toBeNull();
            if (!img.decorative) expect(img.alt?.trim(), `${img.html}: alt text`).not.toBe("");
          }

          // The photos: a <picture> whose AVIF source Chromium picks, each source with srcset and sizes.
          for (const photo of photos) {
            const served = images.filter((img) => img.photo === photo);
            expect(served.length, `${photo} on the page`).toBeGreaterThan(0);
            for (const img of served) {
              expect(img.currentSrc).toMatch(/\.avif$/);
              expect(contentTypes.get(img.currentSrc)).toBe("image/avif");
            }
            const sources = page.locator(`picture:has(img[data-image="${photo}"]) source`);
            await expect(sources).toHaveCount(2);
            for (const source of await sources.all()) {
              await expect(source).toHaveAttribute("srcset", /\d+w, /);
              await expect(source).toHaveAttribute("sizes", /\S/);
            }
          }

          if (name === "article") {
            const cover = page.getByTestId("article-cover");
            await expect(cover).toHaveAttribute("loading", "eager");
            // A photo as AVIF, an illustration as its SVG.
            expect(await cover.evaluate((img) => (img as HTMLImageElement).currentSrc)).toMatch(
              coverPhoto ? /\.avif$/ : /\.svg$/,
            );
          }
          // Every icon and drawing shown is drawn (an empty box otherwise) from the page itself: none
          // waits for a file that a `<use>` names.
          const svgs = await page.locator("svg").evaluateAll((elements) =>
            (elements as SVGSVGElement[])
              .filter((svg) => svg.checkVisibility() && !svg.parentElement?.closest("svg"))
              .map((svg) => ({
                markup: svg.outerHTML.slice(0, 200),
                width: svg.getBBox().width,
                files: [...svg.querySelectorAll("use")]
                  .map((use) => use.getAttribute("href") ?? "")
                  .filter((href) => !href.startsWith("#")),
              })),
          );
          expect(svgs.length, "icons on the page").toBeGreaterThan(0);
          for (const svg of svgs) {
            expect(svg.files, svg.markup).toEqual([]);
            expect(svg.width, `${svg.markup} drawn`).toBeGreaterThan(0);
          }

          if (name === "home") {
            // The decorative illustration is inline, hidden from assistive technology, and not an image to fetch.
            await expect(page.locator("#hero [aria-hidden='true'] > svg")).toHaveCount(1);
          }

          // Back at the top, once the fonts have settled and two frames have been laid out and painted
          // (every shift is reported by then; images are loaded and the page hydrated above), sum the shifts.
          await page.evaluate(async () => {
            window.scrollTo(0, 0);
            await document.fonts.ready;
            await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          });
          const shifts = await layoutShifts(page);
          // CLS 0 as Lighthouse rounds it (3 decimals): a font swap on a starved CI machine may move text by a hair.
          const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
          expect(total, `layout shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.0005);
        });
      }
    }
  });
}

/**
 * The home page's covers that are drawings come with the page: the browser parses an SVG image on its
 * main thread, and loaded lazily they arrived while a visitor who had scrolled to the testimonials was
 * tapping them (decision 002). Photos stay lazy.
 */
for (const lang of ["fr", "en"] as const) {
  test(`home (${lang}): its drawn covers load with the page, before any scroll; photo covers wait`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(pathOf("home", lang));
    const covers = await page.locator("#latest img[data-cover]").evaluateAll((images) =>
      (images as HTMLImageElement[]).map((img) => ({
        kind: img.dataset.cover,
        loading: img.loading,
        loaded: img.complete && img.naturalWidth > 0,
        below: img.getBoundingClientRect().top > window.innerHeight,
      })),
    );
    expect(covers.length, "covers in the latest articles").toBeGreaterThan(0);
    for (const cover of covers) {
      expect(cover.below, "the cover is below the first screen").toBe(true);
      if (cover.kind === "illustration") expect(cover.loaded, "a drawing, loaded by the load event").toBe(true);
      else expect(cover.loading).toBe("lazy");
    }
  });
}
