/**
 * What the contact form's browser tests share (contact-*.spec.ts): a `test`
 * whose worker starts its own server (node server/main.ts on the built site)
 * with a throw-away database, TRUST_PROXY and a real SMTP server, so each test
 * gets its own client address (X-Forwarded-For) and every submission can be
 * followed to the practitioner's inbox; the form's words in both languages, and
 * filling, sending and delivery checks.
 */
import { join, resolve } from "node:path";
import type { Page } from "@playwright/test";
import { databaseFile, MessageStore } from "../../server/contact/db.ts";
import { type ReceivedMail, startSmtp } from "../support/contact.ts";
import { startServer, tempDir, waitFor } from "../support/process.ts";
import { test as base, expect } from "./fixtures.ts";

const root = resolve(import.meta.dirname, "../..");

export type ContactServer = { base: string; mails: ReceivedMail[]; store: MessageStore };

/** Numbers the client addresses of the tests of a worker, so no two share a rate limit. */
export const visitors = { count: 0 };

export const test = base.extend<{ address: string }, { server: ContactServer }>({
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
    const address = `10.77.${testInfo.workerIndex}.${++visitors.count}`;
    await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": address });
    await use(address);
  },
});

export const variants = [
  { variant: "full", lang: "fr", path: "/contact", sent: "/contact/merci" },
  { variant: "full", lang: "en", path: "/en/contact", sent: "/en/contact/thank-you" },
  { variant: "short", lang: "fr", path: "/pma", sent: "/contact/merci" },
  { variant: "short", lang: "en", path: "/en/fertility-support", sent: "/en/contact/thank-you" },
] as const;

export const words = {
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

export const form = (page: Page) => page.locator("#contact-form form");

export async function fill(page: Page, variant: "full" | "short", lang: Lang, marker: string) {
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
export const afterMinimumFillTime = (page: Page) => page.waitForFunction(() => performance.now() > 3200);

/** Failed fetches are logged by the browser; the ones a test provokes on purpose are expected. */
export function forgiveExpected(consoleErrors: string[], pattern: RegExp) {
  const kept = consoleErrors.filter((e) => !pattern.test(e));
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

export async function expectDelivered(server: ContactServer, marker: string, lang: Lang, variant: "full" | "short") {
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
