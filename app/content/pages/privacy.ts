import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Politique de confidentialité | {practitioner}",
      description:
        "Ce que le site de {practitioner} recueille et envoie, à qui, pour combien de temps, ses cookies et la façon d’exercer vos droits.",
    },
    title: "Politique de confidentialité",
    lead: "Ce site recueille le moins de données possible : aucun cookie par défaut, rien n’est envoyé à un autre site sans votre accord, et les messages du formulaire sont effacés du serveur après un délai fixé. Voici le détail.",
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
        intro: "Quand vous m’écrivez depuis le formulaire, le serveur du site enregistre :",
        items: [
          "Vos nom et prénom (ou votre nom seul, dans le formulaire court)",
          "Votre adresse e-mail",
          "Votre numéro de téléphone, si vous choisissez de l’indiquer",
          "Le motif de votre demande, dans le formulaire complet",
          "Votre message",
          "La date et l’heure de l’envoi, qui sont aussi celles de votre consentement, la langue du site et la page d’où vous écrivez",
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
          "Même en quelques mots, le motif de votre demande (par exemple une anxiété, un deuil ou un parcours de PMA) peut être une donnée de santé au sens du RGPD. C’est pourquoi il n’est traité qu’avec votre consentement explicite, donné en cochant la case du formulaire, et seulement pour vous répondre.",
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
          "Le prestataire de messagerie qui achemine l’e-mail jusqu’à la boîte du cabinet",
          "Google, seulement si vous acceptez la mesure d’audience et qu’elle est activée sur le site (voir plus bas)",
          "Le service de réservation en ligne, si vous prenez rendez-vous par son intermédiaire, selon sa propre politique de confidentialité",
          "Le service de visioconférence {videoTool}, si nous nous voyons en visio : il achemine l’image et le son de la séance, qui ne sont pas enregistrés, selon sa propre politique de confidentialité",
          "WhatsApp, si vous choisissez de me contacter par ce moyen, selon ses propres conditions",
        ],
      },
      {
        kind: "prose",
        id: "retention",
        title: "Combien de temps",
        paragraphs: [
          "Votre message est enregistré dans une base de données, sur le serveur du site, puis envoyé au cabinet par e-mail. Il reste sur le serveur jusqu’à ce que cet envoi réussisse, puis il est effacé automatiquement {messageRetentionDays} jours plus tard.",
          "Les e-mails que nous échangeons, y compris la copie de votre message, sont conservés dans la messagerie professionnelle du cabinet {mailboxRetentionYears} ans au plus après notre dernier échange, puis supprimés.",
        ],
      },
      {
        kind: "prose",
        id: "abuse",
        title: "Protection contre les envois abusifs",
        paragraphs: [
          "Pour empêcher les envois en série, le serveur garde en mémoire l’adresse réseau (adresse IP) d’où part chaque message pendant {rateLimitMinutes} minutes environ, puis l’oublie. Cette adresse n’est ni jointe à votre message, ni enregistrée dans la base de données, ni écrite dans les journaux du site.",
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
        id: "browser-storage",
        title: "Ce que le site garde dans votre navigateur",
        paragraphs: [
          "Une seule chose : votre choix en matière de cookies, dans le stockage local de votre navigateur, sous le nom « cookieConsent ». Il indique que les éléments nécessaires au site sont actifs, si vous acceptez ou non la mesure d’audience, et la date de votre choix.",
          "Au bout de {consentMonths} mois, ce choix est effacé et la question vous est posée à nouveau. Si votre navigateur bloque ce stockage, votre choix ne vaut que pour la visite en cours.",
        ],
      },
      {
        kind: "prose",
        id: "cookies",
        title: "Cookies",
        paragraphs: [
          "Par défaut, ce site ne dépose aucun cookie, pas même un cookie dit « nécessaire » : il n’en a pas besoin pour fonctionner.",
          "Des cookies ne sont déposés que si vous acceptez la mesure d’audience, et seulement si elle est activée sur le site. Google Analytics dépose alors deux cookies, _ga et _ga_ suivi de l’identifiant de mesure du site, pour {analyticsCookieMonths} mois au plus.",
        ],
      },
      {
        kind: "prose",
        id: "analytics",
        title: "Mesure d’audience (Google Analytics)",
        paragraphs: [
          "Avant votre choix, ou si vous refusez, votre navigateur n’envoie aucune requête à un autre site que celui-ci : les polices sont hébergées sur le site, et les cartes comme la réservation s’ouvrent par de simples liens.",
          "Si vous acceptez, et seulement si la mesure d’audience est activée, votre navigateur charge le script de Google, et Google Analytics reçoit les pages que vous consultez, avec votre adresse IP, l’adresse de la page, celle de la page d’où vous venez et des informations sur votre appareil et votre navigateur. Les signaux Google et la personnalisation des annonces sont désactivés. Si la mesure d’audience n’est pas activée, accepter ne fait qu’enregistrer votre choix.",
          "Ces données sont reçues par Google Ireland Limited, sur la base de votre consentement. Elles peuvent être transférées à Google LLC, aux États-Unis, au titre du cadre de protection des données UE–États-Unis.",
        ],
      },
      {
        kind: "prose",
        id: "withdrawal",
        title: "Changer d’avis",
        paragraphs: [
          "Le lien « Gérer les cookies », en bas de chaque page, rouvre vos préférences à tout moment. Refuser est aussi simple qu’accepter et ne change rien à votre visite.",
          "Si vous retirez votre accord, la mesure d’audience est aussitôt désactivée, y compris pour la suite de votre visite, et les cookies de Google Analytics sont supprimés.",
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
          "Définir des directives sur le sort de vos données après votre décès (article 85 de la loi Informatique et Libertés)",
        ],
      },
      {
        kind: "prose",
        id: "exercise",
        title: "Exercer vos droits",
        paragraphs: [
          "Écrivez simplement à {email}. Je vous réponds dans un délai d’un mois au plus.",
          "Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL, sur {authorityUrl}.",
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
      title: "Privacy policy | {practitioner}",
      description:
        "What {practitioner}’s website collects and sends, to whom, for how long, its cookies, and how to exercise your rights.",
    },
    title: "Privacy policy",
    lead: "This website collects as little data as possible: no cookies by default, nothing sent to another site without your agreement, and contact messages deleted from the server after a set time. Here are the details.",
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
        intro: "When you write to me through the form, the website’s server stores:",
        items: [
          "Your first and last name (or just your name, on the short form)",
          "Your e-mail address",
          "Your phone number, if you choose to give it",
          "The reason for your enquiry, on the full form",
          "Your message",
          "The date and time you sent it, which is also when you gave your consent, the language of the site and the page you wrote from",
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
          "Even in a few words, the reason for your enquiry (anxiety, a bereavement or fertility treatment, for example) can be health data under the GDPR. That is why it is only processed with your explicit consent, given by ticking the box on the form, and only to reply to you.",
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
          "Google, only if you accept audience measurement and it is switched on for the website (see below)",
          "The online booking service, if you book through it, under its own privacy policy",
          "The video-consultation service, {videoTool}, if we meet by video: it carries the sound and picture of the session, which are not recorded, under its own privacy policy",
          "WhatsApp, if you choose to contact me that way, under its own terms",
        ],
      },
      {
        kind: "prose",
        id: "retention",
        title: "How long it is kept",
        paragraphs: [
          "Your message is stored in a database on the website’s server, then sent on to the practice by e-mail. It stays on the server until it has been delivered, and is deleted automatically {messageRetentionDays} days later.",
          "The e-mails we exchange, including the copy of your message, are kept in the practice’s professional mailbox for {mailboxRetentionYears} years at most after our last exchange, then deleted.",
        ],
      },
      {
        kind: "prose",
        id: "abuse",
        title: "Protection against abuse",
        paragraphs: [
          "To stop the form being flooded, the server keeps the network address (IP address) each message comes from in memory for about {rateLimitMinutes} minutes, then forgets it. That address is never attached to your message, stored in the database or written to the website’s logs.",
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
        id: "browser-storage",
        title: "What the website keeps in your browser",
        paragraphs: [
          "Just one thing: your cookie choice, in your browser’s local storage, under the name “cookieConsent”. It records that the site’s necessary features are on, whether or not you accept audience measurement, and the date of your choice.",
          "After {consentMonths} months, it is deleted and you are asked again. If your browser blocks this storage, your choice only lasts for your current visit.",
        ],
      },
      {
        kind: "prose",
        id: "cookies",
        title: "Cookies",
        paragraphs: [
          "By default, this website sets no cookies at all, not even so-called “necessary” ones: it does not need any to work.",
          "Cookies are only set if you accept audience measurement, and only if it is switched on for the website. Google Analytics then sets two cookies, _ga and _ga_ followed by the site’s measurement ID, for {analyticsCookieMonths} months at most.",
        ],
      },
      {
        kind: "prose",
        id: "analytics",
        title: "Audience measurement (Google Analytics)",
        paragraphs: [
          "Before you choose, or if you refuse, your browser sends no request to any site other than this one: the fonts are hosted on the website, and maps and booking open as ordinary links.",
          "If you accept, and only if audience measurement is switched on, your browser loads Google’s tag script, and Google Analytics receives the pages you view, with your IP address, the page’s address, the page you came from and details of your device and browser. Google signals and ad personalisation are turned off. If audience measurement is not switched on, accepting simply records your choice.",
          "This data is received by Google Ireland Limited, on the basis of your consent. It may be transferred to Google LLC in the United States, under the EU–US Data Privacy Framework.",
        ],
      },
      {
        kind: "prose",
        id: "withdrawal",
        title: "Changing your mind",
        paragraphs: [
          "The “Cookie settings” link at the bottom of every page reopens your preferences at any time. Refusing is as easy as accepting and makes no difference to your visit.",
          "If you withdraw your consent, audience measurement stops straight away, for the rest of your visit too, and the Google Analytics cookies are deleted.",
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
          "Set instructions for what happens to your data after your death (article 85 of the French Data Protection Act)",
        ],
      },
      {
        kind: "prose",
        id: "exercise",
        title: "Exercising your rights",
        paragraphs: [
          "Simply write to {email}. I will reply within one month at the latest.",
          "If, after contacting me, you feel your rights have not been respected, you can lodge a complaint with the CNIL, the French data protection authority, at {authorityUrl}.",
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
