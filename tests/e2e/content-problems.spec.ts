/**
 * A content problem as the practitioner meets it, on a throw-away copy of the
 * repository whose files are saved as the editor saves them: the build
 * refuses the copy with one French line per problem and nothing else (no
 * stack trace), and the dev server (`npm run dev`, the preview of `npm run
 * edit`) shows, in the page's place, a plain French page naming the problem,
 * reloads by itself when she saves, and never answers 500 or shows Vite's
 * error overlay.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFile, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { contentProblems } from "../../app/content/validate.ts";
import { pathOf } from "../../app/site/pages.ts";
import { formatJson } from "../../scripts/cms/format.ts";
import { reportLines } from "../../scripts/content-report.ts";
import { freePort, tempDir, waitFor } from "../support/process.ts";
import { copyRepository } from "../support/repository.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const root = resolve(import.meta.dirname, "../..");
const node = join(root, "node_modules/.bin/node");
const pricing = "app/content/data/pages/pricing.json";

// One copy for the file, its tests in order.
test.describe.configure({ mode: "serial" });

let copy = { path: "", remove() {} };
test.beforeAll(async () => {
  copy = tempDir("content-problems-");
  await copyRepository(copy.path, "2025-06-02");
});
test.afterAll(() => copy.remove());

/**
 * Leaves in `consoleErrors` only what should not be there: the problem page's 503s (the page's own, and the
 * icon's the browser asks for) are expected, and so is development React's word on the attributes the
 * first-paint scripts set on <html> (the banner's room, a stored choice) before it hydrates, which it does at
 * once in development; the built site hydrates the same attributes silently.
 */
function forgiveExpectedErrors(consoleErrors: string[]) {
  const kept = consoleErrors.filter(
    (e) => !/^A tree hydrated but some attributes|status of 503 \(Service Unavailable\)/.test(e),
  );
  consoleErrors.splice(0, consoleErrors.length, ...kept);
}

/**
 * Saves the pricing page's copy whole, as the editor does: the browser writes a swap file and puts it in the
 * old one's place on close (File System Access promises no partial writes), so the dev server never reads it
 * half-written. A plain write empties the file first, and a reload in between showed the problem page for a
 * moment (a 503 in the console).
 */
async function savePricingText(text: string) {
  const swap = join(copy.path, ".pricing.json.swap");
  await writeFile(swap, text);
  await rename(swap, join(copy.path, pricing));
}

/** Saves the pricing page's copy changed by `change`. */
async function savePricing(change: (data: { en: { lead: string; sections: { title?: string }[] } }) => void) {
  const data = JSON.parse(await readFile(join(copy.path, pricing), "utf8"));
  change(data);
  await savePricingText(formatJson(data));
}

/** Runs a command in the copy; resolves with its exit status and everything it printed. */
function run(args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(node, args, { cwd: copy.path, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d: Buffer) => {
      output += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      output += d;
    });
    child.on("error", fail);
    child.on("exit", (status) => done({ status, output }));
  });
}

test("the build refuses a broken copy with one French line per problem, and nothing else", async () => {
  test.setTimeout(120_000);
  const original = await readFile(join(copy.path, pricing), "utf8");
  await savePricing((data) => {
    data.en.lead = "Call {phoen}";
    const titled = data.en.sections.find((section) => "title" in section);
    if (titled) titled.title = "";
  });
  const expected = reportLines(await contentProblems(copy.path));
  expect(expected).toHaveLength(2);
  for (const line of expected) {
    expect(line).toMatch(/^«\sTextes des pages › .+ \(anglais\)\s» \(app\/content\/data\/pages\/pricing\.json, en\./);
  }

  const built = await run(["node_modules/@react-router/dev/bin.cjs", "build"]);
  expect(built.status).not.toBe(0);
  expect(built.output.trim().split("\n")).toEqual(expected);
  await savePricingText(original);
});

test.describe("the dev server", () => {
  let server: ChildProcess | undefined;
  let output = "";
  let url = "";

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const port = await freePort();
    url = `http://localhost:${port}`;
    // --force: the dependency optimizer starts cold, as on a fresh clone (no other spec runs a dev server).
    const args = ["node_modules/@react-router/dev/bin.cjs", "dev", "--port", String(port), "--strictPort", "--force"];
    server = spawn(node, args, {
      cwd: copy.path,
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout?.on("data", (d: Buffer) => {
      output += d;
    });
    server.stderr?.on("data", (d: Buffer) => {
      output += d;
    });
    await waitFor(
      () =>
        fetch(url).then(
          (r) => r.ok,
          () => false,
        ),
      110_000,
      250,
    );
    // The first visit hydrates: the site's dependencies were found and bundled when the server started
    // (react-router.config.ts), so no module of the page is outdated by a late optimisation.
    const first = await browser.newPage();
    await first.goto(`${url}${pathOf("pricing", "en")}`, { timeout: 90_000 });
    await hydrated(first);
    await first.close();
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server?.once("exit", r));
      server.kill("SIGTERM");
      await exited;
    }
  });

  test("shows a French page naming the problem in the page's place, and the page again once it is fixed", async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    // Had a dependency been found only once the first visit asked for it, Vite would have bundled it then
    // and reloaded that page, whose hydration a busy machine could lose.
    expect(output).not.toContain("optimized dependencies changed");
    const path = pathOf("pricing", "en");
    await page.goto(`${url}${path}`, { timeout: 90_000 });
    const heading = await page.locator("h1").innerText();
    const original = await readFile(join(copy.path, pricing), "utf8");

    // A file read while it is being written, or cut short: the page names it, and no module is loaded from it
    // (that once printed a stack trace and answered a module request with a 500). Saved whole, the page is back.
    await writeFile(join(copy.path, pricing), original.slice(0, original.length / 2));
    const [unreadable = ""] = reportLines(await contentProblems(copy.path));
    expect(unreadable).toContain("fichier illisible");
    await expect(page.locator("li")).toHaveText([unreadable], { timeout: 30_000 });
    // Nor does any other request the site's server code would answer, such as the icon the browser asks for.
    expect((await page.request.get(`${url}/favicon.ico`)).status()).toBe(503);
    await savePricingText(original);
    await expect(page.locator("h1")).toHaveText(heading, { timeout: 60_000 });
    forgiveExpectedErrors(consoleErrors);
    expect(consoleErrors).toEqual([]);

    // She empties an English text and saves: the open page reloads by itself and names the problem.
    await savePricing((data) => {
      data.en.lead = "";
    });
    const [line = ""] = reportLines(await contentProblems(copy.path));
    await expect(page.locator("li")).toHaveText([line], { timeout: 30_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("vite-error-overlay")).toHaveCount(0);
    const answer = await page.request.get(`${url}${path}`, { headers: { accept: "text/html" } });
    expect(answer.status()).toBe(503);
    forgiveExpectedErrors(consoleErrors);
    expect(consoleErrors).toEqual([]);
    expect(await answer.text()).toContain(line.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));

    // She fixes it: the page comes back by itself.
    await savePricingText(original);
    await expect(page.locator("h1")).toHaveText(heading, { timeout: 60_000 });
    forgiveExpectedErrors(consoleErrors);

    // A good change shows at once: the server's modules were reloaded with it.
    const lead = "A lead written for this test.";
    await savePricing((data) => {
      data.en.lead = lead;
    });
    await expect(page.getByText(lead)).toBeVisible({ timeout: 30_000 });
    await savePricingText(original);
    await expect(page.getByText(lead)).toHaveCount(0, { timeout: 30_000 });

    // The terminal said the same line, and showed no stack trace.
    expect(output).toContain(line);
    expect(output).not.toMatch(/^\s+at /m);
    // Each save reloaded the page; none updated a module in place, which would load the file, perhaps half-written.
    expect(output).not.toContain("hmr update");
  });
});
