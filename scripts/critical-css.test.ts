import { describe, expect, it } from "vitest";
import {
  faceCovers,
  inlineCriticalCss,
  withoutState,
  withoutUnreadProperties,
  withUnregisteredProperties,
} from "./critical-css.ts";

describe("withoutState", () => {
  it.each([
    ["html[data-consent] [data-cookie-banner]:not([data-reopened])", "html [data-cookie-banner]"],
    ["[open]>summary", "*>summary"],
    [".hover\\:underline:hover", '[class~="hover:underline"]'],
    [":where(.space-y-4>:not(:last-child))", ":where(.space-y-4>:not(:last-child))"],
    ["[data-practical-menu]:has(>:popover-open) svg", "[data-practical-menu] svg"],
    [".\\[\\&\\>svg\\]\\:block>svg", '[class~="[&amp;&gt;svg]:block"]>svg'],
    ["html[data-fonts]", "*"],
    ["*,::backdrop", "*,*"],
    [
      "::-webkit-datetime-edit-year-field",
      ":is(input[type=date],input[type=datetime-local],input[type=month],input[type=week],input[type=time])",
    ],
    ["::file-selector-button", "input[type=file]"],
    [".field::placeholder", ".field[placeholder]"],
  ])("%s → %s", (selector, expected) => {
    expect(withoutState(selector)).toBe(expected);
  });
});

describe("withoutUnreadProperties", () => {
  it("drops what no var() reads, until nothing more goes, and keeps what the page's inline styles read", () => {
    const css = ':root{--a:1;--b:var(--c);--c:2;--d:3}.x{color:var(--a)}@property --e{syntax:"*";inherits:false}';
    expect(withoutUnreadProperties(css, '<p style="width:var(--d)">')).toBe(":root{--a:1;--d:3}.x{color:var(--a)}");
  });

  it("drops the rules it leaves empty, and names a layer it leaves empty so that the layers keep their order", () => {
    const css = '@layer theme{:root,:host{--spacing:.25rem}}@layer base{.x{color:red}}.y{--z:1}.q:before{content:"{}"}';
    expect(withoutUnreadProperties(css, "")).toBe('@layer theme;@layer base{.x{color:red}}.q:before{content:"{}"}');
  });
});

describe("withUnregisteredProperties", () => {
  // The shape of Tailwind 4's output: the fallback for browsers without @property, then the registrations.
  const tailwind =
    "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:inline))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-leading:initial}}}" +
    "@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}" +
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-leading{syntax:"*";inherits:false}';

  it("declares Tailwind's properties on every element in every browser, and registers none", () => {
    expect(withUnregisteredProperties(tailwind)).toBe(
      "@layer properties{*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-leading:initial}}@layer utilities{.shadow{box-shadow:var(--tw-shadow)}}",
    );
  });

  it("leaves a stylesheet without that fallback as it is: its registrations are the only initial values", () => {
    const registered = '.a{translate:var(--tw-x)}@property --tw-x{syntax:"*";inherits:false;initial-value:0}';
    expect(withUnregisteredProperties(registered)).toBe(registered);
  });
});

describe("faceCovers", () => {
  it.each([
    ["unicode-range:U+??,U+131,U+152-153", "é", true],
    ["unicode-range:U+??,U+131,U+152-153", "œ", true],
    ["unicode-range:U+100-130,U+132-151,U+154-2BA", "é", false],
    ["unicode-range:U+100-130,U+132-151,U+154-2BA", "ł", true],
    ["unicode-range:U+0000-00FF", "é", true],
    ["unicode-range:U+4??", "я", true],
    ["src:url(/a.woff2)", "é", true],
  ])("@font-face{%s} covers %s: %s", (descriptor, character, covered) => {
    expect(faceCovers(`@font-face{font-family:Brand;${descriptor}}`, character)).toBe(covered);
  });
});

describe("inlineCriticalCss", () => {
  const css = [
    "@font-face{font-family:Brand;src:url(/a.woff2);unicode-range:U+??,U+152-153}",
    "@font-face{font-family:Brand;src:url(/a-ext.woff2);unicode-range:U+100-151,U+154-24F}",
    "html[data-fonts]{--brand:Brand}",
    "body{font-family:var(--brand,serif)}",
    ".used{color:red}",
    ".unused{color:blue}",
    ":where(.space-y-4>:not(:last-child)){margin-top:1rem}",
    ".\\[\\&\\>svg\\]\\:block>svg{display:block}",
    "@media (prefers-color-scheme:dark){.used{color:pink}.unused{color:green}}",
    "[data-consent] .banner{display:none}",
  ].join("");
  const page = `<!DOCTYPE html><html lang="fr"><head><style>${css}</style></head><body><p class="used">a</p><div class="space-y-4 [&amp;&gt;svg]:block"><svg></svg><p>b</p></div><section class="banner"></section></body></html>`;

  it("keeps the rules of the page's elements in every state and theme, and the brand faces for Latin", async () => {
    const html = await inlineCriticalCss(page, { href: "/assets/site-x.css", css });
    const inlined = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    for (const rule of [
      "@font-face{font-family:Brand;src:url(/a.woff2)",
      "html[data-fonts]{--brand:Brand}",
      ".used{color:red}",
      ":where(.space-y-4>:not(:last-child))",
      ".\\[\\&\\>svg\\]\\:block>svg",
      "@media (prefers-color-scheme:dark){.used{color:pink}}",
      "[data-consent] .banner",
    ])
      expect(inlined).toContain(rule);
    expect(inlined).not.toContain(".unused");
    expect(inlined, "Latin Extended comes with the whole stylesheet").not.toContain("a-ext.woff2");
  });

  it("changes nothing else in the page, and links the whole stylesheet for browsers without scripts", async () => {
    const html = await inlineCriticalCss(page, { href: "/assets/site-x.css", css });
    const strip = (text: string) => text.replace(/<style>[\s\S]*?<\/style>(<noscript>.*?<\/noscript>)?/, "");
    expect(strip(html)).toBe(strip(page));
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/site-x.css"></noscript>');
  });
});
