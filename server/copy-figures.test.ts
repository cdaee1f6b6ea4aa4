/**
 * One figure, never a false one: the privacy notice and the contact page
 * print the retention, rate-limit window and cookie lifetime; the server and
 * the analytics tag apply them. Both read the site config, and the server
 * refuses to start when its environment or the build says otherwise.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { fill } from "../app/content/fill.ts";
import contact from "../app/content/pages/contact.ts";
import privacy from "../app/content/pages/privacy.ts";
import { analyticsConfig } from "../app/lib/analytics.ts";
import { site } from "../app/site/config.ts";
import { defaultRateLimit } from "./contact/rate-limit.ts";
import { checkCopyFigures, copyFigures } from "./copy-figures.ts";

const text = (copy: unknown, lang: "fr" | "en") => fill(JSON.stringify(copy), lang);
const { messageRetentionDays, rateLimitWindowMinutes, analyticsCookieMonths } = site.privacy;
const nbsp = "[\\s\\u00a0\\u202f]";

describe("the privacy copy and the code", () => {
  it.each(["fr", "en"] as const)("state the same retention, window and cookie lifetime (%s)", (lang) => {
    const words =
      lang === "fr"
        ? { days: "jours", minutes: "minutes", months: "mois" }
        : {
            days: "days",
            minutes: "minutes",
            months: "months",
          };
    const notice = text(privacy[lang], lang);
    expect(notice).toMatch(new RegExp(`${messageRetentionDays}${nbsp}${words.days}`));
    expect(notice).toMatch(new RegExp(`${rateLimitWindowMinutes}${nbsp}${words.minutes}`));
    expect(notice).toMatch(new RegExp(`${analyticsCookieMonths}${nbsp}${words.months}`));
    expect(text(contact[lang], lang)).toMatch(new RegExp(`${messageRetentionDays}${nbsp}${words.days}`));
  });

  it("apply them: the rate limiter's window and the analytics cookies' lifetime", () => {
    expect(defaultRateLimit.windowMs).toBe(rateLimitWindowMinutes * 60_000);
    const days = analyticsConfig.cookie_expires / 86_400;
    // Calendar months vary; the cookie never outlives the months stated, by more than a day short of them.
    expect(days).toBeLessThanOrEqual((analyticsCookieMonths * 365) / 12);
    expect(days).toBeGreaterThan(analyticsCookieMonths * 30);
  });
});

describe("checkCopyFigures", () => {
  it("accepts an environment that leaves the retention to the config, or repeats it", () => {
    expect(() => checkCopyFigures({ MESSAGE_RETENTION_DAYS: undefined }, copyFigures())).not.toThrow();
    expect(() => checkCopyFigures({ MESSAGE_RETENTION_DAYS: messageRetentionDays }, copyFigures())).not.toThrow();
  });

  it("refuses a retention the privacy notice does not state", () => {
    expect(() => checkCopyFigures({ MESSAGE_RETENTION_DAYS: messageRetentionDays + 1 }, copyFigures())).toThrow(
      /MESSAGE_RETENTION_DAYS/,
    );
  });

  it("refuses a build whose copy states other figures than the config", () => {
    const stale = { ...copyFigures(), rateLimitWindowMinutes: rateLimitWindowMinutes + 5 };
    expect(() => checkCopyFigures({ MESSAGE_RETENTION_DAYS: undefined }, stale)).toThrow(/rebuild/);
  });
});

it("the real server does not start when MESSAGE_RETENTION_DAYS contradicts the privacy notice", () => {
  const root = resolve(import.meta.dirname, "..");
  const dir = mkdtempSync(join(tmpdir(), "copy-figures-"));
  try {
    const result = spawnSync(join(root, "node_modules/.bin/node"), ["server/main.ts"], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dir,
        STATIC_DIR: join(dir, "client"),
        LOG_LEVEL: "silent",
        MESSAGE_RETENTION_DAYS: String(messageRetentionDays * 2),
      },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.error, "the server started").toBeUndefined();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`MESSAGE_RETENTION_DAYS=${messageRetentionDays * 2}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
