/**
 * The budget test holds the code's share of a page (its weight less its
 * words), so that her content never fails a build: it must barely move when
 * she writes more, and follow the markup when the code grows.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFileOf } from "../app/site/http.ts";
import { brotli11, htmlWeight } from "./html-weight.ts";

const clientDir = resolve(import.meta.dirname, "../build/client");
if (!existsSync(clientDir)) throw new Error("These tests check the build: run `npm run build` first (npm test does).");

const home = readFileSync(join(clientDir, htmlFileOf("/")), "utf8");
const codeOf = (html: string) => {
  const { total, words } = htmlWeight(html);
  return total - words;
};

/** Paragraphs of prose that no page has: words drawn from a small vocabulary by a fixed sequence. */
function paragraphs(count: number): string {
  const vocabulary = (
    "séance écoute parcours anxiété confiance relation émotion chemin temps corps souffle regard " +
    "parole silence famille couple enfant travail sommeil fatigue colère peur joie deuil choix " +
    "changement rythme accueil question réponse besoin limite respect douceur lenteur présence"
  ).split(" ");
  let seed = 7;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed;
  };
  const sentence = () =>
    Array.from({ length: 8 + (next() % 12) }, () => vocabulary[next() % vocabulary.length]).join(" ");
  return Array.from({ length: count }, () => `<p>${Array.from({ length: 4 }, sentence).join(". ")}.</p>`).join("");
}

describe("a page's code share", () => {
  it("barely moves when she writes much more", () => {
    const longer = home.replace("</main>", `${paragraphs(40)}</main>`);
    expect(htmlWeight(longer).total - htmlWeight(home).total).toBeGreaterThan(2_000);
    expect(Math.abs(codeOf(longer) - codeOf(home))).toBeLessThan(200);
  });

  it("grows with the markup the code adds", () => {
    // Markup the build could add to every page: elements with classes and attributes of their own.
    const added = Array.from(
      { length: 150 },
      (_, index) => `<span class="x${index.toString(36)} y${(index * 7).toString(36)}" data-n="${index * 13}"></span>`,
    ).join("");
    const heavier = home.replace("</main>", `${added}</main>`);
    expect(codeOf(heavier) - codeOf(home)).toBeGreaterThan(brotli11(added) * 0.8);
  });
});
