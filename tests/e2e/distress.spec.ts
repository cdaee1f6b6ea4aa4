/**
 * Help in one tap (DESIGN.md §10): wherever a page names a distress number
 * (3114, 15, 112, 114, 17, 3919), the number is a tap-to-call link (a text
 * link for 114), on every pre-rendered page in both languages.
 */
import { fill } from "../../app/content/fill.ts";
import { shellCopy } from "../../app/content/shell.ts";
import type { PageCopy } from "../../app/content/types.ts";
import { site } from "../../app/site/config.ts";
import { distressPlaceholders, isDistressPlaceholder } from "../../app/site/distress.ts";
import { notFoundPaths, pageIds, pathOf, prerenderPaths } from "../../app/site/pages.ts";
import { expect, test } from "./fixtures.ts";

const copies: Record<string, Record<"fr" | "en", PageCopy>> = Object.fromEntries(
  await Promise.all(
    pageIds.map(async (id) => [id, (await import(`../../app/content/pages/${id}.ts`)).default] as const),
  ),
);

const numbers = Object.values(site.distressLines);

type Finding = { text: string; context: string };

test.describe("distress numbers", () => {
  // The static HTML is what a visitor on a slow phone reads first; scripts would not change it.
  test.use({ javaScriptEnabled: false });

  test("are tap links wherever a page names them", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    let linked = 0;
    // The not-found pages answer 404, which the console reports; they name no number.
    const notFound: string[] = Object.values(notFoundPaths);
    for (const path of prerenderPaths().filter((p) => !notFound.includes(p))) {
      await page.goto(path);
      const { unlinked, links } = await page.evaluate((numbers: string[]) => {
        const any = numbers.join("|");
        // Long numbers are unmistakable; 15 and 17 only count next to words of emergency.
        const long = new RegExp(`(?<!\\d)(${numbers.filter((n) => n.length > 2).join("|")})(?!\\d)`);
        const short = new RegExp(
          `(?<![\\d/.,])(${numbers.filter((n) => n.length <= 2).join("|")})(?![\\d.,]|\\s*(?:ans|years|mois|months|min|jours|days|h\\b|%|€))`,
        );
        const emergencyWords = /urgence|emergenc|danger|SAMU|police|appelez|composez|call|dial/i;
        const unlinked: Finding[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest("script, style, noscript, template")) continue;
          if (parent.closest('a[href^="tel:"], a[href^="sms:"]')) continue;
          const text = node.textContent ?? "";
          const near = `${node.previousSibling?.textContent ?? ""} ${text}`;
          if (long.test(text) || (short.test(text) && emergencyWords.test(near))) {
            unlinked.push({ text: text.trim().slice(0, 160), context: parent.tagName });
          }
        }
        // Every link showing a distress number dials that number.
        const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]')]
          .map((a) => ({ text: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" }))
          .filter((l) => new RegExp(`^(${any})$`).test(l.text));
        return { unlinked, links };
      }, numbers);
      for (const finding of unlinked) problems.push(`${path}: ${finding.context} « ${finding.text} »`);
      for (const link of links) {
        linked += 1;
        if (link.href.replace(/^(tel|sms):/, "") !== link.text) problems.push(`${path}: ${link.text} → ${link.href}`);
      }
    }
    expect(problems, "distress numbers outside a tel:/sms: link").toEqual([]);
    expect(linked, "distress links found").toBeGreaterThan(50);
  });

  test("the emergency block puts the national line first and says the practice is no emergency service", async ({
    page,
  }) => {
    for (const lang of ["fr", "en"] as const) {
      await page.goto(pathOf("contact", lang));
      const block = page.locator("aside", { has: page.locator("#emergency-title") });
      await expect(block.getByRole("link").first()).toHaveAttribute("href", `tel:${site.distressLines.national}`);
      await expect(
        block.getByRole("link").filter({ hasText: new RegExp(`^${site.distressLines.deafSms}\\b`) }),
      ).toHaveAttribute("href", `sms:${site.distressLines.deafSms}`);
      await expect(block).toContainText(fill(shellCopy[lang].emergency.notEmergencyService, lang));
    }
  });

  // Wherever the copy names a distress number by its placeholder, the section shows it as a link.
  const sectionsWithNumbers = pageIds.flatMap((id) =>
    (["fr", "en"] as const).flatMap((lang) =>
      (copies[id]?.[lang].sections ?? []).flatMap((section) => {
        const names = [...JSON.stringify(section).matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1] ?? "")
          .filter(isDistressPlaceholder);
        return names.length > 0 ? [{ id, lang, section: section.id, names: [...new Set(names)] }] : [];
      }),
    ),
  );
  for (const { id, lang, section, names } of sectionsWithNumbers) {
    test(`${pathOf(id, lang)}, section ${section}: ${names.join(", ")} as links`, async ({ page }) => {
      await page.goto(pathOf(id, lang));
      const block = page.locator(`[data-section="${section}"]`);
      for (const name of names) {
        const number = distressPlaceholders[name].number;
        await expect(block.getByRole("link", { name: number, exact: true }).first()).toHaveAttribute(
          "href",
          distressPlaceholders[name].href,
        );
      }
    });
  }
});
