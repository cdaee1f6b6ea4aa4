import type { Page } from "@playwright/test";
import images from "../../app/content/images.ts";
import { pageNames } from "../../app/content/page-names.ts";
import home from "../../app/content/pages/home.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf, prerenderPaths, resolvePath } from "../../app/site/pages.ts";
import { words } from "./contact-helpers.ts";
import { escapeRegExp, expect, hasPortrait, hydrated, phone, test } from "./fixtures.ts";

/**
 * A page's decorative drawing (About's portrait stand-in, a therapy's, the not-found page's): an image, not
 * inline SVG (out of the page's first round trip), hidden from assistive technology, drawn, and in the dark
 * theme its dark version.
 */
async function expectDrawing(page: Page) {
  const drawing = page.getByTestId("page-illustration");
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toBeVisible();
  await expect(drawing).toHaveJSProperty("tagName", "IMG");
  await expect(drawing).toHaveAttribute("alt", "");
  await expect(drawing).toHaveAttribute("aria-hidden", "true");
  await expect(drawing).toHaveJSProperty("complete", true);
  expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // Empty while the browser picks the other theme's file.
  const shown = () => drawing.evaluate((img: HTMLImageElement) => img.currentSrc && new URL(img.currentSrc).pathname);
  const light = await shown();
  expect(light).toBe(await drawing.getAttribute("src"));
  await page.emulateMedia({ colorScheme: "dark" });
  await expect.poll(shown).not.toBe(light);
  await expect.poll(shown).not.toBe("");
}

const pages = [...prerenderPaths().filter((path) => resolvePath(path)), "/page-inconnue", "/en/unknown-page"];

test.describe("320 px reflow", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("no page scrolls sideways at 320 px", async ({ page, consoleErrors }) => {
    test.setTimeout(180_000);
    const wide: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 320) wide.push(`${path}: ${width}px`);
    }
    // Unknown paths log their own 404 document status.
    consoleErrors.length = 0;
    expect(wide).toEqual([]);
  });

  test("the practitioner's name is shown whole in the header", async ({ page }) => {
    for (const path of ["/", "/en"]) {
      await page.goto(path);
      const name = page.locator("body > header").getByText(site.practitioner, { exact: true });
      await expect(name).toBeVisible();
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    }
  });
});

test.describe("phone bars", () => {
  test.use({ viewport: phone });

  test("the header is slim and the bottom bar steps aside while reading down or typing", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const header = page.locator("body > header").first();
    const bar = page.getByRole("navigation", { name: shellCopy.fr.bottomBar.label });
    const onScreen = async () => ((await bar.boundingBox())?.y ?? 0) < phone.height - 1;
    // 56 px and its 1 px border (72 + 64 before, of 844).
    expect((await header.boundingBox())?.height).toBeLessThanOrEqual(57);
    expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(56);
    await expect.poll(onScreen).toBe(true);

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await expect.poll(onScreen).toBe(false);
    await page.mouse.wheel(0, -300);
    await expect.poll(onScreen).toBe(true);

    // The on-screen keyboard takes half the screen: the bar leaves room for it while a field is focused.
    const field = page.getByLabel(words.fr.firstName, { exact: true });
    // Read down to the form, then a little back up: the field sits mid-screen and the bar is back.
    await field.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await page.mouse.wheel(0, -100);
    await expect.poll(onScreen).toBe(true);
    await expect(field).toBeInViewport();
    await field.click();
    await expect.poll(onScreen).toBe(false);
    // A tap beside the field (on the form's margin) closes the keyboard: the bar comes back.
    const box = await field.boundingBox();
    const form = await page.locator("#contact-form form").boundingBox();
    await page.mouse.click((form?.x ?? 0) + 6, (box?.y ?? 0) + 10);
    await expect(field).not.toBeFocused();
    await expect.poll(onScreen).toBe(true);
  });
});

test.describe("pages look finished", () => {
  for (const lang of ["fr", "en"] as const) {
    for (const path of [pathOf("home", lang), pathOf("about", lang)]) {
      test(`${path}: a portrait only when a real one is configured, never a stand-in`, async ({ page }) => {
        await page.goto(path);
        const portrait = page.locator('img[data-image="portrait"]');
        if (hasPortrait) {
          await expect(portrait).toBeVisible();
          await expect(portrait).toHaveAttribute("alt", images[lang].portrait.alt);
        } else {
          await expect(portrait).toHaveCount(0);
          await expect(page.getByRole("img", { name: images[lang].portrait.alt })).toHaveCount(0);
          // The stand-in: an image at the top of the About page; inline far down the home page (Portrait).
          if (path === pathOf("about", lang)) await expectDrawing(page);
          else await expect(page.getByTestId("page-illustration").locator("svg")).toBeVisible();
        }
      });
    }
  }

  test("card grids leave no card alone on its row at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const orphans: string[] = [];
    for (const path of ["/", "/therapies", "/qui-suis-je", "/actualites", "/en/news", "/pour-qui"]) {
      await page.goto(path);
      orphans.push(
        ...(await page.locator("main ul").evaluateAll(
          (lists, at) =>
            lists
              .filter((list) => getComputedStyle(list).display === "grid")
              .flatMap((grid) => {
                const items = [...grid.children].map((li) => li.getBoundingClientRect());
                const columns = new Set(items.map((r) => Math.round(r.left))).size;
                const lastRow = items.filter((r) => Math.round(r.top) === Math.round(items.at(-1)?.top ?? 0));
                // A last row with fewer cards than columns must still span the grid.
                const right = Math.max(...lastRow.map((r) => r.right));
                return columns > 1 && grid.getBoundingClientRect().right - right > 2
                  ? [`${at}: ${grid.textContent?.slice(0, 40)}… (${lastRow.length} of ${columns})`]
                  : [];
              }),
          path,
        )),
      );
    }
    expect(orphans).toEqual([]);
  });

  test("the news list uses three columns, as the home page does", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const path of ["/", "/actualites"]) {
      await page.goto(path);
      const columns = await page
        .locator("main ul")
        .filter({ has: page.locator("article") })
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(" ").length);
      expect(columns, path).toBe(3);
    }
  });

  test("the news list lines up with its heading and lead at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const lang of languages) {
      await page.goto(pathOf("blog", lang));
      const left = (locator: import("@playwright/test").Locator) =>
        locator.evaluate((el) => Math.round(el.getBoundingClientRect().left));
      const grid = await left(page.locator("main ul").filter({ has: page.locator("article") }));
      expect(await left(page.locator("main h1")), lang).toBe(grid);
      expect(await left(page.locator("main header p").last()), lang).toBe(grid);
    }
  });

  test("on a phone, the newest article's title is on the news page's first screen", async ({ page }) => {
    await page.setViewportSize(phone);
    for (const lang of languages) {
      await page.goto(pathOf("blog", lang));
      const title = page.locator("main ul article").first().getByRole("heading");
      const bar = await page.getByRole("navigation", { name: shellCopy[lang].bottomBar.label }).boundingBox();
      const box = await title.boundingBox();
      // Whole, and above the bottom bar.
      expect((box?.y ?? Infinity) + (box?.height ?? 0), lang).toBeLessThanOrEqual(bar?.y ?? phone.height);
    }
  });

  test("FAQ questions use the site's chevron, not the browser's marker", async ({ page }) => {
    await page.goto("/therapies/art-therapie");
    const summary = page.locator("main details > summary").first();
    await expect(summary).toBeVisible();
    expect(await summary.evaluate((el) => getComputedStyle(el).display)).not.toBe("list-item");
    await expect(summary.locator("svg")).toBeVisible();
    await summary.click();
    await expect(page.locator("main details").first()).toHaveAttribute("open", "");
  });

  for (const path of [
    "/therapies/therapies-cognitivo-comportementales-tcc",
    "/en/therapies/art-therapy",
    "/page-inconnue",
  ]) {
    test(`${path} has its drawing, in the theme's colours`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      await expectDrawing(page);
      consoleErrors.length = 0; // the unknown path logs its own 404
    });
  }

  test("on a phone the footer's long link lists are folded, and open on a tap", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    const footer = page.locator("footer");
    const services = footer.getByRole("navigation", { name: shellCopy.fr.footer.servicesTitle });
    const art = { name: pageNames.fr.art, exact: true };
    await expect(services.getByRole("link", art)).toBeHidden();
    const before = (await footer.boundingBox())?.height ?? 0;
    await services.locator("summary").click();
    await expect(services.getByRole("link", art)).toBeVisible();
    expect(before).toBeLessThan(((await footer.boundingBox())?.height ?? 0) - 200);
    // On a desktop every link is in view at once.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await expect(footer.getByRole("link", art)).toBeVisible();
    await expect(footer.getByRole("link", { name: pageNames.fr.pricing, exact: true })).toBeVisible();
  });

  test("article covers have dark versions in the dark theme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/actualites");
    // An illustration (an uploaded photo has no dark version).
    const cover = page.locator('main article img[src$=".svg"]').first();
    await expect(cover).toBeVisible();
    const [src, current] = await cover.evaluate((img: HTMLImageElement) => [img.getAttribute("src"), img.currentSrc]);
    expect(new URL(current).pathname).not.toBe(src);
    // The background's top-left pixel is dark, not cream.
    const dark = await cover.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement("canvas");
      canvas.width = 8;
      canvas.height = 8;
      const context = canvas.getContext("2d");
      context?.drawImage(img, 0, 0, 8, 8);
      const [r = 255, g = 255, b = 255] = context?.getImageData(1, 1, 1, 1).data ?? [];
      return (r + g + b) / 3 < 80;
    });
    expect(dark).toBe(true);
  });

  for (const lang of ["fr", "en"] as const) {
    const path = pathOf("home", lang);
    const { title, directions } = home[lang].modes.address;
    test(`${path}: the office address has a heading, an icon and a directions link`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole("heading", { name: title });
      await expect(heading).toBeVisible();
      const card = page.getByTestId("office-card");
      await expect(card.getByRole("heading")).toHaveText(title);
      await expect(card.getByTestId("office-address")).toBeVisible();
      // Named by its own words first (the card also links to the office page, whose name may hold the same word).
      const directionsLink = card.getByRole("link", { name: new RegExp(`^${escapeRegExp(directions)}`) });
      await expect(directionsLink).toHaveAttribute("href", /google\.com\/maps/);
    });
  }
});
