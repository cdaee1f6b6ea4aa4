/**
 * The content files in the build and the dev server (vite.config.ts). First,
 * the list of articles the route table reads is rewritten from the article
 * files (app/content/article-index.ts): this plugin's `config` hook runs
 * before React Router's, which reads the route table for the routes and the
 * pre-render list, so a new article is built with the rest. Then every file
 * the editor writes is checked (app/content/validate.ts):
 *
 * - `npm run build` with a problem prints one line per problem, in French
 *   (scripts/content-report.ts), and nothing else, and exits with status 1,
 *   before anything is built;
 * - the dev server (`npm run dev`, and the preview of `npm run edit`) prints
 *   the same lines, and while a problem remains answers every page with a
 *   plain French page that lists them, in the page's place: never a stack
 *   trace, a 500 or Vite's error overlay. A saved change reloads the open
 *   page, so the site, or the new list of problems, shows at once.
 *
 * Advice (app/content/advice.ts) is printed by both as warnings; it never
 * stops anything.
 */
import type { IncomingMessage } from "node:http";
import { relative, resolve } from "node:path";
import type { Plugin, ViteDevServer } from "vite";
import { contentAdvice } from "../app/content/advice.ts";
import { writeArticleIndex } from "../app/content/article-index.ts";
import { contentProblems } from "../app/content/validate.ts";
import { typesetFrench } from "../app/site/typography.ts";
import { reportLines } from "./content-report.ts";

const root = resolve(import.meta.dirname, "..");

/** A file the editor writes: a data file, an article, a photo. */
const isContent = (file: string) =>
  /^app\/(content\/(data\/.+\.json|articles\/[^/]+\.md)|assets\/photos\/.+)$/.test(
    relative(root, file).split("\\").join("/"),
  );
const isArticle = (file: string) => /^app\/content\/articles\/[^/]+\.(fr|en)\.md$/.test(relative(root, file));

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The page the dev server shows in a page's place while the content has problems; it reloads on the next save. */
export function problemPage(lines: readonly string[]): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Contenu à corriger</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}li{margin:.75rem 0}</style>
</head>
<body>
<main>
<h1>${typesetFrench("Le site ne peut pas s’afficher : son contenu est à corriger")}</h1>
<p>${typesetFrench(`Corrigez dans l’éditeur ${lines.length > 1 ? `ces ${lines.length} points` : "ce point"}, puis enregistrez : cette page se recharge d’elle-même.`)}</p>
<ul>
${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("\n")}
</ul>
</main>
<script type="module" src="/@vite/client"></script>
</body>
</html>
`;
}

/** A page, not a module, style or asset: what a browser asks for when it opens or reloads a page. */
const isPageRequest = (request: IncomingMessage) =>
  (request.method === "GET" || request.method === "HEAD") &&
  (request.headers["sec-fetch-dest"] === "document" || /\btext\/html\b/.test(request.headers.accept ?? ""));

async function printAdvice(log: (text: string) => void): Promise<void> {
  const advice = reportLines(await contentAdvice());
  if (advice.length > 0) log(`Conseils sur le contenu (le site fonctionne sans) :\n${advice.join("\n")}`);
}

export function contentPlugin(): Plugin {
  /** The current problems' lines, while the dev server runs; undefined once a content file changes. */
  let current: Promise<string[]> | undefined;
  const check = (server: ViteDevServer) => {
    current ??= contentProblems().then((problems) => {
      const lines = reportLines(problems);
      if (lines.length > 0) server.config.logger.warn(`Contenu à corriger :\n${lines.join("\n")}`);
      else printAdvice((text) => server.config.logger.warn(text));
      return lines;
    });
    return current;
  };

  return {
    name: "content",
    async config(_, { command }) {
      await writeArticleIndex();
      if (command !== "build") return;
      const lines = reportLines(await contentProblems());
      if (lines.length > 0) {
        // Only the lines: an error thrown here would come with Vite's and React Router's stack traces.
        process.stderr.write(`${lines.join("\n")}\n`);
        process.exit(1);
      }
      await printAdvice((text) => process.stderr.write(`${text}\n`));
    },
    configureServer(server) {
      check(server);
      // Run after Vite's own handlers, just before React Router's, which imports the server's modules: while
      // the content has a problem, nothing that would run the site's code on the broken file reaches it (a
      // page, its data, a client navigation's manifest, the icon a browser asks for); a page shows the problem.
      return () => {
        server.middlewares.use((request, response, next) => {
          check(server).then((lines) => {
            if (lines.length === 0) return next();
            response.statusCode = 503;
            response.setHeader("cache-control", "no-store");
            if (!isPageRequest(request)) return response.end();
            response.setHeader("content-type", "text/html; charset=utf-8");
            response.end(problemPage(lines));
          }, next);
        });
      };
    },
    /** Before Vite marks the file's modules stale: from then on, every request waits for a check of the new file. */
    watchChange(file) {
      if (isContent(file)) current = undefined;
    },
    /**
     * A saved content file reloads the open page, once checked, rather than updating its modules in place:
     * an update would run the loaders on a broken file and end in Vite's error overlay, and a module request
     * made while the file is still being written reads half of it (a 500 and a stack trace). The server's
     * modules are reloaded here too, and only with content that passed the check; while a problem remains
     * they keep the last good content, behind the problem page. A saved, added or removed article first
     * rewrites the list of articles, a dependency of this config and of the route config: the server then
     * restarts with the new routes, and the page reloads all the same.
     */
    async hotUpdate({ file, server }) {
      if (!isContent(file)) return;
      // The client's environment runs this hook first; the others leave the reload to it.
      if (this.environment.name !== "client") return [];
      if (isArticle(file)) await writeArticleIndex();
      if ((await check(server)).length === 0) {
        for (const environment of Object.values(server.environments)) {
          if (environment.name !== "client") environment.hot.send({ type: "full-reload" });
        }
      }
      server.hot.send({ type: "full-reload" });
      return [];
    },
  };
}
