/**
 * The contact form in a real browser, with and without JavaScript, in both
 * languages, both variants (full on the contact page, short on the PMA page).
 *
 * These tests start their own server (node server/main.ts on the built site)
 * with a throw-away database, TRUST_PROXY and a real SMTP server, so each
 * test gets its own client address (X-Forwarded-For) and every submission
 * can be followed to the practitioner's inbox.
 */
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { databaseFile, MessageStore } from "../../server/contact/db.ts";
import { type ReceivedMail, startSmtp } from "../support/contact.ts";
import { startServer, tempDir, waitFor } from "../support/process.ts";
import { test as base, expect, hydrated, unhydrated } from "./fixtures.ts";

const root = resolve(import.meta.dirname, "../..");

type ContactServer = { base: string; mails: ReceivedMail[]; store: MessageStore };

let addressCounter = 0;

const test = base.extend<{ address: string }, { server: ContactServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies as a pattern.
    async ({}, use) => {
      const smtp = await startSmtp();
      const dir = tempDir("contact-e2e-");
      const server = await startServer({
        output: "stderr",
        env: {
          DATA_DIR: dir.path,
          STATIC_DIR: join(root, "build/client"),
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_FROM: "site@example.org",
          MAIL_TO: "cabinet@example.org",
          TRUST_PROXY: "true",
          LOG_LEVEL: "warn",
        },
      });
      const store = new MessageStore(databaseFile(dir.path));
      await use({ base: server.url, mails: smtp.mails, store });
      store.close();
      await server.stop();
      await smtp.close();
      dir.remove();
    },
    { scope: "worker" },
  ],
  // Each test is a different visitor, so the rate limit of one never reaches another.
  address: async ({ page }, use, testInfo) => {
    const address = `10.77.${testInfo.workerIndex}.${++addressCounter}`;
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await use(address);
  },
});

const variants = [
  { variant: "full", lang: "fr", path: "/contact", sent: "/contact/merci" },
  { variant: "full", lang: "en", path: "/en/contact", sent: "/en/contact/thank-you" },
  { variant: "short", lang: "fr", path: "/pma", sent: "/contact/merci" },
  { variant: "short", lang: "en", path: "/en/fertility-support", sent: "/en/contact/thank-you" },
] as const;

const words = {
  fr: {
    firstName: "Prénom",
    lastName: "Nom",
    name: "Nom et prénom",
    email: "Adresse e-mail",
    phone: /^Téléphone/,
    reason: "Motif de consultation",
    message: "Votre message",
    consent: /J’accepte/,
    submit: "Envoyer le message",
    sending: "Envoi en cours…",
    toast: "Message envoyé",
    sentTitle: "Merci, votre message est bien arrivé",
    summaryMany: /champs sont à vérifier/,
    firstNameError: "Indiquez votre prénom.",
    nameError: "Indiquez votre nom et votre prénom.",
    emailError: /Cette adresse e-mail semble incomplète/,
    rateLimited: /Plusieurs messages sont déjà partis depuis votre connexion/,
    network: /La connexion a échoué/,
  },
  en: {
    firstName: "First name",
    lastName: "Last name",
    name: "Full name",
    email: "Email address",
    phone: /^Phone/,
    reason: "Reason for getting in touch",
    message: "Your message",
    consent: /I agree/,
    submit: "Send message",
    sending: "Sending…",
    toast: "Message sent",
    sentTitle: "Thank you, your message has arrived",
    summaryMany: /fields need another look/,
    firstNameError: "Please enter your first name.",
    nameError: "Please enter your full name.",
    emailError: /This email address looks incomplete/,
    rateLimited: /Several messages have already been sent from your connection/,
    network: /The connection failed/,
  },
} as const;

type Lang = keyof typeof words;

const form = (page: Page) => page.locator("#contact-form form");

async function fill(page: Page, variant: "full" | "short", lang: Lang, marker: string) {
  const w = words[lang];
  const f = form(page);
  if (variant === "full") {
    await f.getByLabel(w.firstName, { exact: true }).fill("Élise");
    await f.getByLabel(w.lastName, { exact: true }).fill(`Martin ${marker}`);
    await f.getByLabel(w.reason).selectOption("couple");
  } else {
    await f.getByLabel(w.name, { exact: true }).fill(`Sam ${marker}`);
  }
  await f.getByLabel(w.email).fill(`visitor.${marker.toLowerCase()}@example.org`);
  await f.getByLabel(w.phone).fill("06 39 98 12 34");
  await f.getByLabel(w.message).fill(`Bonjour, voici le message ${marker}.\nSur deux lignes.`);
  await f.getByLabel(w.consent).check();
}

/** The minimum fill time counts from the page's start; a robot-fast test waits it out. */
const afterMinimumFillTime = (page: Page) => page.waitForFunction(() => performance.now() > 3200);

/** Failed fetches are logged by the browser; the ones a test provokes on purpose are expected. */
function forgiveExpected(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((e) => !pattern.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

async function expectDelivered(server: ContactServer, marker: string, lang: Lang, variant: "full" | "short") {
  await waitFor(() => server.store.list().some((r) => r.message.includes(marker) && r.status === "sent"), 10_000);
  const row = server.store.list().find((r) => r.message.includes(marker));
  expect(row).toMatchObject({
    lang,
    variant,
    email: `visitor.${marker.toLowerCase()}@example.org`,
    phone: "+33639981234",
  });
  const mail = server.mails.find((m) => m.text.includes(marker));
  expect(mail?.header("reply-to")).toContain(`<visitor.${marker.toLowerCase()}@example.org>`);
  expect(mail?.header("message-id")).toBe(`<contact-${row?.public_id}@example.org>`);
}

for (const { variant, lang, path, sent } of variants) {
  test.describe(`${variant} form on ${path}`, () => {
    test("with JavaScript: sends with fetch, confirms with a toast, reaches the inbox", async ({
      page,
      server,
      address,
    }) => {
      const marker = `JS${variant}${lang}${address.replace(/\D/g, "")}`;
      const w = words[lang];
      await page.goto(`${server.base}${path}`);
      await hydrated(page);
      await expect(form(page)).toHaveAttribute("data-hydrated", "true");
      await fill(page, variant, lang, marker);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();

      // Inside the labelled notifications region, where a screen reader user finds it again.
      await expect(page.getByRole("region", { name: "Notifications" }).locator("[data-sonner-toast]")).toContainText(
        w.toast,
      );
      await expect(page.getByRole("status").filter({ hasText: w.toast })).toBeVisible();
      expect(page.url()).toBe(`${server.base}${path}`);
      // The form is ready for another message.
      await expect(form(page).getByLabel(w.message)).toHaveValue("");
      await expectDelivered(server, marker, lang, variant);
    });

    test("from a fresh page not yet hydrated: typing and sending still delivers", async ({ page, server, address }) => {
      const marker = `First${variant}${lang}${address.replace(/\D/g, "")}`;
      const w = words[lang];
      await page.goto(`${server.base}${path}`);
      expect(await unhydrated(page)).toBe(true);
      // Typing is the first interaction: hydration starts under the visitor's fingers.
      await fill(page, variant, lang, marker);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();
      // The JS path (toast) or, if React was not there yet, the no-JS POST (confirmation page).
      await expect(
        page.locator("[data-sonner-toast]").or(page.locator("h1").filter({ hasText: w.sentTitle })),
      ).toBeVisible();
      await expectDelivered(server, marker, lang, variant);
    });

    test("without JavaScript: a plain POST, then the confirmation page", async ({ browser, server }, testInfo) => {
      const context = await browser.newContext({
        javaScriptEnabled: false,
        extraHTTPHeaders: { "X-Forwarded-For": `10.78.${testInfo.workerIndex}.${++addressCounter}` },
      });
      const page = await context.newPage();
      const marker = `NoJS${variant}${lang}${addressCounter}`;
      await page.goto(`${server.base}${path}`);
      await fill(page, variant, lang, marker);
      await form(page).getByRole("button", { name: words[lang].submit }).click();
      await page.waitForURL(`${server.base}${sent}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lang].sentTitle);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectDelivered(server, marker, lang, variant);
      await context.close();
    });
  });
}

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
    await expect(alert.getByRole("link", { name: /Prénom/ })).toBeVisible();
    const first = f.getByLabel("Prénom", { exact: true });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute("aria-invalid", "true");
    await expect(first).toHaveAccessibleDescription(words.fr.firstNameError);
    await expect(f.getByLabel("Adresse e-mail")).toHaveAccessibleDescription(words.fr.emailError);
    await expect(f.getByLabel(words.fr.phone)).not.toHaveAttribute("aria-invalid", "true");
    // Fixing a field clears its error as the visitor types, not as they leave it.
    await first.fill("Élise");
    await expect(first).not.toHaveAttribute("aria-invalid", "true");
    // The summary's links lead to their field.
    await alert.getByRole("link", { name: /Adresse e-mail/ }).click();
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
    await expect(f.getByLabel(words.en.consent)).toHaveAccessibleDescription(/Please tick this box/);
  });

  test("without JavaScript, the server's page lists the errors, keeps the values and focuses the first", async ({
    browser,
    server,
  }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.79.${testInfo.workerIndex}.${++addressCounter}` },
    });
    const page = await context.newPage();
    await page.goto(`${server.base}/en/contact`);
    await fill(page, "full", "en", `Err${addressCounter}`);
    await form(page).getByLabel(words.en.email).fill("visitor@example");
    await form(page).getByLabel(words.en.firstName, { exact: true }).fill("<b>Élise</b>");
    const [response] = await Promise.all([
      page.waitForResponse(`${server.base}/api/contact`),
      form(page).getByRole("button", { name: words.en.submit }).click(),
    ]);
    expect(response.status()).toBe(422);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("alert")).toContainText("One field needs another look:");
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

test.describe("rate limit", () => {
  const submitFive = async (page: Page, server: ContactServer) => {
    for (let i = 0; i < 5; i++) {
      const res = await page.request.post(`${server.base}/api/contact`, {
        headers: { Origin: server.base },
        data: {
          variant: "short",
          name: "Sam",
          email: "sam@example.org",
          message: `Message de remplissage ${i} ${Math.random()}`,
          consent: true,
          key: `e2e-rate-${Date.now()}-${i}-${Math.random().toString(36).slice(2)}`,
        },
      });
      expect(res.status()).toBe(201);
    }
  };

  for (const lang of ["fr", "en"] as const) {
    test(`the sixth message in ten minutes gets the rate limit's message, and the text stays (${lang})`, async ({
      page,
      server,
      consoleErrors,
      address: _,
    }) => {
      const w = words[lang];
      await page.goto(`${server.base}${lang === "fr" ? "/contact" : "/en/contact"}`);
      await hydrated(page);
      await submitFive(page, server);
      await fill(page, "full", lang, `Rate${lang}${addressCounter}`);
      await afterMinimumFillTime(page);
      await form(page).getByRole("button", { name: w.submit }).click();
      const alert = form(page).getByRole("alert");
      await expect(alert).toContainText(w.rateLimited);
      await expect(alert).toContainText(lang === "fr" ? "10 minutes" : "10 minutes");
      await expect(alert).toBeFocused();
      await expect(form(page).getByLabel(w.message)).toHaveValue(/Sur deux lignes\./);
      forgiveExpected(consoleErrors, /status of 429/);
    });
  }

  test("without JavaScript, the 429 page says so and keeps the text", async ({ browser, server }, testInfo) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { "X-Forwarded-For": `10.80.${testInfo.workerIndex}.${++addressCounter}` },
    });
    const page = await context.newPage();
    await submitFive(page, server);
    await page.goto(`${server.base}/contact`);
    await fill(page, "full", "fr", `RateNoJS${addressCounter}`);
    const [response] = await Promise.all([
      page.waitForResponse(`${server.base}/api/contact`),
      form(page).getByRole("button", { name: words.fr.submit }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(Number(response.headers()["retry-after"])).toBeGreaterThan(0);
    await expect(page.getByRole("alert")).toContainText(words.fr.rateLimited);
    await expect(page.getByLabel(words.fr.message)).toHaveValue(/Sur deux lignes\./);
    await context.close();
  });
});

test.describe("sending", () => {
  test("disables itself while sending, keeps the text when the network fails, sends once on retry", async ({
    page,
    server,
    consoleErrors,
    address,
  }) => {
    const marker = `Net${address.replace(/\D/g, "")}`;
    await page.goto(`${server.base}/en/contact`);
    await hydrated(page);
    await fill(page, "full", "en", marker);
    await afterMinimumFillTime(page);

    // First try: the connection drops.
    await page.route("**/api/contact", (route) => route.abort("internetdisconnected"));
    await form(page).getByRole("button", { name: words.en.submit }).click();
    await expect(form(page).getByRole("alert")).toContainText(words.en.network);
    await expect(form(page).getByLabel(words.en.message)).toHaveValue(/Sur deux lignes\./);
    await page.unroute("**/api/contact");
    forgiveExpected(consoleErrors, /ERR_INTERNET_DISCONNECTED/);

    // Second try: slow, then through. Meanwhile the form is disabled.
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await page.route("**/api/contact", async (route) => {
      await gate;
      await route.continue();
    });
    await form(page).getByRole("button", { name: words.en.submit }).click();
    const sending = form(page).getByRole("button", { name: words.en.sending });
    await expect(sending).toBeDisabled();
    await expect(form(page).getByLabel(words.en.message)).toBeDisabled();
    release();
    await expect(page.locator("[data-sonner-toast]")).toContainText(words.en.toast);
    await expect(form(page).getByRole("button", { name: words.en.submit })).toBeEnabled();
    await expectDelivered(server, marker, "en", "full");
    expect(server.store.list().filter((r) => r.message.includes(marker))).toHaveLength(1);
  });
});
