/**
 * `npm run publish:rollback`: the site goes back to the build it served before
 * the current one, at once (the running server follows the `current` link of
 * the publishing folder, server/publish/releases.ts). Reads DATA_DIR or
 * PUBLISH_DIR like the server; run it as the server's user.
 *
 *   npm run publish:rollback                 the release before the current one
 *   npm run publish:rollback -- --to ID      a given release (see --list)
 *   npm run publish:rollback -- --list       the releases kept, the current one marked
 *
 * Polling does not publish the newer commit again; the next push to the
 * branch does (revert the change on GitHub to keep it out).
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { readEnv } from "../server/env.ts";
import { currentRelease, listReleases, type Release, rollBack } from "../server/publish/releases.ts";
import { runOperatorCommand } from "./operator-command.ts";

const describe = (id: string | undefined, releases: readonly Release[]) => {
  const release = releases.find((r) => r.id === id);
  if (!release) return "the server's own build (STATIC_DIR)";
  return `${release.id} (${release.commit.slice(0, 7)} “${release.subject}”, ${release.author}, ${release.date})`;
};

export function main(argv: string[], env: Record<string, string | undefined> = process.env): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      to: { type: "string" },
      list: { type: "boolean", default: false },
      help: { type: "boolean", short: "h" },
    },
    strict: true,
  });
  if (values.help) {
    process.stdout.write("Usage: npm run publish:rollback -- [--to RELEASE | --list]\n");
    return 0;
  }
  const config = readEnv(env);
  const dir = resolve(config.PUBLISH_DIR ?? join(config.DATA_DIR, "publish"));
  const releases = listReleases(dir);
  if (values.list) {
    const current = currentRelease(dir);
    const lines = releases.map((r) => `${r.id === current ? "*" : " "} ${describe(r.id, releases)}`);
    if (current === undefined) lines.push("* the server's own build (STATIC_DIR)");
    process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  }
  const { from, to } = rollBack(dir, values.to);
  process.stdout.write(
    `Now serving ${describe(to, releases)}\ninstead of ${describe(from, releases)}.\n` +
      "The running server switches at once. The next push to the branch publishes again.\n",
  );
  return 0;
}

if (import.meta.main) runOperatorCommand(main);
