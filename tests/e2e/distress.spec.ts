/**
 * Help in one tap (DESIGN.md §10): wherever a page names a distress number
 * (3114, 15, 112, 114, 17, 3919), the number is a tap-to-call link (a text
 * link for 114), on every pre-rendered page in both languages.
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/content/fill.ts";
import contactCopy from "../../app/content/pages/contact.ts";
import { shellCopy } from "../../app/content/shell.ts";
import type { PageCopy } from "../../app/content/types.ts";
import { site } from "../../app/site/config.ts";
import { distressPlaceholders, isDistressPlaceholder } from "../../app/site/distress.ts";
import { languages } from "../../app/site/lang.ts";
import { notFoundPaths, pageIds, pathOf, prerenderPaths } from "../../app/site/pages.ts";
import { expect, test } from "./fixtures.ts";

const copies: Record<string, Record<"fr" | "en", PageCopy>> = Object.fromEntries(
  await Promise.all(
    pageIds.map(async (id) => [id, (await import(`../../app/content/pages/${id}.ts`)).default] as const),
  ),
);

const numbers = Object.values(site.distressLines);

type Finding = { text: string; context: string };
type Read = {
  path: string;
  /** Text naming a distress number outside a tel:/sms: link. */
  unlinked: Finding[];
  /** Links whose whole text is a distress number. */
  links: { text: string; href: string }[];
  /** Per section of the page's main content, the numbers it writes out as links (a « Call » button writes none). */
  written: string[][];
};

let visited: Promise<Read[]> | undefined;

/** Every pre-rendered page read once, for the tests that need them all (one worker, in order, see below). */
function readAll(page: Page): Promise<Read[]> {
  visited ??= (async () => {
    const read: Read[] = [];
    // The not-found pages answer 404, which the console reports; they name no number.
    const notFound: string[] = Object.values(notFoundPaths);
    for (const path of prerenderPaths().filter((p) => !notFound.includes(p))) {
      await page.goto(path);
      read.push({ path, ...(await page.evaluate(readNumbers, numbers)) });
    }
    return read;
  })();
  return visited;
}

/** In the page: the distress numbers it names, and the numbers each section writes out as links. */
function readNumbers(numbers: string[]): Omit<Read, "path"> {
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
  const phoneLinks = (root: ParentNode) => [
    ...root.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"], a[href^="sms:"]'),
  ];
  // Every link showing a distress number dials that number.
  const links = phoneLinks(document)
    .map((a) => ({ text: a.textContent?.trim() ?? "", href: a.getAttribute("href") ?? "" }))
    .filter((l) => new RegExp(`^(${any})$`).test(l.text));
  const written = [...document.querySelectorAll("main [data-section]")].map((section) =>
    phoneLinks(section)
      .filter((a) => {
        const digits = (a.textContent ?? "").replace(/\D/g, "");
        const number = (a.getAttribute("href") ?? "").replace(/^(tel|sms):\+33/, "0").replace(/\D/g, "");
        return digits.includes(number);
      })
      .map((a) => a.getAttribute("href") ?? ""),
  );
  return { unlinked, links, written };
}

test.describe("distress numbers", () => {
  // The static HTML is what a visitor on a slow phone reads first; scripts would not change it.
  test.use({ javaScriptEnabled: false });
  // In one worker, in order: the pages are read once for the two tests that need them all.
  test.describe.configure({ mode: "default" });

  test("are tap links wherever a page names them", async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    let linked = 0;
    for (const { path, unlinked, links } of await readAll(page)) {
      for (const finding of unlinked) problems.push(`${path}: ${finding.context} « ${finding.text} »`);
      for (const link of links) {
        linked += 1;
        if (link.href.replace(/^(tel|sms):/, "") !== link.text) problems.push(`${path}: ${link.text} → ${link.href}`);
      }
    }
    expect(problems, "distress numbers outside a tel:/sms: link").toEqual([]);
    expect(linked, "distress links found").toBeGreaterThan(50);
  });

  test("no page writes the same number in two sections in a row", async ({ page }) => {
    test.setTimeout(120_000);
    const repeated = (await readAll(page)).flatMap(({ path, written }) =>
      written.flatMap((numbers, i) =>
        numbers
          .filter((n) => written[i + 1]?.includes(n))
          .map((n) => `${path}: ${n} in sections ${i + 1} and ${i + 2}`),
      ),
    );
    expect([...new Set(repeated)]).toEqual([]);
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

  test("on the contact page, the numbers that answer at any hour come before the form", async ({ page }) => {
    for (const lang of languages) {
      const note = contactCopy[lang].sections.find((s) => s.kind === "emergencyNote");
      expect(note, "the contact page's emergency note").toBeDefined();
      await page.goto(pathOf("contact", lang));
      await expect(page.locator(`[data-section="${note?.id}"]`)).toHaveText(fill(note?.text ?? "", lang));
      const form = page.locator('form[action="/api/contact"]');
      for (const line of ["nationalLine", "samu", "europe", "deafSms"] as const) {
        const link = page.locator(`main a[href="${distressPlaceholders[line].href}"]`).first();
        const before = await link.evaluate(
          (a, f) => Boolean(a.compareDocumentPosition(f as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
          await form.elementHandle(),
        );
        expect(before, `${lang}: ${distressPlaceholders[line].number} before the form`).toBe(true);
      }
    }
  });
});
