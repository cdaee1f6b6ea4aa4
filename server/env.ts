/** Server configuration from environment variables, checked once at start. */
import { z } from "zod";

const flag = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The built site (build/client of `npm run build`). */
  STATIC_DIR: z.string().min(1).default("build/client"),
  /** Where the SQLite database lives; created on first start. */
  DATA_DIR: z.string().min(1).default("data"),
  /** Full SMTP URL (smtp://user:pass@host:587 or smtps://…); or the separate fields below. */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  SMTP_SECURE: flag.optional(),
  /** Sender of the notification e-mails, and the practitioner's inbox. */
  MAIL_FROM: z.string().min(3).optional(),
  MAIL_TO: z.string().min(3).optional(),
  /** Days a delivered message is kept before it is purged. */
  MESSAGE_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  /** Trust X-Forwarded-For for the client address (behind a reverse proxy). */
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type ServerEnv = z.infer<typeof schema>;

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
