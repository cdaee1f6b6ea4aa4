/** Back-to-top never hides what it floats over at the end of a page (« Tous droits réservés »…), on a phone or a desktop. */
import type { Page } from "@playwright/test";
import { shellCopy } from "../../app/content/shell.ts";
import { languages } from "../../app/site/lang.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

const pageIds: PageId[] = ["home", "about", "pricing", "blog", "legal"];

/** The text and controls of the page (not the fixed bars) that the button's box overlaps, by their rects. */
const covered = (page: Page) =>
  page.evaluate(() => {
    const button = document.querySelector("[data-back-to-top]");
    if (!button) throw new Error("no back-to-top button");
    const box = button.getBoundingClientRect();
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < box.right &&
      r.right > box.left &&
      r.top < box.bottom &&
      r.bottom > box.top;
    const hits: string[] = [];
    for (const root of document.querySelectorAll("main, footer")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) hits.push(node.textContent.trim().slice(0, 60));
      }
      for (const control of root.querySelectorAll("a, button, input, select, textarea, summary, img, svg")) {
        if (overlaps(control.getBoundingClientRect())) hits.push(control.outerHTML.slice(0, 60));
      }
    }
    return hits;
  });

for (const lang of languages) {
  for (const viewport of [phone, desktop]) {
    test(`${lang}, ${viewport.width} px: at the end of a page, back-to-top covers nothing`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const button = page.getByRole("button", { name: shellCopy[lang].backToTop });
      for (const id of pageIds) {
        await page.goto(pathOf(id, lang));
        // A click on the page body, then End, as a visitor does; again if the footer, drawn only once
        // near the window (content-visibility), made the page longer than its estimate.
        await page.locator("main h1").click();
        await expect
          .poll(async () => {
            await page.keyboard.press("End");
            return page.evaluate(
              () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
            );
          })
          .toBe(true);
        await expect(button).toBeVisible();
        await expect(page.locator("footer").getByText(shellCopy[lang].footer.rights)).toBeInViewport();
        expect(await covered(page), pathOf(id, lang)).toEqual([]);
      }
    });
  }
}
