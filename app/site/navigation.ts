import type { PageId } from "./pages.ts";

/**
 * Which pages each menu lists, in order; no words: every label is the page's
 * name in the copy (`pageNames`). The header, the « Infos pratiques »
 * disclosure, the phone menu, the footer and the not-found page read it.
 */
export const navigation = {
  /** The header's top-level links, also the phone menu's first list. */
  main: ["about", "forWhom", "why", "therapies", "pma"],
  /** « Infos pratiques »: the header's disclosure and the phone menu's second list. */
  practical: ["pricing", "video", "office", "contact"],
  footer: {
    navigation: ["home", "about", "forWhom", "why", "pma", "blog", "pricing", "office", "contact"],
    services: [
      "therapies",
      "cbt",
      "art",
      "nlp",
      "hypnosis",
      "humanistic",
      "adult",
      "adolescent",
      "child",
      "couple",
      "family",
      "video",
    ],
    legal: ["legal", "privacy"],
  },
  /** The not-found page's landmarks to find one's way again. */
  notFound: ["about", "therapies", "forWhom", "pricing", "blog", "contact"],
} as const satisfies {
  main: readonly PageId[];
  practical: readonly PageId[];
  footer: Record<string, readonly PageId[]>;
  notFound: readonly PageId[];
};
