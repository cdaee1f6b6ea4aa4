/**
 * The contact form's words for a language, for the server and for the
 * loaders of the pages that hold the form. Only they import the copy of both
 * languages: loaders run at build time, so a page's JavaScript carries none
 * of it and its HTML carries its own language.
 */
import { contactFormCopy } from "../content/contact-form.ts";
import { copyLoader, langOfRequest } from "../lib/page.ts";
import type { Lang } from "../site/lang.ts";
import type { FormWords } from "./messages.ts";

export const formWords = (lang: Lang): FormWords => ({ lang, copy: contactFormCopy[lang] });

/** `copyLoader` for a page that holds the form: its copy and the form's words, in its language. */
export const formPageLoader =
  <T>(copy: Record<Lang, T>) =>
  (args: { request: Request }) => ({ ...copyLoader(copy)(args), form: formWords(langOfRequest(args.request)) });
