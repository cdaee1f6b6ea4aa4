/** The contact form's field errors, with JavaScript (French full form, English short form) and without. */
import { fill, form, test, visitors, words } from "./contact-helpers.ts";
import { escapeRegExp, expect, hydrated } from "./fixtures.ts";

test.describe("errors", () => {
  test("field errors are shown, tied to their fields, announced, and focus goes to the first (fr, full)", async ({
    page,
    server,
    address: _,
  }) => {
    await page.goto(`${server.base}/contact`);
    await hydrated(page);
    const f = form(page);
    await f.getByLabel("Adresse e-mail").fill("elise@example");
    await f.getByRole("button", { name: words.fr.submit }).click();

    const alert = f.getByRole("alert");
    await expect(alert).toContainText(words.fr.summaryMany);
    await expect(alert.getByRole("link", { name: words.fr.firstName })).toBeVisible();
    const first = f.getByLabel("Prénom", { exact: true });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription(words.fr.firstNameError);
    await expect(f.getByLabel(words.fr.email)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(words.fr.emailError)),
    );
    await expect(f.getByLabel(words.fr.phone)).not.toHaveAttribute("aria-invalid", "true");
    // Fixing a field clears its error as the visitor types, not as they leave it.
    await first.fill("Élise");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    // The summary's links lead to their field.
    await alert.getByRole("link", { name: words.fr.email }).click();
    await expect(f.getByLabel("Adresse e-mail")).toBeFocused();
    expect(server.store.list().some((r) => r.email === "elise@example")).toBe(false);
  });

  test("field errors in English on the short form", async ({ page, server, address: _ }) => {
    await page.goto(`${server.base}/en/fertility-support`);
    await hydrated(page);
    const f = form(page);
    await f.getByRole("button", { name: words.en.submit }).click();
    await expect(f.getByRole("alert")).toContainText(words.en.summaryMany);
    const name = f.getByLabel(words.en.name, { exact: true });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(words.en.nameError);
    await expect(f.getByLabel(words.en.consent)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(words.en.consentError)),
    );
  });

  test("without JavaScript, the server's page lists the errors, keeps the values and focuses the first", async ({
    browser,
    server,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.79.${testInfo.workerIndex}.${++visitors.count}` },
    });
    const page = await context.newPage();
    await page.goto(`${server.base}/en/contact`);
    await fill(page, "full", "en", `Err${visitors.count}`);
    await form(page).getByLabel(words.en.email).fill("visitor@example");
    await form(page).getByLabel(words.en.firstName, { exact: true }).fill("<b>Élise</b>");
    const [response] = await Promise.all([
      page.waitForResponse(`${server.base}/api/contact`),
      form(page).getByRole("button", { name: words.en.submit }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("alert")).toContainText(words.en.summaryOne);
    const email = page.getByLabel(words.en.email);
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("visitor@example");
    await expect(email).toHaveAccessibleDescription(/Used only to reply to you\. This email address looks incomplete/);
    await expect(page.getByLabel(words.en.firstName)).toHaveValue("<b>Élise</b>");
    await expect(page.getByLabel(words.en.message)).toHaveValue(/Sur deux lignes\./);
    await expect(page.getByLabel(words.en.consent)).toBeChecked();
    // Fixed, sent again from the server's page: it goes through.
    await email.fill("visitor@example.org");
    await page.getByRole("button", { name: words.en.submit }).click();
    await page.waitForURL(`${server.base}/en/contact/thank-you`);
    await context.close();
  });
});
