/**
 * Short names of pages, for menus, footer columns and the JSON-LD
 * breadcrumbs: app/content/data/page-names.json, edited with `npm run edit`
 * and checked by the build (`pageNamesSchema`). `meta` reads them in the
 * browser too, so they are a module of their own (in both languages), typed
 * here rather than parsed with zod, its French typeset (app/site/typography.ts); the rest of the shell copy (shell.ts)
 * reaches the browser through the root loader, one language at a time.
 */

import type { Lang } from "../site/lang.ts";
import type { PageId } from "../site/pages.ts";
import { typesetCopy } from "../site/typography.ts";
import data from "./data/page-names.json" with { type: "json" };

export const pageNames: Record<Lang, Record<PageId, string>> = typesetCopy(data);
