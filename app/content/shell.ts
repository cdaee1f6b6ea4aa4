/**
 * Copy of the app shell: header, menus, footer, shared blocks. The data is
 * app/content/data/shell.json (« Textes communs » in the editor), read
 * through its schema: the root loader hands each page its language's part.
 */
import data from "./data/shell.json" with { type: "json" };
import { loadCommonCopy } from "./load.ts";

export type { ShellCopy } from "./types.ts";

export const shellCopy = loadCommonCopy("shell", data);
