/**
 * Support for the contact pipeline's tests, unit and browser: a logger that
 * keeps its lines, a test environment, a real SMTP server that records what it
 * receives, and valid submissions to start from.
 */
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import type { OutboxOptions } from "../../server/contact/outbox-policy.ts";
import { startContactService } from "../../server/contact/service.ts";
import { readEnv, type ServerEnv } from "../../server/env.ts";
import { createLogger, type Logger } from "../../server/log.ts";
import { tempDir } from "./process.ts";

/** A logger that keeps its lines, to check that no personal data is written. */
export function memoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(
    createLogger("debug", (l) => lines.push(l)),
    { lines },
  );
}

export function testEnv(dataDir: string, extra: Record<string, string> = {}): ServerEnv {
  return readEnv({ DATA_DIR: dataDir, TRUST_PROXY: "true", LOG_LEVEL: "silent", ...extra });
}

// ---------------------------------------------------------------- mail parsing

export type ReceivedMail = {
  raw: string;
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  envelope: { from: string; to: string[] };
};

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*(?==\?)|=\?([^?]+)\?([BQbq])\?([^?]*)\?=/g, (...m) => {
    const encoding = (m[2] ?? m[5]) as string;
    const data = (m[3] ?? m[6]) as string;
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64")
        : Buffer.from(
            data
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
            "latin1",
          );
    return bytes.toString("utf8");
  });
}

function decodeQuotedPrintable(body: string): string {
  const soft = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i] as string, "latin1"));
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseMail(raw: string, envelope: ReceivedMail["envelope"]): ReceivedMail {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string[]>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  const transfer = headers.get("content-transfer-encoding")?.[0]?.toLowerCase();
  const text =
    transfer === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : transfer === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body;
  return {
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: text.replace(/\r\n/g, "\n"),
    envelope,
  };
}

/** A local SMTP server for tests and benchmarks: no TLS, no auth, no DNS, quiet. */
export const localSmtpOptions = {
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  disableReverseLookup: true,
  logger: false,
  // The outbox keeps its pooled connection open: close() must not wait 30 s for it.
  closeTimeout: 200,
} satisfies SMTPServerOptions;

/** A real SMTP server (smtp-server) on 127.0.0.1 that records every message it accepts. */
export async function startSmtp(
  port = 0,
  options: { acceptDelayMs?: number; onData?: () => void } = {},
): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    ...localSmtpOptions,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        options.onData?.();
        // The message is recorded when the server accepts it, like a real server's queue.
        setTimeout(() => {
          mails.push(parseMail(Buffer.concat(chunks).toString("latin1"), envelope));
          callback();
        }, options.acceptDelayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return { port: actual, mails, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/**
 * The contact service in a folder of its own, sending to a local SMTP server on
 * `smtpPort` (from the site's address to the practitioner's), with a logger
 * that keeps its lines; `stop()` stops it and removes the folder.
 */
export function startSmtpService(
  smtpPort: number,
  options: { env?: Record<string, string>; outbox?: Partial<OutboxOptions> } = {},
) {
  const dir = tempDir();
  const log = memoryLogger();
  const env = testEnv(dir.path, {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: "Site du cabinet <site@example.org>",
    MAIL_TO: "cabinet@example.org",
    ...options.env,
  });
  const service = startContactService({ env, log, outbox: options.outbox });
  const stop = async () => {
    await service.stop();
    dir.remove();
  };
  return { service, log, dir, env, stop };
}

// ---------------------------------------------------------------- submissions

let counter = 0;
/** Text as an HTML page that escapes what it shows (hono/html) holds it. */
export const inHtml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");

export const uniqueKey = () => `test-key-${process.pid}-${Date.now()}-${++counter}`.replace(/[^A-Za-z0-9_-]/g, "");

export const validFull = (over: Record<string, unknown> = {}) => ({
  variant: "full",
  lang: "fr",
  firstName: "Élise",
  lastName: "Martin-Durand",
  email: "elise.martin@example.org",
  phone: "06 39 98 12 34",
  reason: "couple",
  message: "Bonjour,\nnous aimerions prendre un premier rendez-vous en couple.\nMerci.",
  consent: true,
  key: uniqueKey(),
  ...over,
});

export const validShort = (over: Record<string, unknown> = {}) => ({
  variant: "short",
  lang: "en",
  name: "Sam Taylor",
  email: "sam.taylor@example.com",
  phone: "+44 20 7946 0958",
  message: "Hello, I would like some support during our IVF treatment.",
  consent: true,
  key: uniqueKey(),
  ...over,
});

let ip = 0;
/** A distinct client address per call, so the rate limit stays out of the way. */
export const nextAddress = () => {
  ip++;
  return `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
};

export function postJson(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.request("http://localhost/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": nextAddress(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function postForm(
  app: { request: (url: string, init: RequestInit) => Response | Promise<Response> },
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) {
    if (v === true) params.append(k, "on");
    else if (v !== false && v !== undefined && v !== null) params.append(k, String(v));
  }
  return app.request("http://localhost/api/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": nextAddress(), ...headers },
    body: params.toString(),
  });
}
