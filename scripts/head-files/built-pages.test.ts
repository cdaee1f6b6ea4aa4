import { describe, expect, it } from "vitest";
import { readPage } from "./built-pages.ts";

const page = (type: string, body: string) =>
  `<!DOCTYPE html><html lang="fr"><head><title>T</title><meta property="og:type" content="${type}"/></head><body>${body}</body></html>`;
const photo = '<img data-cover="photo" data-testid="article-cover" src="/assets/salle-Ab1.webp" width="1600"/>';

describe("a built page's cover photo, for its sharing image", () => {
  it("is an article's own cover photo", () => {
    expect(readPage(page("article", photo)).coverPhoto).toBe("/assets/salle-Ab1.webp");
  });

  it("is none for an article with an illustration, or for a list of articles with photos", () => {
    expect(readPage(page("article", '<img data-cover="illustration" src="/assets/pma.svg"/>')).coverPhoto).toBe(
      undefined,
    );
    expect(readPage(page("website", photo)).coverPhoto).toBe(undefined);
  });
});
