/**
 * Two builds of the same commit give the same pages, byte for byte (stable
 * ETags, CDN caches that stay warm): every pre-rendered page and its data
 * files, rendered again twice by the build's own server bundle as React
 * Router's pre-rendering asks for them, then rewritten as the build does
 * (scripts/postbuild.ts), equals what `npm run build` wrote (run it first).
 * The first renders of a process are the ones that differed: a lazy
 * component's Suspense boundary closed in place once its module had loaded,
 * streamed apart before.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { loaderDataFileOf } from "./defer-hydration.ts";
import { rewritePage } from "./rewrite-page.ts";

const root = resolve(import.meta.dirname, "..");
const serverBuild = join(root, "build/server/index.js");
const clientDir = join(root, "build/client");
if (!existsSync(serverBuild))
  throw new Error("These tests check the build: run `npm run build` first (npm test does).");

type Rendered = { data: string; html: string; loaderData?: string };

/** What the pre-rendering asks of the server bundle for one path: its data, then its page carrying that data. */
async function render(handle: ReturnType<typeof createRequestHandler>, path: string): Promise<Rendered> {
  const dataPath = path === "/" ? "/_.data" : `${path}.data`;
  const data = await (await handle(new Request(`http://localhost${dataPath}`))).text();
  const headers = new Headers();
  const encoded = encodeURI(data);
  // React Router's own limit for the header (@react-router/dev, createRouteRequest).
  if (encoded.length < 8 * 1024) headers.set("X-React-Router-Prerender-Data", encoded);
  const page = await handle(new Request(`http://localhost${`${path}/`.replace(/\/\/+/g, "/")}`, { headers }));
  const { html, loaderData } = await rewritePage(await page.text(), htmlFileOf(path));
  return { data, html, loaderData };
}

describe("a second build", () => {
  const paths = prerenderPaths();
  const renders: Rendered[][] = [[], []];

  beforeAll(async () => {
    const build: ServerBuild = await import(pathToFileURL(serverBuild).href);
    const handle = createRequestHandler(build, "production");
    // Twice over every page, the first pass in a fresh process, as a build's pre-rendering is.
    for (const pass of renders) for (const path of paths) pass.push(await render(handle, path));
  }, 120_000);

  it("renders every page the same twice in a row", () => {
    const differ = paths.filter((_, i) => renders[0]?.[i]?.html !== renders[1]?.[i]?.html);
    expect(differ).toEqual([]);
  });

  it("writes every page and data file byte for byte as the build did", () => {
    const differ = paths.flatMap((path, i) => {
      const built = (file: string) => readFileSync(join(clientDir, file), "utf8");
      const dataFile = path === "/" ? "_.data" : `${path.slice(1)}.data`;
      const { data, html, loaderData } = renders[0]?.[i] ?? { data: "", html: "" };
      return [
        ...(html === built(htmlFileOf(path)) ? [] : [htmlFileOf(path)]),
        ...(loaderData === built(loaderDataFileOf(htmlFileOf(path))) ? [] : [loaderDataFileOf(htmlFileOf(path))]),
        ...(data === built(dataFile) ? [] : [dataFile]),
      ];
    });
    expect(differ).toEqual([]);
  });
});
