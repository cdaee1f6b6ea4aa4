/** The desktop menu marks the page shown, in « Infos pratiques » too, readable in both themes. */
import type { Locator } from "@playwright/test";
import { pageNames } from "../../app/content/page-names.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { navigation } from "../../app/site/navigation.ts";
import { pathOf } from "../../app/site/pages.ts";
import { desktop, expect, test } from "./fixtures.ts";

const langs = ["fr", "en"] as const;

/**
 * How `link` looks: its underline, and the contrast of its text with what is behind it (the
 * backgrounds of its ancestors, composited, over the page's), colours read through a canvas so that
 * any CSS colour syntax counts.
 */
const look = (link: Locator) =>
  link.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
    if (!ctx) throw new Error("no 2d context");
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = ctx.getImageData(0, 0, 1, 1).data;
      return [r, g, b, a / 255] as const;
    };
    const layers: (readonly [number, number, number, number])[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
    }
    let back = rgba(getComputedStyle(document.documentElement).getPropertyValue("--canvas")).slice(0, 3);
    for (const [r, g, b, a] of layers.reverse()) {
      back = [r, g, b].map((value, i) => value * a + (back[i] ?? 0) * (1 - a));
    }
    const luminance = (rgb: readonly number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [fore, behind] = [luminance(rgba(getComputedStyle(el).color)), luminance(back)];
    const style = getComputedStyle(el);
    return {
      underlined: style.textDecorationLine.includes("underline"),
      color: style.color,
      contrast: (Math.max(fore, behind) + 0.05) / (Math.min(fore, behind) + 0.05),
    };
  });

for (const lang of langs) {
  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${lang}, ${colorScheme} theme, 1280 px`, () => {
      test.use({ viewport: desktop, colorScheme });

      test("the header's link to the page shown is marked, visibly, from the HTML and after a client navigation", async ({
        page,
      }) => {
        const nav = page.getByRole("navigation", { name: shellCopy[lang].header.mainNav });
        const [first, second] = navigation.main;
        await page.goto(pathOf(first, lang));
        const current = nav.getByRole("link", { name: pageNames[lang][first], exact: true });
        const other = nav.getByRole("link", { name: pageNames[lang][second], exact: true });
        await expect(current).toHaveAttribute("aria-current", "page");
        await expect(nav.locator("[aria-current]")).toHaveCount(1);
        const [marked, plain] = [await look(current), await look(other)];
        expect(marked.underlined).toBe(true);
        expect(plain.underlined).toBe(false);
        expect(marked.color).not.toBe(plain.color);
        expect(marked.contrast).toBeGreaterThanOrEqual(4.5);

        await other.click();
        await expect(page).toHaveURL(new RegExp(`${pathOf(second, lang)}$`));
        await expect(other).toHaveAttribute("aria-current", "page");
        await expect(current).not.toHaveAttribute("aria-current");
      });

      test("« Infos pratiques » shows that one of its pages is shown, and which", async ({ page }) => {
        const nav = page.getByRole("navigation", { name: shellCopy[lang].header.mainNav });
        const button = nav.getByRole("button", { name: shellCopy[lang].header.practical });
        await page.goto(pathOf(navigation.main[0], lang));
        await expect(button).not.toHaveAttribute("aria-current");
        expect((await look(button)).underlined).toBe(false);

        const [sibling, shown] = [navigation.practical[0], navigation.practical[1]];
        await page.goto(pathOf(shown, lang));
        await expect(button).toHaveAttribute("aria-current", "true");
        const marked = await look(button);
        expect(marked.underlined).toBe(true);
        expect(marked.contrast).toBeGreaterThanOrEqual(4.5);

        await button.click();
        const link = nav.getByRole("link", { name: pageNames[lang][shown], exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("aria-current", "page");
        const inside = await look(link);
        expect(inside.underlined).toBe(true);
        expect(inside.contrast).toBeGreaterThanOrEqual(4.5);
        const other = nav.getByRole("link", { name: pageNames[lang][sibling], exact: true });
        expect((await look(other)).underlined).toBe(false);
      });
    });
  }
}
