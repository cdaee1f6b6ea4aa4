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
  /**
   * Publishing (server/publish/): the repository the site follows, `owner/name`
   * as GitHub spells it. Unset: the server serves STATIC_DIR and nothing else, as before.
   */
  PUBLISH_REPOSITORY: z
    .string()
    .regex(/^[\w.-]+\/[\w.-]+$/, "owner/name, as in github.com/owner/name")
    .optional(),
  /** Where to fetch it from: https://github.com/owner/name.git by default; an SSH URL for a deploy key. */
  PUBLISH_REMOTE: z.string().min(1).optional(),
  PUBLISH_BRANCH: z
    .string()
    .regex(/^(?!.*\.\.)(?!\/)[\w./-]+(?<![/.])$/, "a branch name")
    .default("main"),
  /** The webhook's secret, as set in GitHub; without it the webhook is off and only polling publishes. */
  PUBLISH_WEBHOOK_SECRET: z.string().min(20, "at least 20 characters: `openssl rand -hex 32` makes one").optional(),
  /** How often the branch is checked when no webhook came; 0 turns polling off. */
  PUBLISH_POLL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(120),
  /** Releases, the repository's copy and the build's dependencies: DATA_DIR/publish by default. */
  PUBLISH_DIR: z.string().min(1).optional(),
  /** How many published builds are kept for a rollback. */
  PUBLISH_KEEP: z.coerce.number().int().min(2).max(100).default(5),
});

export type ServerEnv = z.infer<typeof schema>;

/**
 * Publishing settings that mean nothing without a repository, and a repository
 * nothing would ever publish. (PUBLISH_DIR alone is fine: an image sets it for
 * whoever turns publishing on, and the rollback command reads it.)
 */
const checked = schema.superRefine((env, ctx) => {
  if (!env.PUBLISH_REPOSITORY) {
    for (const name of ["PUBLISH_REMOTE", "PUBLISH_WEBHOOK_SECRET"] as const) {
      if (env[name] !== undefined) {
        ctx.addIssue({ code: "custom", path: [name], message: `set PUBLISH_REPOSITORY too, or unset ${name}` });
      }
    }
  } else if (!env.PUBLISH_WEBHOOK_SECRET && env.PUBLISH_POLL_SECONDS === 0) {
    ctx.addIssue({
      code: "custom",
      path: ["PUBLISH_POLL_SECONDS"],
      message: "0 turns polling off: set PUBLISH_WEBHOOK_SECRET too, or nothing is ever published",
    });
  }
});

/** Empty strings count as unset, so `FOO=` in a .env file means "use the default". */
export function readEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const defined = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checked.safeParse(defined);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}
