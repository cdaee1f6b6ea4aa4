/**
 * The shell's and the contact form's words reach a page through build-time
 * loaders, in its language only (app/root.tsx, app/contact/words.ts): their
 * data files, French and English side by side, must never be bundled into
 * the browser's JavaScript, where every page would carry both languages.
 * Measured on the build, like the byte budgets.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import consent from "../../app/content/data/consent.json" with { type: "json" };
import contactForm from "../../app/content/data/contact-form.json" with { type: "json" };
import shell from "../../app/content/data/shell.json" with { type: "json" };

const assets = "build/client/assets";
const javascript = readdirSync(assets)
  .filter((file) => file.endsWith(".js"))
  .map((file) => readFileSync(join(assets, file), "utf8"))
  .join("\n");

/** The sentences of a copy file: strings long enough to be found only where the file went. */
const sentences = (value: unknown): string[] =>
  typeof value === "string"
    ? value.length >= 30 && !value.includes("{")
      ? [value]
      : []
    : value && typeof value === "object"
      ? Object.values(value).flatMap(sentences)
      : [];

test("the cookie banner, which renders in the browser, is in its JavaScript (the search finds copy)", () => {
  expect(sentences(consent).filter((s) => javascript.includes(s)).length).toBeGreaterThan(0);
});

for (const [name, copy] of Object.entries({ shell, "contact-form": contactForm })) {
  test(`${name}.json: no sentence of it in the browser's JavaScript`, () => {
    expect(sentences(copy).length).toBeGreaterThan(5);
    expect(sentences(copy).filter((s) => javascript.includes(s))).toEqual([]);
  });
}
