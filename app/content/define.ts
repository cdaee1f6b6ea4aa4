import type { Lang } from "../site/lang.ts";

/**
 * Pairs a French copy object with its English translation. The French one
 * fixes the shape: an English object that misses an entry fails `tsc`, and
 * app/content/copy.test.ts checks that both have the same structure (same sections, same
 * list lengths).
 */
export function defineCopy<T>(fr: T, en: NoInfer<T>): Record<Lang, T> {
  return { fr, en };
}
