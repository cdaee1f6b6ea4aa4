/** Place names stay whole: « Saint-Laurent-du-Var » never breaks at one of its hyphens, on a phone or a desktop. */
import { site } from "../../app/site/config.ts";
import { languages } from "../../app/site/lang.ts";
import { type PageId, pathOf } from "../../app/site/pages.ts";
import { desktop, expect, phone, test } from "./fixtures.ts";

/** The practice's place names a line could break inside. */
const names = [...new Set([site.address.city, site.fertilityCentre.city])].filter((name) => name.includes("-"));
/** Pages that give the town in an eyebrow, a card, the address or the text. */
const pageIds: PageId[] = ["home", "about", "contact", "pma"];

test.skip(names.length === 0, "no place name of the practice has a hyphen");

for (const lang of languages) {
  for (const viewport of [phone, desktop]) {
    test(`${lang}, ${viewport.width} px: every place name is on one line`, async ({ page }) => {
      await page.setViewportSize(viewport);
      for (const id of pageIds) {
        await page.goto(pathOf(id, lang));
        // Each occurrence of a name in the page's visible text, and the lines its characters fall on.
        const found = await page.evaluate((wanted) => {
          const results: { text: string; lines: number }[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = (node.textContent ?? "").replace(/\u2011/g, "-");
            for (const name of wanted) {
              for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + 1)) {
                const range = document.createRange();
                range.setStart(node, at);
                range.setEnd(node, at + name.length);
                const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
                if (rects.length === 0) continue; // not rendered (closed menu, hidden view)
                const bottoms: number[] = [];
                for (const r of rects) if (!bottoms.some((b) => Math.abs(b - r.bottom) < 3)) bottoms.push(r.bottom);
                results.push({
                  text: node.parentElement?.textContent?.trim().slice(0, 80) ?? "",
                  lines: bottoms.length,
                });
              }
            }
          }
          return results;
        }, names);
        expect(found.length, `${pathOf(id, lang)} shows a place name`).toBeGreaterThan(0);
        expect(
          found.filter((f) => f.lines > 1),
          pathOf(id, lang),
        ).toEqual([]);
      }
    });
  }
}
