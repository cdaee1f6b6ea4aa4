/**
 * Copy of the cookie banner and of the footer's cookie settings button
 * (SPEC.md §4 and §8): app/content/data/consent.json, edited with
 * `npm run edit` and checked by the build (`consentCopySchema`), its French
 * typeset (app/site/typography.ts). The banner renders in the browser, so the
 * copy is typed here rather than parsed with zod.
 */

import type { Lang } from "../site/lang.ts";
import { typesetCopy } from "../site/typography.ts";
import data from "./data/consent.json" with { type: "json" };
import type { ConsentCopy } from "./types.ts";

export type { ConsentCopy };

export const consentCopy: Record<Lang, ConsentCopy> = typesetCopy(data);
