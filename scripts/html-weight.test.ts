/**
 * The budget test holds the code's share of a page (its weight less its
 * words), so that her content never fails a build: it must barely move when
 * an article grows, and follow the markup when the code grows.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf } from "../app/site/http.ts";
import { prerenderPaths } from "../app/site/pages.ts";
import { brotli11, htmlWeight } from "./html-weight.ts";

const clientDir = resolve(import.meta.dirname, "../build/client");
if (!existsSync(clientDir)) throw new Error("These tests check the build: run `npm run build` first (npm test does).");

const [article, other] = prerenderPaths()
  .filter((path) => path.startsWith("/actualites/"))
  .map((path) => readFileSync(join(clientDir, htmlFileOf(path)), "utf8"));
/** An article's prose: what she writes in the editor's body field. */
const prose = (html: string) => {
  const found = /<div class="prose-article[^"]*">([\s\S]*?)<\/div>/.exec(html)?.[1];
  if (!found || found.includes("<div")) throw new Error("an article page's prose is one <div class=prose-article>");
  return found;
};
const codeOf = (html: string) => {
  const { total, words } = htmlWeight(html);
  return total - words;
};

describe("a page's code share", () => {
  it("barely moves when she writes an article twice as long", () => {
    if (!article || !other) throw new Error("the build has two articles at least");
    const longer = article.replace(prose(article), `${prose(article)}${prose(other)}`);
    expect(htmlWeight(longer).total - htmlWeight(article).total).toBeGreaterThan(2_000);
    expect(Math.abs(codeOf(longer) - codeOf(article))).toBeLessThan(200);
  });

  it("grows with the markup the code adds", () => {
    if (!article) throw new Error("the build has an article");
    // Markup the build could add to every page: an element per line of a script, with its own classes.
    const added = readFileSync(resolve(import.meta.dirname, "html-weight.ts"), "utf8")
      .split("\n")
      .map(
        (line, index) =>
          `<span class="x${index.toString(36)} y${(index * 7).toString(36)}" data-line="${line.length}"></span>`,
      )
      .join("");
    const heavier = article.replace("</main>", `${added}</main>`);
    expect(codeOf(heavier) - codeOf(article)).toBeGreaterThan(brotli11(added) * 0.8);
  });
});
