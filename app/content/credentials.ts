/**
 * Words around the practitioner's credentials on the About page:
 * app/content/data/credentials.json, edited with `npm run edit` and checked
 * by the build (`credentialsCopySchema`). The credentials themselves
 * (diploma, institution, year, professional body) are facts of « Le cabinet »
 * (practice.json); {name} and {number} come from there. Read in the browser,
 * so typed here rather than parsed with zod; its French is typeset
 * (app/site/typography.ts).
 */

import type { Lang } from "../site/lang.ts";
import { typesetCopy } from "../site/typography.ts";
import data from "./data/credentials.json" with { type: "json" };
import type { CredentialsCopy } from "./types.ts";

export type { CredentialsCopy };

export const credentialsCopy: Record<Lang, CredentialsCopy> = typesetCopy(data);
