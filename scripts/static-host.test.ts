import { describe, expect, it } from "vitest";
import { site } from "../app/site/config.ts";
import { articles } from "../app/site/pages.ts";
import { copyFigures } from "../server/copy-figures.ts";
import { builtRoutes } from "../server/site-manifest.ts";
import { headersFile, redirectsFile } from "./static-host.ts";

describe("static host files", () => {
  it("redirect the old URLs, with and without their slash, and send unknown paths to the right 404 page", () => {
    const lines = redirectsFile().trim().split("\n");
    expect(lines).toContain("/therapies-proposees/ /therapies 301");
    expect(lines).toContain("/therapies-proposees /therapies 301");
    expect(lines).toContain(`/tag/rendez-vous/ ${site.bookingUrl} 302`);
    for (const { fr } of articles) expect(lines).toContain(`/${fr}/ /actualites/${fr} 301`);
    expect(lines.slice(-2)).toEqual(["/en/* /en/404/index.html 404", "/* /404/index.html 404"]);
  });

  it("give every response the security headers and each page its own script hashes", () => {
    const text = headersFile({
      analytics: false,
      figures: copyFigures(),
      routes: builtRoutes(),
      files: {
        "/index.html": { etag: '"a"', encodings: [], scriptHashes: ["'sha256-home'"] },
        "/qui-suis-je/index.html": { etag: '"b"', encodings: [], scriptHashes: ["'sha256-about'"] },
        "/assets/x.js": { etag: '"c"', encodings: [] },
      },
    });
    expect(text).toMatch(/^\/\*\n {2}Strict-Transport-Security: max-age=\d+/);
    expect(text).toContain("/assets/*\n  Cache-Control: public, max-age=31536000, immutable");
    expect(text).toMatch(/\n\/\n {2}Content-Security-Policy: default-src 'none'; script-src 'self' 'sha256-home'/);
    expect(text).toMatch(/\n\/qui-suis-je\n {2}Content-Security-Policy: [^\n]*'sha256-about'/);
  });
});
