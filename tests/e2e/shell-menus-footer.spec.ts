/** The app shell's menus: « Infos pratiques », the phone menu and bottom bar, desktop widths, and the footer. */

import type { Page } from "@playwright/test";
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { site } from "../../app/site/config.ts";
import { externalHref, socialProfiles } from "../../app/site/external.ts";
import { languages } from "../../app/site/lang.ts";
import { pathOf } from "../../app/site/pages.ts";
import { keepWhole } from "../../app/site/typography.ts";
import {
  desktop,
  drawnOnce,
  expect,
  exposedExpanded,
  hydrated,
  layoutShifts,
  phone,
  test,
  watchLayoutShifts,
} from "./fixtures.ts";

const fr = shellCopy.fr;
const practical = ["/tarifs", "/teleconsultation", "/cabinet", "/contact"];

test.describe("« Infos pratiques »", () => {
  const name = fr.header.practical;
  const expanded = (page: Page) => exposedExpanded(page, name);

  test("opens and closes with the mouse, and closes on an outside click", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name });
    expect(await expanded(page)).toBe(false);
    await button.click();
    expect(await expanded(page)).toBe(true);
    const links = page.locator(`#${await button.getAttribute("popovertarget")} a`);
    await expect(links).toHaveCount(4);
    for (const [i, href] of practical.entries()) await expect(links.nth(i)).toHaveAttribute("href", href);
    await page.locator("h1").click();
    expect(await expanded(page)).toBe(false);
    await expect(links.first()).toBeHidden();
    await button.click();
    await links.nth(0).click();
    await expect(page).toHaveURL("/tarifs");
    await expect(links.first()).toBeHidden();
    expect(await expanded(page)).toBe(false);
  });

  test("works with the keyboard: Enter, Space, arrows and Escape", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name });
    await button.focus();
    await page.keyboard.press("Enter");
    expect(await expanded(page)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await expanded(page)).toBe(false);
    await page.keyboard.press("Space");
    expect(await expanded(page)).toBe(true);
    await page.keyboard.press("Escape");
    expect(await expanded(page)).toBe(false);
    await expect(button).toBeFocused();

    // Arrow down from the button opens the list on its first link; arrows move and wrap.
    await page.keyboard.press("ArrowDown");
    expect(await expanded(page)).toBe(true);
    const focusedHref = () => page.evaluate(() => document.activeElement?.getAttribute("href"));
    await expect.poll(focusedHref).toBe("/tarifs");
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedHref).toBe("/teleconsultation");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedHref).toBe("/contact");
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    expect(await expanded(page)).toBe(false);

    // Tab out of the list closes it.
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedHref).toBe("/tarifs");
    for (const _ of practical) await page.keyboard.press("Tab");
    await expect.poll(() => expanded(page)).toBe(false);

    await button.focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(focusedHref).toBe("/contact");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/contact");
  });
});

test.describe("phone widths", () => {
  test.use({ viewport: phone });

  test("the menu is a dialog that keeps focus, closes on Escape and on navigation", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("button", { name: fr.header.practical })).toBeHidden();
    const open = page.getByRole("button", { name: fr.header.openMenu });
    await open.click();
    const dialog = page.getByRole("dialog", { name: fr.header.menuTitle });
    await expect(dialog).toBeVisible();
    for (const href of ["/qui-suis-je", "/pour-qui", "/pourquoi-consulter", "/therapies", "/pma", ...practical]) {
      await expect(dialog.locator(`a[href="${href}"]`)).toBeVisible();
    }
    // Tabbing through many links never leaves the dialog.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press("Tab");
      // The rest of the page is inert: focus is in the dialog, or on the browser's own UI (body).
      const where = await page.evaluate(() =>
        document.activeElement === document.body
          ? "browser"
          : document.activeElement?.closest("dialog")
            ? "dialog"
            : "page",
      );
      expect(where).not.toBe("page");
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(open).toHaveAttribute("aria-expanded", "false");

    await open.click();
    await dialog.getByRole("link", { name: pageNames.fr.pricing, exact: true }).click();
    await expect(page).toHaveURL("/tarifs");
    await expect(dialog).toBeHidden();
  });

  test("the bottom bar books in a new tab, finds the way and calls", async ({ page }) => {
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: fr.bottomBar.label });
    await expect(bar).toBeVisible();
    const book = bar.getByRole("link", { name: fr.bottomBar.book });
    await expect(book).toHaveAttribute("href", site.bookingUrl);
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", /noopener/);
    await expect(bar.getByRole("link", { name: fr.bottomBar.directions })).toHaveAttribute(
      "href",
      externalHref("maps").href,
    );
    await expect(bar.getByRole("link", { name: fr.bottomBar.call })).toHaveAttribute("href", `tel:${site.phone}`);
  });

  test("the bottom bar is in English on English pages", async ({ page }) => {
    await page.goto("/en");
    const bar = page.getByRole("navigation", { name: shellCopy.en.bottomBar.label });
    const { book, directions, call } = shellCopy.en.bottomBar;
    for (const name of [book, directions, call]) await expect(bar.getByRole("link", { name })).toBeVisible();
  });
});

test.describe("desktop widths", () => {
  test("hide the bottom bar and the menu button", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: fr.bottomBar.label })).toBeHidden();
    await expect(page.getByRole("button", { name: fr.header.openMenu })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("has the contact details, hours, booking, navigation, services, social and legal links", async ({ page }) => {
    await page.goto("/");
    const footer = page.locator("footer");
    await expect(footer.locator(`a[href="tel:${site.phone}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="mailto:${site.email}"]`)).toBeVisible();
    for (const line of site.address.lines) await expect(footer.getByText(keepWhole(line))).toBeVisible();
    await expect(footer.getByText(fill(fr.footer.hours, "fr"))).toBeVisible();
    await expect(footer.getByRole("link", { name: fr.footer.book })).toHaveAttribute("href", site.bookingUrl);
    await expect(footer.getByRole("navigation", { name: fr.footer.navTitle })).toBeVisible();
    await expect(footer.getByRole("navigation", { name: fr.footer.servicesTitle })).toBeVisible();
    // Her profiles, those she has given only: no column of links that lead nowhere.
    for (const profile of socialProfiles) await expect(footer.locator(`a[href="${profile.url}"]`)).toBeVisible();
    await expect(footer.getByRole("heading", { name: fr.footer.followTitle })).toHaveCount(
      socialProfiles.length > 0 ? 1 : 0,
    );
    await expect(footer.getByRole("link", { name: pageNames.fr.legal })).toHaveAttribute("href", pathOf("legal", "fr"));
  });

  // The first rendering skips it (content-visibility): a shorter first task, on every page.
  // Its content is what the browser skips, not the footer box itself.
  const drawn = (page: Page) =>
    page.locator("footer > div").evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test("with the brand faces on, is drawn with the rest of the page", async ({ page }) => {
    // Drawn later, it could get other faces than the rest (font-display: optional), so another height.
    await page.addInitScript(() => sessionStorage.setItem("brandFonts", "1"));
    await page.goto("/");
    expect(await drawn(page)).toBe(true);
  });

  for (const lang of languages) {
    for (const viewport of [phone, desktop]) {
      test(`${lang}, ${viewport.width} px: is drawn once the visitor nears it, and nothing moves then`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await watchLayoutShifts(page);
        await page.goto(pathOf("home", lang));
        const footer = page.locator("footer");
        expect(await drawn(page)).toBe(false);
        await drawnOnce(page);
        await page.keyboard.press("End");
        await expect.poll(() => drawn(page)).toBe(true);
        await expect(footer.getByRole("link", { name: pageNames[lang].legal, exact: true })).toBeInViewport();
        expect(await layoutShifts(page)).toEqual([]);
      });
    }
  }
});
