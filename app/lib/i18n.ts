import { useLocation } from "react-router";
import { shellCopy } from "../content/shell.ts";
import { type Lang, langOfPath } from "../site/lang.ts";
import { fill } from "./fill.ts";

/** The current language, from the path. */
export const useLang = (): Lang => langOfPath(useLocation().pathname);

/** Shell copy with its placeholders filled, in the current language. */
export function useShell() {
  const lang = useLang();
  return { lang, t: shellCopy[lang], f: (text: string) => fill(text, lang) };
}
