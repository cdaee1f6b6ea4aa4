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
import { fieldErrorText, formText, summaryText } from "../../app/contact/messages.ts";
import { formWords } from "../../app/contact/words.ts";
import contactSent from "../../app/content/pages/contactSent.ts";
import { shellCopy } from "../../app/content/shell.ts";
import { databaseFile, MessageStore } from "../../server/contact/db.ts";
import { type ReceivedMail, startSmtp } from "../support/contact.ts";
import { startServer, tempDir, waitFor } from "../support/process.ts";
import { test as base, escapeRegExp, expect } from "./fixtures.ts";

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

/** The form's words in each language, as the page shows them (app/content/contact-form.ts, typeset). */
function wordsOf(lang: "fr" | "en") {
  const form = formWords(lang);
  const { copy } = form;
  const text = (value: Parameters<typeof formText>[0], values = {}) => formText(value, lang, values);
  const { before, link, after } = copy.fields.consent;
  return {
    firstName: text(copy.fields.firstName.label),
    lastName: text(copy.fields.lastName.label),
    name: text(copy.fields.name.label),
    email: text(copy.fields.email.label),
    phone: new RegExp(`^${escapeRegExp(text(copy.fields.phone.label))}`),
    reason: text(copy.fields.reason.label),
    message: text(copy.fields.message.label),
    consent: text(`${before}${link}${after}`),
    submit: text(copy.submit),
    sending: text(copy.sending),
    toasts: text(shellCopy[lang].toasts),
    toast: text(copy.toast.title),
    sentTitle: text(contactSent[lang].title),
    /** The error summary's heading, for any number of fields but one. */
    summaryMany: new RegExp(escapeRegExp(text(copy.summary.other, { count: "COUNT" })).replace("COUNT", "\\d+")),
    summaryOne: summaryText(form, 1),
    firstNameError: fieldErrorText(form, "firstName", "required"),
    nameError: fieldErrorText(form, "name", "required"),
    emailError: fieldErrorText(form, "email", "invalid_email"),
    consentError: fieldErrorText(form, "consent", "consent_required"),
    /** The rate limit's sentence up to the wait, which depends on the time left. */
    rateLimited: text(copy.request.rate_limited.split("{wait}")[0] ?? ""),
    minutes: (count: number) => text(copy.wait, { count }),
    network: text(copy.network),
  };
}

export const words = { fr: wordsOf("fr"), en: wordsOf("en") };

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
