export const languages = ["fr", "en"] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = "fr";

/** The language comes from the path: /en and /en/… are English, everything else French. */
export const langOfPath = (path: string): Lang => (path === "/en" || path.startsWith("/en/") ? "en" : defaultLang);

export const locales = { fr: "fr-FR", en: "en-GB" } as const satisfies Record<Lang, string>;
