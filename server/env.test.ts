import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";
import { publishConfig } from "./publish/config.ts";

const secret = "0123456789abcdef0123456789abcdef";

describe("configuration", () => {
  it("has publishing off when nothing is set", () => {
    const env = readEnv({});
    expect(env.PUBLISH_REPOSITORY).toBeUndefined();
    expect(publishConfig(env)).toBeUndefined();
    // An image sets the folder for whoever turns publishing on.
    expect(publishConfig(readEnv({ PUBLISH_DIR: "/publish" }))).toBeUndefined();
  });

  it("turns publishing on with a repository, with its defaults", () => {
    const config = publishConfig(readEnv({ PUBLISH_REPOSITORY: "cabinet/site", DATA_DIR: "/srv/data" }));
    expect(config).toEqual({
      repository: "cabinet/site",
      branch: "main",
      remote: "https://github.com/cabinet/site.git",
      secret: undefined,
      pollMs: 120_000,
      dir: "/srv/data/publish",
      keep: 5,
    });
  });

  it("takes the webhook's secret, another remote, branch, folder, interval and number of releases", () => {
    const config = publishConfig(
      readEnv({
        PUBLISH_REPOSITORY: "cabinet/site",
        PUBLISH_REMOTE: "git@github.com:cabinet/site.git",
        PUBLISH_BRANCH: "content/live",
        PUBLISH_WEBHOOK_SECRET: secret,
        PUBLISH_POLL_SECONDS: "0",
        PUBLISH_DIR: "/var/lib/site",
        PUBLISH_KEEP: "3",
      }),
    );
    expect(config).toMatchObject({
      remote: "git@github.com:cabinet/site.git",
      branch: "content/live",
      secret,
      pollMs: 0,
      dir: "/var/lib/site",
      keep: 3,
    });
  });

  it("refuses publishing settings that cannot work, naming each", () => {
    const refused = (source: Record<string, string>) => () => readEnv(source);
    expect(refused({ PUBLISH_WEBHOOK_SECRET: secret })).toThrow(/PUBLISH_WEBHOOK_SECRET: set PUBLISH_REPOSITORY too/);
    expect(refused({ PUBLISH_REPOSITORY: "cabinet" })).toThrow(/PUBLISH_REPOSITORY: owner\/name/);
    expect(refused({ PUBLISH_REPOSITORY: "cabinet/site", PUBLISH_WEBHOOK_SECRET: "short" })).toThrow(
      /PUBLISH_WEBHOOK_SECRET: at least 20 characters/,
    );
    expect(refused({ PUBLISH_REPOSITORY: "cabinet/site", PUBLISH_POLL_SECONDS: "0" })).toThrow(
      /PUBLISH_POLL_SECONDS: 0 turns polling off/,
    );
    for (const branch of ["../main", "main/", "-x..y", "a b"]) {
      expect(refused({ PUBLISH_REPOSITORY: "cabinet/site", PUBLISH_BRANCH: branch })).toThrow(/PUBLISH_BRANCH/);
    }
    expect(refused({ PUBLISH_REPOSITORY: "cabinet/site", PUBLISH_KEEP: "1" })).toThrow(/PUBLISH_KEEP/);
  });
});
