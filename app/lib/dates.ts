import { type Lang, locales } from "../site/lang.ts";

/** "2025-10-06" → "6 octobre 2025" / "6 October 2025". */
export const formatDate = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(locales[lang], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
