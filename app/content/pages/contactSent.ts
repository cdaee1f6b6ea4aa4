import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Message envoyé | {practitioner}",
      description:
        "Votre message a bien été reçu par le cabinet de {practitioner} à {city}. Vous recevrez une réponse sous un à deux jours ouvrés.",
    },
    title: "Merci, votre message est bien arrivé",
    lead: "Je vous réponds en général sous un à deux jours ouvrés, par e-mail ou par téléphone selon ce que vous avez indiqué.",
    sections: [
      {
        kind: "actions",
        id: "next",
        title: "En attendant",
        text: "Vous pouvez aussi réserver directement un créneau en ligne, ou revenir à l’accueil.",
        actions: [
          { label: "Prendre RDV en ligne", external: "booking" },
          { label: "Revenir à l’accueil", page: "home" },
        ],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
  {
    meta: {
      title: "Message sent | {practitioner}",
      description:
        "Your message has reached {practitioner}’s practice in {city}. You will usually get a reply within one or two working days.",
    },
    title: "Thank you, your message has arrived",
    lead: "I usually reply within one or two working days, by e-mail or by phone, as you asked.",
    sections: [
      {
        kind: "actions",
        id: "next",
        title: "In the meantime",
        text: "You can also book a time slot online straight away, or go back to the home page.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Back to the home page", page: "home" },
        ],
      },
      { kind: "emergency", id: "emergency" },
    ],
  },
);
