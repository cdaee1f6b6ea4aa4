/**
 * `npm run test:edits` (part of `npm test`): the practitioner's edits never
 * break the site. In a throw-away copy of the repository, applies a realistic
 * set of edits as the editor writes them (scripts/practitioner-edits/edits.ts),
 * saves them as a commit, then runs there what depends on the content: the
 * spell check, the build (its photo from a phone shown upright), the unit
 * tests that read content, and the browser specs that render it. All must
 * pass. Prints what it changed and how long each step took.
 * `KEEP_EDITS_COPY=1` keeps the copy and prints where it is.
 */
import { spawn } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import sharp from "sharp";
import { freePort, tempDir } from "../tests/support/process.ts";
import { commitAll, copyRepository } from "../tests/support/repository.ts";
import { applyEdits, coverPhotoName } from "./practitioner-edits/edits.ts";

const root = resolve(import.meta.dirname, "..");
const binDir = join(root, "node_modules/.bin");

/**
 * Unit tests that read content: the copy modules and their checks, the
 * article loader, the content checks and advice, the route table and the
 * head tags (articles are data), the sitemap and the static host's redirects,
 * the contact form's words (messages, the server's page and answers, the
 * e-mail), the lines that name a problem's place in the editor, and every
 * file in the shape the editor writes it (so the edits are written as hers).
 */
const unitTests = [
  "app/content/",
  "app/site/pages.test.ts",
  "app/site/distress.test.ts",
  "app/lib/meta.test.ts",
  "app/contact/messages.test.ts",
  "scripts/sitemap.test.ts",
  "scripts/static-host.test.ts",
  "scripts/content-report.test.ts",
  "scripts/cms/files.test.ts",
  "server/app.test.ts",
  "server/copy-figures.test.ts",
  "server/contact/page.test.ts",
  "server/contact/api-submissions.test.ts",
  "server/contact/api-spam-rate-limit.test.ts",
  "server/contact/smtp.test.ts",
];

/**
 * Browser specs that render what she changed: the home page's latest
 * articles, figures and testimonials (eight now), every article, French
 * typography and no placeholder left on every built page (content.spec,
 * without its walk through every section of every page, whose structure she
 * did not change); the crawled site's links to every page and every asset
 * (her photo's AVIF and WebP among them), the sitemap, the feeds, the head
 * tags and sharing images, and the JSON-LD with her prices and hours (one
 * crawl for the three crawler specs). Left out, for time: site.spec (every
 * route answers: the crawl covers it), images.spec (the photo is checked
 * upright above, and served by the crawl), the accessibility,
 * distress-number, trust, layout and contact specs, which the whole suite
 * runs on the repository's content, with expectations from it.
 */
const browserSpecs = [
  "tests/e2e/content.spec.ts",
  "tests/e2e/crawler-head.spec.ts",
  "tests/e2e/crawler-links.spec.ts",
  "tests/e2e/crawler-structured-data.spec.ts",
  "--grep-invert",
  "shows every section of its copy",
];

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<number> {
  return new Promise((done, fail) => {
    // The project's Node first on PATH, as under `npm run`: the tools' own scripts start with `env node`.
    const path = `${binDir}:${process.env.PATH ?? ""}`;
    const child = spawn(command, args, { cwd, env: { ...process.env, PATH: path, ...env }, stdio: "inherit" });
    child.on("error", fail);
    child.on("exit", (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/**
 * The phone's photo is shown as it was taken: the build applied its EXIF
 * orientation. The photo is stored sideways with its red rising from left to
 * right (edits.ts), so upright, red rises from top to bottom.
 */
async function photoUpright(copy: string): Promise<number> {
  const assets = join(copy, "build/client/assets");
  const name = coverPhotoName.replace(/\.\w+$/, "");
  const [widest] = (
    await Promise.all(
      (
        await readdir(assets)
      )
        .filter((f) => f.startsWith(`${name}-`) && f.endsWith(".webp"))
        .map(async (f) => ({ f, width: (await sharp(join(assets, f)).metadata()).width ?? 0 })),
    )
  ).sort((a, b) => b.width - a.width);
  if (!widest) {
    console.error(`practitioner's edits: no responsive version of ${coverPhotoName} in the build`);
    return 1;
  }
  const { width = 0, height = 0 } = await sharp(join(assets, widest.f)).metadata();
  // The red of a strip across the photo (stats() reads its input, so the strip is cut out first).
  const strip = async (top: number) => {
    const cut = await sharp(join(assets, widest.f))
      .extract({ left: 0, top, width, height: Math.floor(height / 10) })
      .toBuffer();
    return (await sharp(cut).stats()).channels[0]?.mean ?? 0;
  };
  const [top, bottom] = [await strip(0), await strip(height - Math.floor(height / 10))];
  const upright = bottom - top > 20 && Math.abs(width / height - 8 / 5) < 0.01;
  console.log(
    `practitioner's edits: ${widest.f} ${width}×${height}, red ${top.toFixed(0)} at the top, ${bottom.toFixed(0)} at the bottom: ${upright ? "upright" : "NOT UPRIGHT"}`,
  );
  return upright ? 0 : 1;
}

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

async function main(): Promise<number> {
  const start = performance.now();
  const copy = tempDir("practitioner-edits-");
  try {
    await copyRepository(copy.path, "2025-06-02");
    for (const line of await applyEdits(copy.path)) console.log(`edit: ${line}`);
    commitAll(copy.path, "Her edits", "2026-02-14");
    console.log(`practitioner's edits: copy and edits ${seconds(start)}`);

    const steps: [string, () => Promise<number>][] = [
      ["spell check", () => run("npm", ["run", "spell"], copy.path)],
      ["build", () => run("npm", ["run", "build"], copy.path)],
      ["photo from a phone", () => photoUpright(copy.path)],
      ["unit tests", () => run(join(binDir, "vitest"), ["run", ...unitTests], copy.path)],
      [
        "browser tests",
        async () =>
          run(join(binDir, "playwright"), ["test", ...browserSpecs], copy.path, {
            E2E_PORT: String(await freePort()),
          }),
      ],
    ];
    for (const [name, step] of steps) {
      const began = performance.now();
      const status = await step();
      console.log(`practitioner's edits: ${name} ${status === 0 ? "passed" : "FAILED"} in ${seconds(began)}`);
      if (status !== 0) return status;
    }
    console.log(`practitioner's edits: all passed in ${seconds(start)}`);
    return 0;
  } finally {
    if (process.env.KEEP_EDITS_COPY) console.log(`practitioner's edits: the copy is in ${copy.path}`);
    else copy.remove();
  }
}

process.exitCode = await main();
