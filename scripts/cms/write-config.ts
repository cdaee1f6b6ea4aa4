/**
 * Writes build/admin/config.yml for online editing, after `npm run
 * build:admin`: Decap's GitHub backend on the repository and branch the
 * site is built from. `CMS_GITHUB_REPO` (owner/name), `CMS_BRANCH` (main),
 * `CMS_AUTH_URL` (the OAuth service that logs the practitioner in to GitHub,
 * README "Editing online"). `npm run edit` serves its own, local, config.
 */
import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { cmsConfig } from "./config.ts";

const config = cmsConfig({
  repo: process.env.CMS_GITHUB_REPO,
  branch: process.env.CMS_BRANCH,
  baseUrl: process.env.CMS_AUTH_URL,
});
// JSON is YAML.
await writeFile(resolve(import.meta.dirname, "../../build/admin/config.yml"), `${JSON.stringify(config, null, 2)}\n`);
