import { describe, expect, it } from "vitest";
import { inlineCriticalCss, withoutState, withoutUnreadProperties } from "./critical-css.ts";

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
});

describe("inlineCriticalCss", () => {
  const css = [
    "@font-face{font-family:Brand;src:url(/a.woff2)}",
    "html[data-fonts]{--brand:Brand}",
    ".used{color:red}",
    ".unused{color:blue}",
    ":where(.space-y-4>:not(:last-child)){margin-top:1rem}",
    ".\\[\\&\\>svg\\]\\:block>svg{display:block}",
    "@media (prefers-color-scheme:dark){.used{color:pink}.unused{color:green}}",
    "[data-consent] .banner{display:none}",
  ].join("");
  const page = `<!DOCTYPE html><html lang="fr"><head><style>${css}</style></head><body><p class="used">a</p><div class="space-y-4 [&amp;&gt;svg]:block"><svg></svg><p>b</p></div><section class="banner"></section></body></html>`;

  it("keeps the rules of the page's elements in every state and theme, and the brand faces", async () => {
    const html = await inlineCriticalCss(page, { href: "/assets/site-x.css", css });
    const inlined = html.match(/<style>([\s\S]*?)<\/style>/)?.[1] ?? "";
    for (const rule of [
      "@font-face{font-family:Brand",
      "html[data-fonts]",
      ".used{color:red}",
      ":where(.space-y-4>:not(:last-child))",
      ".\\[\\&\\>svg\\]\\:block>svg",
      "@media (prefers-color-scheme:dark){.used{color:pink}}",
      "[data-consent] .banner",
    ])
      expect(inlined).toContain(rule);
    expect(inlined).not.toContain(".unused");
  });

  it("changes nothing else in the page, and links the whole stylesheet for browsers without scripts", async () => {
    const html = await inlineCriticalCss(page, { href: "/assets/site-x.css", css });
    const strip = (text: string) => text.replace(/<style>[\s\S]*?<\/style>(<noscript>.*?<\/noscript>)?/, "");
    expect(strip(html)).toBe(strip(page));
    expect(html).toContain('<noscript><link rel="stylesheet" href="/assets/site-x.css"></noscript>');
  });
});
