/** Copy of the cookie banner and of the footer's cookie settings button (SPEC.md §4 and §8). */
import { defineCopy } from "./define.ts";

export type ConsentCopy = {
  /** The banner's heading and the name of its region. */
  title: string;
  /** First view: what is stored and why. May hold {consentMonths}. */
  intro: string;
  /** Link to the privacy page. */
  privacyLink: string;
  acceptAll: string;
  necessaryOnly: string;
  manage: string;
  /** Accessible name of the close X, which stores nothing. */
  close: string;
  /** Preferences view. */
  preferencesIntro: string;
  /** Between a category's name and its description: a non-breaking space precedes the colon in French. */
  separator: string;
  necessary: { name: string; description: string; status: string };
  analytics: { name: string; description: string; no: string; yes: string };
  save: string;
  /** The footer button that reopens the preferences. */
  footerButton: string;
};

export const consentCopy = defineCopy<ConsentCopy>(
  {
    title: "Cookies et confidentialité",
    intro:
      "Aucun cookie publicitaire. Avec votre accord, des cookies de mesure d’audience (Google Analytics) nous aident à améliorer le site. Choix conservé {consentMonths}\u00a0mois, modifiable à tout moment par le lien «\u00a0Gérer les cookies\u00a0» en bas de page.",
    privacyLink: "En savoir plus sur la confidentialité",
    acceptAll: "Accepter tout",
    necessaryOnly: "Nécessaires uniquement",
    manage: "Gérer les préférences",
    close: "Fermer sans faire de choix",
    preferencesIntro:
      "Choisissez les cookies que vous acceptez, puis enregistrez. Refuser n’a aucune conséquence sur votre visite.",
    separator: "\u00a0: ",
    necessary: {
      name: "Cookies nécessaires",
      description: "Requis pour le fonctionnement du site",
      status: "Toujours actifs",
    },
    analytics: {
      name: "Cookies analytiques",
      description: "Nous aident à améliorer le site",
      no: "Non",
      yes: "Oui",
    },
    save: "Enregistrer mes choix",
    footerButton: "Gérer les cookies",
  },
  {
    title: "Cookies and privacy",
    intro:
      "No advertising cookies. If you agree, audience measurement cookies (Google Analytics) help us improve the site. Your choice is kept for {consentMonths} months; change it any time with “Cookie settings” at the bottom of the page.",
    privacyLink: "More about privacy",
    acceptAll: "Accept all",
    necessaryOnly: "Necessary only",
    manage: "Manage preferences",
    close: "Close without choosing",
    preferencesIntro: "Choose which cookies you accept, then save. Saying no makes no difference to your visit.",
    separator: ": ",
    necessary: {
      name: "Necessary cookies",
      description: "Required for the site to work",
      status: "Always on",
    },
    analytics: {
      name: "Analytics cookies",
      description: "Help us improve the site",
      no: "No",
      yes: "Yes",
    },
    save: "Save my choices",
    footerButton: "Cookie settings",
  },
);
