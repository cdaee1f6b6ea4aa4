/** Fonts: none in a first visit; the brand faces from the next page on, latin subset only (« œ » included). */
import { expect, hydrated, test } from "./fixtures.ts";

test("a first visit downloads no font; the next page uses the brand faces, without latin-ext for « œ »", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto("/pma");
  await expect(page.locator("main")).toContainText("œ");
  expect(fonts, "no font before the first interaction").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(false);

  await hydrated(page);
  await page.waitForFunction(() => sessionStorage.getItem("brandFonts") === "1");
  await page.goto("/actualites/premiere-seance-psychotherapie");
  await expect(page.locator("main")).toContainText("œ");
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const family = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toContain("Fraunces");
  expect(fonts.some((url) => url.includes("latin-wght"))).toBe(true);
  expect(fonts.filter((url) => url.includes("latin-ext"))).toEqual([]);
});
