import { useLocation, useRouteLoaderData } from "react-router";
import { fill, type Plural, type Values } from "../content/fill.ts";
import { pageNames } from "../content/page-names.ts";
import type { loader as rootLoader } from "../root.tsx";
import { type Lang, langOfPath } from "../site/lang.ts";

/** The current language, from the path. */
export const useLang = (): Lang => langOfPath(useLocation().pathname);

/**
 * Shell copy with its placeholders filled, in the current language. It comes
 * from the root loader (app/root.tsx), which runs at build time only, so the
 * browser receives one language's shell with each page, not both.
 */
export function useShell() {
  const lang = useLang();
  const shell = useRouteLoaderData<typeof rootLoader>("root")?.shell;
  if (!shell) throw new Error("The root loader's shell copy is missing");
  return {
    lang,
    t: { ...shell, pageNames: pageNames[lang] },
    f: (text: string | Plural, values?: Values) => fill(text, lang, values),
  };
}
