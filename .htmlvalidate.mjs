/**
 * html-validate over every pre-rendered page (scripts/built-html.test.ts). The
 * recommended rules, less the ones that only object to how React serializes
 * valid HTML, which we cannot change, each with its reason.
 */
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (<link/>, <img/>): valid HTML.
    "void-style": "off",
    // React writes some attribute names in camelCase (charSet, hrefLang, dateTime): HTML names are case-insensitive.
    "attr-case": "off",
    // React's useId() ids start with an underscore ("_R_1sj5_"): valid in HTML, which only forbids spaces.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean and empty attributes as name="" (async="", hidden=""): valid HTML.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": "off",
    // Some tel: links are whole sentences, one tap target each (a distress number and what it is, the home
    // page's « Appeler le … »); the numbers themselves are written with non-breaking spaces (displayPhone in
    // app/site/links.ts), which is what the rule asks for.
    "tel-non-breaking": "off",
  },
};
