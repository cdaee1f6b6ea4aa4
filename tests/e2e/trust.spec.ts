/**
 * What a patient, a regulator or an operator checks on the built pages: the
 * figures say where they come from, testimonials say how they are chosen,
 * credentials and legal facts come from the site config, the privacy notice
 * names the recipients and the authority. The wording is the practitioner's
 * (what the law asks it to say is advice to her, app/content/advice.ts).
 */
import { contactFormCopy } from "../../app/content/contact-form.ts";
import { fill } from "../../app/content/fill.ts";
import home from "../../app/content/pages/home.ts";
import { site } from "../../app/site/config.ts";
import { pathOf } from "../../app/site/pages.ts";
import { expect, test } from "./fixtures.ts";

const langs = ["fr", "en"] as const;

test.describe("trust", () => {
  for (const lang of langs) {
    test(`home figures show their basis and the urgent line tells the truth (${lang})`, async ({ page }) => {
      await page.goto(pathOf("home", lang));
      const stats = page.locator('[data-section="stats"]');
      await expect(stats.locator("[data-stat-basis]")).toHaveCount(4);
      await expect(stats).toContainText(site.figures.feedbackBasis[lang]);
      await expect(stats).toContainText(site.figures.patientsBasis[lang]);
      await expect(stats.getByRole("link", { name: site.distressLines.national, exact: true })).toHaveAttribute(
        "href",
        `tel:${site.distressLines.national}`,
      );
      await expect(page.locator('[data-section="testimonials"]')).toContainText(
        fill(home[lang].testimonials.intro, lang),
      );
    });

    test(`the About page lists the credentials of the config (${lang})`, async ({ page }) => {
      await page.goto(pathOf("about", lang));
      const list = page.locator("[data-credentials] li");
      await expect(list).toHaveCount(site.credentials.length);
      for (const [i, credential] of site.credentials.entries()) {
        await expect(list.nth(i)).toContainText(credential.diploma[lang]);
        await expect(list.nth(i)).toContainText(credential.institution);
        await expect(list.nth(i)).toContainText(String(credential.year));
      }
      if (site.professionalBody)
        await expect(page.locator("[data-credentials]")).toContainText(site.professionalBody.name);
      await expect(page.locator("main")).toContainText(site.titleDefinition[lang]);
    });

    test(`the legal notice names the consumer mediator and the VAT status (${lang})`, async ({ page }) => {
      await page.goto(pathOf("legal", lang));
      const mediation = page.locator('[data-section="mediation"]');
      await expect(mediation).toContainText(site.legal.mediator.name);
      await expect(mediation).toContainText(site.legal.mediator.address);
      await expect(mediation.getByRole("link")).toHaveAttribute("href", site.legal.mediator.url);
      await expect(page.locator('[data-section="editor"]')).toContainText(fill("{vatStatus}", lang));
    });

    test(`the privacy notice names the video tool, the retention and the CNIL (${lang})`, async ({ page }) => {
      await page.goto(pathOf("privacy", lang));
      await expect(page.locator('[data-section="recipients"]')).toContainText(site.videoTool.name);
      await expect(page.locator('[data-section="retention"]')).toContainText(
        String(site.privacy.mailboxRetentionYears),
      );
      await expect(page.locator('[data-section="exercise"]').getByRole("link")).toHaveAttribute(
        "href",
        site.privacy.authorityUrl,
      );
    });

    test(`the consent checkbox is named by its whole sentence (${lang})`, async ({ page }) => {
      const { before, link, after } = contactFormCopy[lang].fields.consent;
      await page.goto(pathOf("contact", lang));
      const consent = page.getByRole("checkbox", { name: fill(`${before}${link}${after}`, lang), exact: true });
      await expect(consent).toBeVisible();
    });
  }
});
