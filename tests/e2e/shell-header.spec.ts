/** The app shell's header, and scrolling: its background, contents, back-to-top and scroll positions. */
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import blog from "../../app/content/pages/blog.ts";
import home from "../../app/content/pages/home.ts";
import pricing from "../../app/content/pages/pricing.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { navigation } from "../../app/site/navigation.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, headerBackground, hydrated, test } from "./fixtures.ts";

/** The headings of the pages these tests go to, as their copy has them. */
const heading = {
  home: { fr: fill(home.fr.hero.title, "fr"), en: fill(home.en.hero.title, "en") },
  pricing: fill(pricing.fr.title, "fr"),
  blog: { fr: fill(blog.fr.title, "fr"), en: fill(blog.en.title, "en") },
};
const fees = { fr: pageNames.fr.pricing, en: pageNames.en.pricing };

async function scrollTo(page: import("@playwright/test").Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y);
}

test.describe("header", () => {
  test("is transparent on the home page up to 50 px of scroll, translucent beyond", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    expect(await headerBackground(page)).toBe(false);
    await scrollTo(page, site.ui.headerScrollThreshold + 1);
    await expect.poll(() => headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("changes at the same threshold under prefers-reduced-motion (no transition, same states)", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    expect(await headerBackground(page)).toBe(false);
    await scrollTo(page, site.ui.headerScrollThreshold + 1);
    await expect.poll(() => headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("is always readable on other pages, after a client navigation too, and transparent again back home", async ({
    page,
  }) => {
    await page.goto("/qui-suis-je");
    await hydrated(page);
    expect(await headerBackground(page)).toBe(true);
    await scrollTo(page, site.ui.headerScrollThreshold + 100);
    expect(await headerBackground(page)).toBe(true);
    await page.goto("/");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Tarifs", exact: true }).click();
    await expect(page).toHaveURL("/tarifs");
    await page.waitForFunction(() => window.scrollY === 0);
    expect(await headerBackground(page)).toBe(true);
    const fees = (await page.locator("h1").textContent()) ?? "";
    await page.goBack();
    // The home page is back (and the router has put its scroll position back) once its heading shows.
    await expect(page.locator("h1")).not.toHaveText(fees);
    await page.waitForFunction(() => window.scrollY > 0);
    await scrollTo(page, 0);
    await expect.poll(() => headerBackground(page)).toBe(false);
  });

  test("shows the logo, name, title, main links and the booking button", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("body > header").first();
    await expect(header.getByRole("link", { name: new RegExp(site.practitioner) }).first()).toHaveAttribute(
      "href",
      "/",
    );
    const nav = header.getByRole("navigation", { name: shellCopy.fr.header.mainNav });
    for (const id of navigation.main) {
      await expect(nav.getByRole("link", { name: pageNames.fr[id], exact: true })).toHaveAttribute(
        "href",
        pathOf(id, "fr"),
      );
    }
    const book = header.getByRole("link", { name: shellCopy.fr.header.book });
    await expect(book).toHaveAttribute("href", site.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
  });
});

test.describe("scrolling", () => {
  test("the back-to-top button appears past 300 px and brings the page back up", async ({ page }) => {
    await page.goto("/qui-suis-je");
    await hydrated(page);
    const button = page.getByRole("button", { name: shellCopy.fr.backToTop });
    await expect(button).toBeHidden();
    await scrollTo(page, site.ui.backToTopThreshold);
    await expect(button).toBeHidden();
    await scrollTo(page, site.ui.backToTopThreshold + 1);
    await expect(button).toBeVisible();
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await expect(button).toBeHidden();
  });

  test("a new page starts at the top; back restores the previous position", async ({ page }) => {
    // Later in a visit, with the brand fonts on from the start: the first client navigation of a
    // first visit switches them on (app/lib/brand-fonts.ts), which moves the text of the page left.
    await page.addInitScript(() => sessionStorage.setItem("brandFonts", "1"));
    await page.goto("/");
    await hydrated(page);
    const link = page.locator("footer").getByRole("link", { name: fees.fr, exact: true });
    await link.scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await link.click();
    await expect(page.locator("h1")).toContainText(heading.pricing);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await expect(page.locator("h1")).toContainText(heading.home.fr);
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
  });

  for (const lang of ["fr", "en"] as const) {
    const [home, news, hero, newsTitle] = [
      pathOf("home", lang),
      pathOf("blog", lang),
      heading.home[lang],
      heading.blog[lang],
    ];
    test(`back to the first page of a visit shows it where the visitor left it, in the brand faces (${lang})`, async ({
      page,
    }) => {
      await page.goto(home);
      await hydrated(page);
      // The brand faces have loaded: the next page switches them on (app/lib/brand-fonts.ts).
      await page.waitForFunction(() => sessionStorage.getItem("brandFonts") === "1");
      const link = page.locator(`main a[href="${news}"]`);
      await link.scrollIntoViewIfNeeded();
      const before = (await link.boundingBox())?.y ?? Number.NaN;
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await link.click();
      await expect(page.locator("h1")).toContainText(newsTitle);
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
      await page.goBack();
      await expect(page.locator("h1")).toContainText(hero);
      // The link followed is back at the same place on the screen, though its page now has other faces.
      await expect.poll(async () => Math.abs(((await link.boundingBox())?.y ?? Number.NaN) - before)).toBeLessThan(2);
    });
  }
});
