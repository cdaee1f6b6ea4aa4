/**
 * The notification e-mail: how it is composed from a stored message and how
 * it is sent. Plain text only; the visitor's validated address goes to
 * Reply-To (never From: the practice's own domain sends). Every header value
 * built from visitor input is stripped of line breaks, and nodemailer encodes
 * the rest, so input can add no header.
 */
import { createTransport, type SendMailOptions } from "nodemailer";
import type { Reason } from "../../app/contact/rules.ts";
import { contactFormCopy } from "../../app/content/contact-form.ts";
import { site } from "../../app/site/config.ts";
import { displayPhone } from "../../app/site/links.ts";
import { type PageId, pages } from "../../app/site/pages.ts";
import type { ServerEnv } from "../env.ts";
import { defaultOutboxOptions } from "./outbox-policy.ts";
import type { MessageRow, NoticeRow, QueuedRow } from "./sqlite.ts";

export type Sent = { response: string };
export type Sender<Row extends QueuedRow = MessageRow> = {
  send(row: Row): Promise<Sent>;
  close(): void;
  /** Whether the SMTP server answers and accepts our login, without sending anything. */
  verify?(): Promise<void>;
  /** Cuts the connection of a send that takes too long, so that it fails now. */
  abort?(): void;
  /** Where mail goes, for the start-up log (no credentials). */
  describe: string;
};

/** Short timeouts: a slow SMTP server must fail fast and go back to the queue. */
const timeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

/**
 * Pooled connections, kept open between messages: a queue drains at the SMTP
 * server's pace instead of one connection (and login) per message. As many
 * connections as the outbox has sends in flight; the outbox stays the only retry layer.
 */
const pool = { pool: true, maxMessages: 500 } as const;

export function smtpConfigured(env: ServerEnv): boolean {
  return Boolean(env.SMTP_URL || env.SMTP_HOST);
}

export type MailAddresses = { from: string; to: string; domain: string };

/** Addresses of the notification, from the environment or the site config. */
export function mailAddresses(env: ServerEnv): MailAddresses {
  const userAddress = env.SMTP_USER?.includes("@") ? env.SMTP_USER : undefined;
  const from = env.MAIL_FROM ?? userAddress ?? site.email;
  const to = env.MAIL_TO ?? site.email;
  const fromAddress = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = fromAddress.split("@")[1]?.trim() || new URL(site.origin).hostname;
  return { from, to, domain };
}

/** One line, no control characters: safe in any header. */
const headerSafe = (s: string) => s.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

const reasonLabel = (reason: string | null) =>
  reason && reason in contactFormCopy.fr.fields.reason.options
    ? contactFormCopy.fr.fields.reason.options[reason as Reason]
    : undefined;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  dateStyle: "full",
  timeStyle: "short",
  timeZone: "Europe/Paris",
});
/** A date and time as the practitioner reads it in her e-mails (French, Paris time). */
export const dateTime = (ms: number) => dateFormat.format(ms);

/** The message the practitioner receives, in French (the practice's language). */
export function composeMail(row: MessageRow, addresses: MailAddresses) {
  const name = headerSafe(row.full_name);
  const reason = reasonLabel(row.reason);
  const page = row.page && row.page in pages ? pages[row.page as PageId].fr : undefined;
  const subject = headerSafe(
    reason ? `Nouveau message de ${name} – ${reason}` : `Nouveau message de ${name} (formulaire court)`,
  );
  const lines = [
    "Nouveau message reçu par le formulaire de contact du site.",
    "",
    `Nom\u00a0: ${row.full_name}`,
    `E-mail\u00a0: ${row.email}`,
    `Téléphone\u00a0: ${row.phone ? displayPhone(row.phone) : "non indiqué"}`,
    ...(reason ? [`Motif\u00a0: ${reason}`] : []),
    `Langue du site\u00a0: ${row.lang === "en" ? "anglais" : "français"}`,
    ...(page ? [`Envoyé depuis\u00a0: ${page}`] : []),
    `Reçu le\u00a0: ${dateTime(row.created_at)}`,
    "",
    "Message\u00a0:",
    "",
    row.message,
    "",
    "-- ",
    "Répondre à ce courriel écrit directement à la personne (Reply-To).",
    `Consentement donné dans le formulaire le ${dateTime(row.consent_at)}.`,
    `Référence\u00a0: ${row.public_id}`,
  ];
  return {
    from: addresses.from,
    to: addresses.to,
    replyTo: { name, address: row.email },
    subject,
    text: lines.join("\n"),
    date: new Date(row.created_at),
    messageId: `<contact-${row.public_id}@${addresses.domain}>`,
    headers: { "X-Contact-Reference": row.public_id },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/** A notice of the site's own (`NoticeRow`): written in full when it was stored. */
export function composeNotice(row: NoticeRow, addresses: MailAddresses) {
  return {
    from: addresses.from,
    to: addresses.to,
    subject: headerSafe(row.subject),
    text: row.body,
    date: new Date(row.created_at),
    messageId: `<notice-${row.public_id}@${addresses.domain}>`,
    headers: { "X-Site-Notice": row.kind },
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}

/**
 * An SMTP sender for one kind of row, composed by `compose`; undefined when
 * SMTP is not configured. Each sender has its own pool of `connections`.
 */
export function createSmtpSender<Row extends QueuedRow>(
  env: ServerEnv,
  compose: (row: Row, addresses: MailAddresses) => SendMailOptions,
  connections: number = defaultOutboxOptions.concurrency,
): Sender<Row> | undefined {
  if (!smtpConfigured(env)) return undefined;
  const addresses = mailAddresses(env);
  const base = {
    ...timeouts,
    ...(env.SMTP_USER && env.SMTP_PASSWORD ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD } } : {}),
    ...(env.SMTP_SECURE !== undefined ? { secure: env.SMTP_SECURE } : {}),
  };
  const connect = () =>
    env.SMTP_URL
      ? createTransport({ url: env.SMTP_URL, ...pool, maxConnections: connections, ...base })
      : createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT ?? (env.SMTP_SECURE ? 465 : 587),
          ...pool,
          maxConnections: connections,
          ...base,
        });
  let transport = connect();
  const target = env.SMTP_URL ? new URL(env.SMTP_URL) : undefined;
  const describe = target ? `${target.protocol}//${target.host}` : `smtp://${env.SMTP_HOST}:${env.SMTP_PORT ?? ""}`;
  return {
    describe,
    async send(row) {
      const info = await transport.sendMail(compose(row, addresses));
      return { response: String(info.response ?? "") };
    },
    close: () => transport.close(),
    async verify() {
      await transport.verify();
    },
    abort() {
      // Closing the pool ends its connection and fails the send on it; later sends get a fresh pool.
      const cut = transport;
      transport = connect();
      cut.close();
    },
  };
}
