/** The confirmation page, where the contact form lands without JavaScript (the server answers 303 here). */
import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Message envoyé | {practitioner}",
      description: "Votre message a bien été reçu par le cabinet de {practitioner}, à {city}.",
    },
    title: "Merci, votre message est bien arrivé",
    lead: "Je vous réponds en général sous un à deux jours ouvrés, par e-mail, ou par téléphone si vous avez laissé un numéro.",
    sections: [
      {
        kind: "prose",
        id: "reply",
        title: "Si la réponse tarde",
        paragraphs: [
          "Sans nouvelles de ma part après quelques jours, jetez un œil à vos courriers indésirables : la réponse a pu s’y glisser. Vous pouvez aussi m’appeler au {phone}.",
        ],
      },
      {
        kind: "actions",
        id: "next",
        title: "En attendant",
        text: "Vous pouvez dès maintenant réserver un créneau en ligne, ou revenir à l’accueil.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Revenir à l’accueil", page: "home" },
        ],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
  {
    meta: {
      title: "Message sent | {practitioner}",
      description: "Your message has reached {practitioner}’s practice in {city}.",
    },
    title: "Thank you, your message has arrived",
    lead: "I usually reply within one or two working days, by email, or by phone if you left a number.",
    sections: [
      {
        kind: "prose",
        id: "reply",
        title: "If you don’t hear back",
        paragraphs: [
          "If a few days go by without a reply, have a look in your spam folder: replies sometimes end up there. You can also call me on {phone}.",
        ],
      },
      {
        kind: "actions",
        id: "next",
        title: "In the meantime",
        text: "You can book a time online straight away, or go back to the home page.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Back to the home page", page: "home" },
        ],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
);
