/**
 * The editor online, at the site's own /admin/ on the real server, as the
 * practitioner uses it from any browser: it signs in to GitHub with a token
 * (« Se connecter avec un jeton d’accès »), reaches the list of collections,
 * and a new price saved becomes one commit on the published branch whose
 * only change is that line. GitHub is a stand-in inside the browser context
 * (github-stand-in.ts): nothing leaves the machine, and the test fails on any
 * request the stand-in cannot answer, any request elsewhere, and any
 * Content-Security-Policy violation. The browser opens the editor at an
 * https address that is not this computer's, as on the live site (Sveltia
 * offers « Travailler avec un dépôt local » on localhost only); the context
 * passes that address's requests to the real server. What this cannot show
 * (GitHub's real API and sign-in) is in the README, "The editor online".
 */
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { cmsConfig } from "../../scripts/cms/config.ts";
import { type RunningServer, startServer, tempDir } from "../support/process.ts";
import { openPrice, save } from "./editor-helpers.ts";
import { type GitHubStandIn, standInForGitHub } from "./github-stand-in.ts";

test.describe.configure({ mode: "serial" });

const repository = "cabinet-laurent/site";
const branch = "publie";
const token = "github_pat_11AAAAAAA0standin0for0the0test0only";
const practiceFile = "app/content/data/practice.json";
/** The site's address in the browser. */
const site = "https://cabinet.test";

let server: RunningServer;
const folders: { remove(): void }[] = [];

test.beforeAll(async () => {
  const data = tempDir("editor-online-data-");
  const publish = tempDir("editor-online-publish-");
  folders.push(data, publish);
  // Publishing on (the editor edits what it publishes), but nothing fetched: no polling, and no webhook is sent.
  server = await startServer({
    env: {
      DATA_DIR: data.path,
      STATIC_DIR: "build/client",
      LOG_LEVEL: "warn",
      PUBLISH_REPOSITORY: repository,
      PUBLISH_BRANCH: branch,
      PUBLISH_DIR: publish.path,
      PUBLISH_POLL_SECONDS: "0",
      PUBLISH_WEBHOOK_SECRET: "a-secret-no-one-will-use-here",
    },
    output: "stderr",
  });
});

test.afterAll(async () => {
  await server?.stop();
  for (const folder of folders) folder.remove();
});

/** A fresh context where the site's address is the real server and GitHub the stand-in. */
async function newContext(
  make: () => Promise<BrowserContext>,
): Promise<{ context: BrowserContext; github: GitHubStandIn }> {
  const context = await make();
  await context.route(`${site}/**`, async (route) => {
    const url = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${server.url}${url.pathname}${url.search}` }) });
  });
  return { context, github: await standInForGitHub(context, { repository, branch, token }) };
}

type Watch = { outside: string[]; problems: string[] };

/** Requests that went neither to the site nor to the stand-in, and CSP violations, errors and warnings. */
async function watch(page: Page): Promise<Watch> {
  const seen: Watch = { outside: [], problems: [] };
  const allowed = [
    site,
    "https://api.github.com",
    "https://www.githubstatus.com",
    "https://avatars.githubusercontent.com",
  ];
  page.on("request", (request) => {
    const url = request.url();
    if (!/^(data|blob):/.test(url) && !allowed.some((origin) => url.startsWith(`${origin}/`))) seen.outside.push(url);
  });
  page.on("pageerror", (error) => seen.problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") seen.problems.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return seen;
}

/** Opens /admin/ and signs in with the token, as her guide says; resolves on the list of collections. */
async function signIn(page: Page): Promise<void> {
  await page.goto(`${site}/admin/`);
  await expect(page.getByRole("button", { name: "Travailler avec un dépôt local" })).toHaveCount(0);
  await page.getByRole("button", { name: "Se connecter avec un jeton d’accès" }).click();
  await page.getByRole("textbox", { name: "Jeton d’accès personnel" }).fill(token);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  for (const { label } of cmsConfig().collections) {
    await expect(page.getByRole("treeitem", { name: label, exact: true })).toBeVisible();
  }
}

for (const width of [390, 1280]) {
  test(`signs in with a token and reaches the collections at ${width} px, with no request outside and no policy violation`, async ({
    browser,
  }) => {
    const { context, github } = await newContext(() => browser.newContext({ viewport: { width, height: 844 } }));
    const page = await context.newPage();
    const seen = await watch(page);
    await signIn(page);
    await expect(page.getByRole("treeitem")).toHaveCount(cmsConfig().collections.length);
    expect(github.answered).toContain("GET https://api.github.com/user");
    expect(github.unanswered).toEqual([]);
    expect(seen.outside).toEqual([]);
    expect(seen.problems).toEqual([]);
    await context.close();
  });
}

test("says in French that a token is wrong, as her guide tells her", async ({ browser }) => {
  const { context, github } = await newContext(() => browser.newContext());
  const page = await context.newPage();
  await page.goto(`${site}/admin/`);
  await page.getByRole("button", { name: "Se connecter avec un jeton d’accès" }).click();
  await page.getByRole("textbox", { name: "Jeton d’accès personnel" }).fill(`${token}-mistyped`);
  await page.getByRole("button", { name: "Se connecter", exact: true }).click();
  await expect(page.getByText("Le jeton fourni n’est pas valide. Veuillez le vérifier et réessayer.")).toBeVisible();
  expect(github.answered.filter((line) => line.includes("api.github.com"))).toEqual([
    "GET https://api.github.com/user (refused)",
  ]);
  await context.close();
});

test("is never indexed: its headers and page say so, and the sitemap does not list it", async ({ request }) => {
  const response = await request.get(`${server.url}/admin/`);
  expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
  const sitemap = await (await request.get(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain("<loc>");
  expect(sitemap).not.toContain("/admin");
});

test("saves a new price as one commit on the published branch that changes that line only", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, github } = await newContext(() => browser.newContext());
  const page = await context.newPage();
  const seen = await watch(page);
  await signIn(page);
  const before = github.files.get(practiceFile)?.toString("utf8") ?? "";
  const { individual } = JSON.parse(before).prices as { individual: number };
  const price = await openPrice(page);
  await expect(price).toHaveValue(String(individual));
  await price.fill(String(individual + 5));
  await save(page);

  expect(github.commits.length).toBe(1);
  const [commit] = github.commits;
  expect(commit?.branch).toBe(branch);
  expect([...(commit?.additions.keys() ?? [])]).toEqual([practiceFile]);
  expect(commit?.deletions).toEqual([]);
  const [oldLines, newLines] = [before.split("\n"), (commit?.additions.get(practiceFile) ?? "").split("\n")];
  expect(newLines.length).toBe(oldLines.length);
  const changed = newLines.flatMap((line, i) => (line === oldLines[i] ? [] : [[oldLines[i], line]]));
  expect(changed.length).toBe(1);
  expect(changed[0]?.[0]).toContain(`"individual": ${individual}`);
  expect(changed[0]?.[1]).toBe(changed[0]?.[0]?.replace(String(individual), String(individual + 5)));
  expect(github.unanswered).toEqual([]);
  expect(seen.outside).toEqual([]);
  expect(seen.problems).toEqual([]);
  await context.close();
});
