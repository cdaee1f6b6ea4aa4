import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Politique de confidentialité",
      description:
        "Données recueillies par le site de {practitioner}, usage, destinataires, durée de conservation, cookies et façon d’exercer vos droits.",
    },
    title: "Politique de confidentialité",
    lead: "Ce site recueille le moins de données possible. Voici, en clair, ce qui est collecté, pourquoi, par qui c’est reçu et comment exercer vos droits.",
    sections: [
      {
        kind: "prose",
        id: "controller",
        title: "Responsable du traitement",
        paragraphs: [
          "{practitioner}, {legalStatus}, {address}.",
          "Pour toute question sur vos données, écrivez à {email}.",
        ],
      },
      {
        kind: "list",
        id: "collected",
        title: "Ce que recueille le formulaire de contact",
        intro: "Quand vous m’écrivez depuis le formulaire, je reçois :",
        items: [
          "Vos nom et prénom",
          "Votre adresse e-mail",
          "Votre numéro de téléphone, si vous choisissez de l’indiquer",
          "Le motif de votre demande",
          "Votre message",
        ],
      },
      {
        kind: "prose",
        id: "purpose",
        title: "Pourquoi, et sur quelle base",
        paragraphs: [
          "Ces informations servent uniquement à vous répondre et, si vous le souhaitez, à organiser un rendez-vous. Elles ne sont jamais utilisées à des fins commerciales, ni vendues, ni cédées.",
          "Leur traitement repose sur votre consentement, que vous donnez en cochant la case prévue avant l’envoi. Vous pouvez le retirer à tout moment en m’écrivant.",
        ],
      },
      {
        kind: "prose",
        id: "health",
        title: "Pas d’informations de santé détaillées",
        paragraphs: [
          "Le formulaire n’est pas fait pour recevoir des informations médicales. Décrivez votre demande en quelques mots, sans détails sur votre santé, vos traitements ou ceux d’un proche : nous en parlerons de vive voix, en séance.",
        ],
      },
      {
        kind: "list",
        id: "recipients",
        title: "Qui reçoit vos données",
        intro: "Vos données ne sont transmises qu’aux destinataires suivants, chacun pour son rôle :",
        items: [
          "{practitioner}, seule personne à lire vos messages",
          "L’hébergeur du site, {hostName}, sur le serveur duquel le message est enregistré",
          "Le prestataire de messagerie qui achemine le message jusqu’à la boîte e-mail du cabinet",
          "Le service de réservation en ligne, si vous prenez rendez-vous par son intermédiaire, selon sa propre politique de confidentialité",
          "WhatsApp, si vous choisissez de me contacter par ce moyen, selon ses propres conditions",
        ],
      },
      {
        kind: "prose",
        id: "retention",
        title: "Combien de temps",
        paragraphs: [
          "Le message est conservé sur le serveur du site le temps de m’être transmis par e-mail, puis supprimé automatiquement {messageRetentionDays} jours après m’être parvenu.",
          "Si nous poursuivons l’échange par e-mail, ces messages restent dans la messagerie professionnelle du cabinet le temps nécessaire au suivi de votre demande.",
        ],
      },
      {
        kind: "prose",
        id: "security",
        title: "Sécurité",
        paragraphs: [
          "Les échanges entre votre navigateur et le site sont chiffrés. Le message est enregistré sur le serveur du site, dont l’accès est restreint, avant de m’être transmis.",
          "Aucun système n’étant infaillible, c’est une raison de plus pour ne pas inclure d’informations de santé détaillées dans votre message.",
        ],
      },
      {
        kind: "prose",
        id: "cookies",
        title: "Cookies",
        paragraphs: [
          "Par défaut, ce site ne dépose aucun cookie de mesure d’audience ni de publicité. Il enregistre seulement votre choix en matière de cookies, dans le stockage local de votre navigateur (sous la clé « cookieConsent »), pendant {consentMonths} mois. Ce choix vous est ensuite redemandé.",
          "Si vous les acceptez, et seulement si la mesure d’audience est activée sur le site, des cookies analytiques (Google Analytics) permettent de compter les visites de façon statistique, pour améliorer le site. Refuser est aussi simple qu’accepter, et vous pouvez changer d’avis à tout moment grâce au lien de gestion des cookies en bas de chaque page.",
          "Aucune police, carte ou vidéo d’un service tiers n’est chargée sans action de votre part : les polices sont hébergées sur le site, et les cartes comme la réservation s’ouvrent par de simples liens.",
        ],
      },
      {
        kind: "list",
        id: "rights",
        title: "Vos droits",
        intro: "Conformément au RGPD et à la loi Informatique et Libertés, vous pouvez à tout moment :",
        items: [
          "Accéder aux données qui vous concernent",
          "Les faire rectifier",
          "En demander l’effacement",
          "Vous opposer à leur traitement",
          "En demander la limitation",
          "Les recevoir dans un format courant, pour les transmettre ailleurs (portabilité)",
        ],
      },
      {
        kind: "prose",
        id: "exercise",
        title: "Exercer vos droits",
        paragraphs: [
          "Écrivez simplement à {email}. Je vous réponds dans un délai d’un mois au plus.",
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, sur cnil.fr.",
        ],
      },
      {
        kind: "prose",
        id: "minors",
        title: "Mineurs",
        paragraphs: [
          "Si vous avez moins de 15 ans, l’accord de l’un de vos parents, ou d’une personne qui exerce l’autorité parentale, est nécessaire avant d’envoyer un message. Il ou elle peut aussi prendre contact à votre place.",
        ],
      },
    ],
  },
  {
    meta: {
      title: "Privacy policy",
      description:
        "What data {practitioner}’s website collects, why, who receives it, how long it is kept, cookies, and how to exercise your rights.",
    },
    title: "Privacy policy",
    lead: "This website collects as little data as possible. Here, in plain terms, is what is collected, why, who receives it and how to exercise your rights.",
    sections: [
      {
        kind: "prose",
        id: "controller",
        title: "Data controller",
        paragraphs: [
          "{practitioner}, {legalStatus}, {address}.",
          "For any question about your data, write to {email}.",
        ],
      },
      {
        kind: "list",
        id: "collected",
        title: "What the contact form collects",
        intro: "When you write to me through the form, I receive:",
        items: [
          "Your first and last name",
          "Your e-mail address",
          "Your phone number, if you choose to give it",
          "The reason for your enquiry",
          "Your message",
        ],
      },
      {
        kind: "prose",
        id: "purpose",
        title: "Why, and on what legal basis",
        paragraphs: [
          "This information is used only to reply to you and, if you wish, to arrange an appointment. It is never used for marketing, sold or passed on.",
          "It is processed on the basis of your consent, which you give by ticking the box before sending. You can withdraw it at any time by writing to me.",
        ],
      },
      {
        kind: "prose",
        id: "health",
        title: "No detailed health information",
        paragraphs: [
          "The form is not designed to receive medical information. Please describe your enquiry in a few words, without details of your health, your medication or that of someone close to you: we can talk about that in person, during a session.",
        ],
      },
      {
        kind: "list",
        id: "recipients",
        title: "Who receives your data",
        intro: "Your data only goes to the following recipients, each for its own purpose:",
        items: [
          "{practitioner}, the only person who reads your messages",
          "The website host, {hostName}, on whose server the message is stored",
          "The e-mail provider that delivers the message to the practice’s inbox",
          "The online booking service, if you book through it, under its own privacy policy",
          "WhatsApp, if you choose to contact me that way, under its own terms",
        ],
      },
      {
        kind: "prose",
        id: "retention",
        title: "How long it is kept",
        paragraphs: [
          "The message is kept on the website’s server until it has been sent on to me by e-mail, and is then deleted automatically {messageRetentionDays} days after it reached me.",
          "If we carry on the conversation by e-mail, those messages stay in the practice’s professional mailbox for as long as your enquiry needs following up.",
        ],
      },
      {
        kind: "prose",
        id: "security",
        title: "Security",
        paragraphs: [
          "Everything sent between your browser and the website is encrypted. The message is stored on the website’s server, with restricted access, before it is passed on to me.",
          "No system is infallible, which is one more reason not to include detailed health information in your message.",
        ],
      },
      {
        kind: "prose",
        id: "cookies",
        title: "Cookies",
        paragraphs: [
          "By default, this website sets no audience measurement or advertising cookies. It only records your cookie choice, in your browser’s local storage (under the key “cookieConsent”), for {consentMonths} months. After that, you are asked again.",
          "If you accept them, and only if audience measurement is switched on for the website, analytics cookies (Google Analytics) count visits statistically to help improve the site. Refusing is as easy as accepting, and you can change your mind at any time with the cookie settings link at the bottom of every page.",
          "No font, map or video from a third-party service loads unless you choose it: the fonts are hosted on the website, and maps and booking open as ordinary links.",
        ],
      },
      {
        kind: "list",
        id: "rights",
        title: "Your rights",
        intro: "Under the GDPR and the French Data Protection Act, you can at any time:",
        items: [
          "Access the data concerning you",
          "Have it corrected",
          "Ask for it to be erased",
          "Object to its processing",
          "Ask for its processing to be restricted",
          "Receive it in a common format to pass on elsewhere (portability)",
        ],
      },
      {
        kind: "prose",
        id: "exercise",
        title: "Exercising your rights",
        paragraphs: [
          "Simply write to {email}. I will reply within one month at the latest.",
          "If, after contacting me, you feel your rights have not been respected, you can lodge a complaint with the CNIL, the French data protection authority, at cnil.fr.",
        ],
      },
      {
        kind: "prose",
        id: "minors",
        title: "Under-15s",
        paragraphs: [
          "If you are under 15, you need the agreement of one of your parents, or of someone with parental responsibility, before sending a message. They can also get in touch on your behalf.",
        ],
      },
    ],
  },
);
