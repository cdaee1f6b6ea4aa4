/** Copy of the app shell: header, menus, footer, shared blocks. */
import { defineCopy } from "./define.ts";

type ShellCopy = {
  skipToContent: string;
  header: {
    homeLabel: string;
    mainNav: string;
    practical: string;
    book: string;
    openMenu: string;
    closeMenu: string;
    menuTitle: string;
    switchLanguage: string;
    /** The other language's name, written in that language. */
    otherLanguage: string;
  };
  bottomBar: { label: string; book: string; directions: string; call: string };
  footer: {
    contactTitle: string;
    hoursTitle: string;
    /** "{openingDays}, {openingHours}" */
    hours: string;
    navTitle: string;
    servicesTitle: string;
    followTitle: string;
    legalTitle: string;
    book: string;
    rights: string;
  };
  backToTop: string;
  toasts: string;
  loading: string;
  newTab: string;
  emergency: {
    title: string;
    intro: string;
    urgent: string;
    national: string;
    samu: string;
    europe: string;
    deaf: string;
    notEmergencyService: string;
  };
  notFound: {
    metaTitle: string;
    title: string;
    text: string;
    home: string;
    sections: string;
    unexpectedTitle: string;
    unexpectedText: string;
  };
  article: {
    readingTime: string;
    published: string;
    updated: string;
    backToList: string;
    readMore: string;
  };
};

export const shellCopy = defineCopy<ShellCopy>(
  {
    skipToContent: "Aller au contenu",
    header: {
      homeLabel: "accueil",
      mainNav: "Navigation principale",
      practical: "Infos pratiques",
      book: "Prendre RDV",
      openMenu: "Ouvrir le menu",
      closeMenu: "Fermer le menu",
      menuTitle: "Menu",
      switchLanguage: "Read this page in English",
      otherLanguage: "EN",
    },
    bottomBar: { label: "Actions rapides", book: "RDV", directions: "Itinéraire", call: "Appeler" },
    footer: {
      contactTitle: "Contact",
      hoursTitle: "Horaires",
      hours: "Consultations {openingDays}, {openingHours}",
      navTitle: "Navigation",
      servicesTitle: "Services",
      followTitle: "Suivre",
      legalTitle: "Informations légales",
      book: "Prendre rendez-vous en ligne",
      rights: "Tous droits réservés.",
    },
    backToTop: "Revenir en haut de la page",
    toasts: "Notifications",
    loading: "Chargement de la page…",
    newTab: "(nouvel onglet)",
    emergency: {
      title: "En cas d’urgence",
      intro: "Si vous traversez un moment de détresse, des personnes sont là pour vous écouter, jour et nuit.",
      urgent: "Message urgent pour le cabinet, lu {urgentDays} j/7, réponse dès que possible : {urgentPhone}",
      national: "{nationalLine} : numéro national de prévention du suicide, gratuit, 24 h/24 et 7 j/7",
      samu: "{samu} : SAMU, urgence médicale",
      europe: "{europe} : numéro d’urgence européen",
      deaf: "{deafSms} : par SMS, pour les personnes sourdes ou malentendantes",
      notEmergencyService:
        "Le cabinet n’est pas un service d’urgence. En cas de danger immédiat, appelez le {samu} ou le {europe}.",
    },
    notFound: {
      metaTitle: "Page introuvable | {practitioner}",
      title: "Cette page est introuvable",
      text: "L’adresse a peut-être changé, ou la page n’existe plus. Voici quelques repères pour retrouver votre chemin.",
      home: "Revenir à l’accueil",
      sections: "Rubriques principales",
      unexpectedTitle: "Un problème est survenu",
      unexpectedText:
        "Cette page n’a pas pu s’afficher. Réessayez dans un instant ; si le problème persiste, vous pouvez toujours nous joindre par téléphone.",
    },
    article: {
      readingTime: "{minutes} min de lecture",
      published: "Publié le",
      updated: "Mis à jour le",
      backToList: "Toutes les actualités",
      readMore: "Lire l’article",
    },
  },
  {
    skipToContent: "Skip to content",
    header: {
      homeLabel: "home page",
      mainNav: "Main navigation",
      practical: "Practical info",
      book: "Book",
      openMenu: "Open the menu",
      closeMenu: "Close the menu",
      menuTitle: "Menu",
      switchLanguage: "Lire cette page en français",
      otherLanguage: "FR",
    },
    bottomBar: { label: "Quick actions", book: "Book", directions: "Directions", call: "Call" },
    footer: {
      contactTitle: "Contact",
      hoursTitle: "Opening hours",
      hours: "Sessions {openingDays}, {openingHours}",
      navTitle: "Navigation",
      servicesTitle: "Services",
      followTitle: "Follow",
      legalTitle: "Legal",
      book: "Book an appointment online",
      rights: "All rights reserved.",
    },
    backToTop: "Back to the top of the page",
    toasts: "Notifications",
    loading: "Loading the page…",
    newTab: "(opens in a new tab)",
    emergency: {
      title: "In an emergency",
      intro:
        "If you are going through a moment of distress, you are not alone: people are there to listen, day and night.",
      urgent:
        "Urgent message for the practice, read {urgentDays} days a week, reply as soon as possible: {urgentPhone}",
      national: "{nationalLine}: France’s national suicide prevention line, free, 24/7",
      samu: "{samu}: SAMU, medical emergencies",
      europe: "{europe}: European emergency number",
      deaf: "{deafSms}: by text message, for deaf and hard-of-hearing people",
      notEmergencyService:
        "The practice is not an emergency service. If you are in immediate danger, call {samu} or {europe}.",
    },
    notFound: {
      metaTitle: "Page not found | {practitioner}",
      title: "We can’t find this page",
      text: "The address may have changed, or the page no longer exists. Here are a few landmarks to find your way.",
      home: "Back to the home page",
      sections: "Main sections",
      unexpectedTitle: "Something went wrong",
      unexpectedText:
        "This page could not be displayed. Please try again in a moment; if the problem persists, you can always reach the practice by phone.",
    },
    article: {
      readingTime: "{minutes} min read",
      published: "Published on",
      updated: "Updated on",
      backToList: "All news",
      readMore: "Read the article",
    },
  },
);
