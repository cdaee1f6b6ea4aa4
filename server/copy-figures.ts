/**
 * The privacy notice is pre-rendered, so the figures it states (how long a
 * message is kept, how long the rate limiter remembers an address) are fixed
 * at build time. The server must apply the same figures: it refuses to start
 * when its environment or its own config disagree with the built pages.
 */
import { site } from "../app/site/config.ts";
import type { ServerEnv } from "./env.ts";

/** The figures the copy states, written into the build's manifest. */
export type CopyFigures = { messageRetentionDays: number; rateLimitWindowMinutes: number };

export const copyFigures = (): CopyFigures => ({
  messageRetentionDays: site.privacy.messageRetentionDays,
  rateLimitWindowMinutes: site.privacy.rateLimitWindowMinutes,
});

/**
 * The message retention the server applies. Throws when MESSAGE_RETENTION_DAYS
 * or the server's config differ from what the built pages say.
 */
export function checkCopyFigures(env: Pick<ServerEnv, "MESSAGE_RETENTION_DAYS">, built: CopyFigures | undefined): void {
  const problems: string[] = [];
  const own = copyFigures();
  if (built) {
    for (const key of Object.keys(own) as (keyof CopyFigures)[]) {
      if (built[key] !== own[key]) {
        problems.push(`the build states ${key} = ${built[key]}, app/site/config.ts says ${own[key]}: rebuild the site`);
      }
    }
  }
  const stated = built?.messageRetentionDays ?? own.messageRetentionDays;
  if (env.MESSAGE_RETENTION_DAYS !== undefined && env.MESSAGE_RETENTION_DAYS !== stated) {
    problems.push(
      `MESSAGE_RETENTION_DAYS=${env.MESSAGE_RETENTION_DAYS}, but the privacy notice tells visitors ${stated} days: ` +
        "unset it, or change privacy.messageRetentionDays in app/site/config.ts and rebuild",
    );
  }
  if (problems.length > 0)
    throw new Error(`The server would contradict the published copy:\n  ${problems.join("\n  ")}`);
}
