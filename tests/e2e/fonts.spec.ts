/** Fonts: none in a first visit; the brand faces from the next page on, latin subset only (« œ » included). */
import { articlePath, articles, pathOf } from "../../app/site/pages.ts";
import { expect, hydrated, test } from "./fixtures.ts";

test("a first visit downloads no font; the next page uses the brand faces, without latin-ext for « œ »", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(".woff2")) fonts.push(request.url());
  });
  await page.goto(pathOf("pma", "fr"));
  expect(fonts, "no font before the first interaction").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(false);

  await hydrated(page);
  await page.waitForFunction(() => sessionStorage.getItem("brandFonts") === "1");
  await page.goto(articlePath(articles[0]?.fr ?? "", "fr"));
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-fonts"))).toBe(true);
  // « œ » in the heading and the text, whatever the article says: it must not pull the latin-ext subset.
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll("h1, main p")) element.append(" cœur");
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await document.fonts.ready;
  });
  await expect(page.locator("h1")).toContainText("œ");
  const family = await page.locator("h1").evaluate((h1) => getComputedStyle(h1).fontFamily);
  expect(family).toContain("Fraunces");
  expect(fonts.some((url) => url.includes("latin-wght"))).toBe(true);
  expect(fonts.filter((url) => url.includes("latin-ext"))).toEqual([]);
});
