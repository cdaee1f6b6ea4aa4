/**
 * What a patient trips over when using the site's controls with a mouse, a
 * keyboard or a screen reader's eyes (issue 10): the contact form's consent
 * box, the phone menu's button, focus after a client-side navigation, the
 * testimonials carousel. Each test replays one path with real clicks and key presses.
 */
import type { Page } from "@playwright/test";
import { expect, exposedExpanded, hydrated, phone, test } from "./fixtures.ts";

test.describe("contact form", () => {
  for (const [path, labels] of [
    [
      "/contact",
      {
        submit: "Envoyer le message",
        firstName: "Prénom",
        lastName: "Nom",
        email: "Adresse e-mail",
        reason: "Motif de consultation",
        message: "Votre message",
        consent: /J’accepte/,
      },
    ],
    [
      "/en/contact",
      {
        submit: "Send message",
        firstName: "First name",
        lastName: "Last name",
        email: "Email address",
        reason: "Reason for getting in touch",
        message: "Your message",
        consent: /I agree/,
      },
    ],
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
    const open = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(open).toHaveAttribute("aria-expanded", "false");
    await open.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(open).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("button", { name: "Fermer le menu" }).click();
    await expect(open).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("focus after a client-side navigation", () => {
  async function expectNewPage(page: Page, title: RegExp) {
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    // The new title is announced by a polite live region.
    await expect(page.getByTestId("route-announcer")).toHaveText(title);
  }

  test("a footer link moves focus to the new page's heading and announces it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const link = page.locator("footer").getByRole("link", { name: "Tarifs", exact: true });
    await link.click();
    await expect(page).toHaveURL("/tarifs");
    await expectNewPage(page, /tarifs/i);
  });

  test("a keyboard user following a footer link lands on the new heading (en)", async ({ page }) => {
    await page.goto("/en");
    await hydrated(page);
    await page.locator("footer").getByRole("link", { name: "Fees", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/en/fees");
    await expectNewPage(page, /fees/i);
  });

  test("choosing an item of « Infos pratiques » focuses the new heading and closes the list", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const button = page.getByRole("button", { name: "Infos pratiques" });
    await button.click();
    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL("/contact");
    await expectNewPage(page, /Contact/);
    expect(await exposedExpanded(page, "Infos pratiques")).toBe(false);
  });

  test("a link of the phone menu focuses the new heading", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await hydrated(page);
    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Qui suis-je", exact: true }).click();
    await expect(page).toHaveURL("/qui-suis-je");
    await expectNewPage(page, /Qui suis-je/);
  });
});

test.describe("testimonials", () => {
  test("a visible pause button stops auto-play, and play starts it again", async ({ page }) => {
    await page.clock.install();
    await page.goto("/");
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    const pause = carousel.getByRole("button", { name: "Mettre en pause le défilement" });
    await expect(pause).toBeVisible();
    await pause.click();
    await page.mouse.move(0, 0);
    const shown = await page.getByTestId("testimonial").getAttribute("aria-label");
    await page.clock.runFor(30_000);
    await expect(page.getByTestId("testimonial")).toHaveAttribute("aria-label", shown ?? "");
    await carousel.getByRole("button", { name: "Reprendre le défilement" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").focus();
    await page.clock.runFor(5_100);
    await expect(page.getByTestId("testimonial")).not.toHaveAttribute("aria-label", shown ?? "");
  });

  test("shows its position as « n / 10 » instead of ten dots", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await hydrated(page);
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel.getByTestId("carousel-position")).toHaveText("1 / 10");
    await carousel.getByRole("button", { name: "Témoignage suivant" }).click();
    await expect(carousel.getByTestId("carousel-position")).toHaveText("2 / 10");
    // Prev, pause, next: three comfortable targets, not ten small ones.
    await expect(carousel.getByRole("button")).toHaveCount(3);
    for (const button of await carousel.getByRole("button").all()) {
      const box = await button.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
