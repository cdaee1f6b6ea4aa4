import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Contact et rendez-vous | {practitioner}",
      description:
        "Contacter {practitioner} à {city} par téléphone, SMS, WhatsApp ou e-mail, ou via le formulaire. Horaires, accès au cabinet et numéros d’urgence.",
    },
    eyebrow: "Infos pratiques",
    title: "Contact",
    lead: "Une question, un premier contact, un rendez-vous à organiser ? Choisissez le moyen qui vous convient le mieux : je vous réponds personnellement.",
    sections: [
      { kind: "contactDetails", id: "details", title: "Coordonnées" },
      {
        kind: "actions",
        id: "directions",
        title: "Venir au cabinet",
        text: "Le cabinet se trouve au {address}, à quelques minutes de Nice. Accès en voiture, en bus, en tramway ou en train : toutes les indications sont sur la page dédiée.",
        actions: [
          { label: "Itinéraire", external: "maps" },
          { label: "Cabinet & accès", page: "office" },
        ],
      },
      {
        kind: "prose",
        id: "hours",
        title: "Horaires et réponses",
        paragraphs: [
          "Je reçois sur rendez-vous {openingDays}, {openingHours}.",
          "Pendant une séance, je ne peux pas décrocher. Laissez un message ou envoyez un SMS : je vous rappelle dès que possible.",
          "Je réponds aux messages et aux e-mails sous un à deux jours ouvrés.",
        ],
      },
      {
        kind: "actions",
        id: "privacy-note",
        title: "Votre message et vos données",
        text: "Votre message n’est lu que par moi. Il sert uniquement à vous répondre et il est supprimé {messageRetentionDays} jours après m’être parvenu. Merci de ne pas y détailler d’informations sur votre santé : nous en parlerons de vive voix, en séance.",
        actions: [{ label: "Politique de confidentialité", page: "privacy" }],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
  {
    meta: {
      title: "Contact and appointments | {practitioner}",
      description:
        "Contact {practitioner} in {city} by phone, text, WhatsApp, e-mail or the form. Opening hours, directions and emergency numbers.",
    },
    eyebrow: "Practical information",
    title: "Contact",
    lead: "A question, a first contact, an appointment to arrange? Choose whichever way suits you best. I reply personally.",
    sections: [
      { kind: "contactDetails", id: "details", title: "Contact details" },
      {
        kind: "actions",
        id: "directions",
        title: "Finding the office",
        text: "The office is at {address}, a few minutes from Nice. You can get there by car, bus, tram or train: all the details are on the directions page.",
        actions: [
          { label: "Directions", external: "maps" },
          { label: "Office & directions", page: "office" },
        ],
      },
      {
        kind: "prose",
        id: "hours",
        title: "Hours and replies",
        paragraphs: [
          "I see people by appointment, {openingDays}, {openingHours}.",
          "I can’t answer the phone during a session. Leave a message or send a text and I will call you back as soon as I can.",
          "I reply to messages and e-mails within one or two working days.",
        ],
      },
      {
        kind: "actions",
        id: "privacy-note",
        title: "Your message and your data",
        text: "Only I read your message. It is used solely to reply to you and is deleted {messageRetentionDays} days after it reaches me. Please don’t include detailed information about your health: we can talk about that in person, during a session.",
        actions: [{ label: "Privacy policy", page: "privacy" }],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
);
