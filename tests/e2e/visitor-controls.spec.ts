/**
 * What a patient trips over when using the site's controls with a mouse, a
 * keyboard or a screen reader's eyes (issue 10): the contact form's consent
 * box, the phone menu's button, focus after a client-side navigation, the
 * testimonials carousel. Each test replays one path with real clicks and key presses.
 */
import type { Page } from "@playwright/test";
import { fill } from "../../app/content/fill.ts";
import { pageNames } from "../../app/content/page-names.ts";
import about from "../../app/content/pages/about.ts";
import contact from "../../app/content/pages/contact.ts";
import home from "../../app/content/pages/home.ts";
import pricing from "../../app/content/pages/pricing.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { testimonials } from "../../app/content/testimonials.ts";
import { pathOf } from "../../app/site/pages.ts";
import { words } from "./contact-helpers.ts";
import { expect, exposedExpanded, hydrated, phone, test } from "./fixtures.ts";

const header = shellCopy.fr.header;

test.describe("contact form", () => {
  for (const [path, labels] of [
    [pathOf("contact", "fr"), words.fr],
    [pathOf("contact", "en"), words.en],
  ] as const) {
    test(`${path}: the consent checkbox takes the first click after a correction`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const form = page.locator("#contact-form form");
      await form.getByRole("button", { name: labels.submit }).click();
      await expect(form.getByLabel(labels.firstName, { exact: true })).toBeFocused();
      await form.getByLabel(labels.firstName, { exact: true }).fill("Élise");
      await form.getByLabel(labels.lastName, { exact: true }).fill("Martin");
      await form.getByLabel(labels.email).fill("elise@example.org");
      await form.getByLabel(labels.reason).selectOption({ index: 1 });
      await form.getByLabel(labels.message).fill("Je souhaiterais un premier rendez-vous un mardi matin.");
      // The message field still has focus: the click below is what makes it lose it.
      const consent = form.getByLabel(labels.consent);
      await consent.click();
      await expect(consent).toBeChecked();
    });
  }
});

test.describe("phone menu", () => {
  test.use({ viewport: phone });

  test("the hamburger says it is expanded while its dialog is open", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const open = page.getByRole("button", { name: header.openMenu });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await expect(page.getByRole("dialog", { name: header.menuTitle })).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: header.closeMenu }).click();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("focus after a client-side navigation", () => {
  async function expectNewPage(page: Page, title: string) {
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // The new title is announced by a polite live region.
    await expect(page.getByRole("status").filter({ hasText: title })).toHaveText(title);
  }

  test("a footer link moves focus to the new page's heading and announces it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const link = page.locator("footer").getByRole("link", { name: pageNames.fr.pricing, exact: true });
    await link.click();
    await expect(page).toHaveURL(pathOf("pricing", "fr"));
    await expectNewPage(page, fill(pricing.fr.meta.title, "fr"));
  });

  test("a keyboard user following a footer link lands on the new heading (en)", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: pageNames.en.pricing, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(pathOf("pricing", "en"));
    await expectNewPage(page, fill(pricing.en.meta.title, "en"));
  });

  test("choosing an item of « Infos pratiques » focuses the new heading and closes the list", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: header.practical });
    await button.click();
    await page.getByRole("link", { name: pageNames.fr.contact, exact: true }).first().click();
    await expect(page).toHaveURL(pathOf("contact", "fr"));
    await expectNewPage(page, fill(contact.fr.meta.title, "fr"));
    expect(await exposedExpanded(page, header.practical)).toBe(false);
  });

  test("a link of the phone menu focuses the new heading", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: header.openMenu }).click();
    await page.getByRole("dialog").getByRole("link", { name: pageNames.fr.about, exact: true }).click();
    await expect(page).toHaveURL(pathOf("about", "fr"));
    await expectNewPage(page, fill(about.fr.meta.title, "fr"));
  });
});

test.describe("testimonials", () => {
  test("a visible pause button stops auto-play, and play starts it again", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const pause = carousel.getByRole("button", { name: home.fr.testimonials.pause });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(0, 0);
    const shown = await page.getByTestId("testimonial").filter({ visible: true }).getAttribute("aria-label");
    await page.clock.runFor(30_000);
    await expect(page.getByTestId("testimonial").filter({ visible: true })).toHaveAttribute("aria-label", shown ?? "");
    await carousel.getByRole("button", { name: home.fr.testimonials.play }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(5_100);
    await expect(page.getByTestId("testimonial").filter({ visible: true })).not.toHaveAttribute(
      "aria-label",
      shown ?? "",
    );
  });

  test("shows its position as « n / total » instead of a dot per testimonial", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    // Every position is in the page, the others hidden: the text shown is the one that counts.
    const position = carousel.getByTestId("carousel-position");
    await expect(position).toHaveText(`1 / ${testimonials.length}`, { useInnerText: true });
    await carousel.getByRole("button", { name: home.fr.testimonials.next }).click();
    // The next one, wrapping around.
    await expect(position).toHaveText(`${(1 % testimonials.length) + 1} / ${testimonials.length}`, {
      useInnerText: true,
    });
    // Prev, pause, next: three comfortable targets, not a small one per testimonial.
    await expect(carousel.getByRole("button")).toHaveCount(3);
    for (const button of await carousel.getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
