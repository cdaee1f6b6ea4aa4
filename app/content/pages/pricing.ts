import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Tarifs des consultations | {practitioner}",
      description:
        "Tarifs des séances individuelles, de couple et de famille, au cabinet de {city} ou à distance : mutuelles, paiement et annulation.",
    },
    eyebrow: "Infos pratiques",
    title: "Tarifs",
    lead: "Des tarifs clairs, identiques au cabinet, par téléphone et en visio. Les prix sont indiqués par séance, TTC.",
    sections: [
      {
        kind: "rates",
        id: "rates",
        title: "Les séances",
        intro: "Tous les prix s’entendent TTC (toutes taxes comprises).",
        items: [
          {
            title: "Consultation individuelle",
            price: "individual",
            details: [
              "Enfants, adolescents et adultes",
              "Première séance de {firstSessionMinutes} minutes",
              "Au cabinet, par téléphone ou en visio",
            ],
          },
          {
            title: "Couple ou famille",
            price: "coupleOrFamily",
            details: [
              "Thérapie de couple et thérapie familiale",
              "Séances de {coupleSessionMinutes} minutes",
              "Au cabinet ou à distance",
            ],
          },
        ],
      },
      {
        kind: "prose",
        id: "cancellation",
        title: "Annulation et report",
        paragraphs: [
          "Un empêchement ? Prévenez-moi au moins {cancellationHours} heures à l’avance, par téléphone, par SMS ou depuis le service de réservation en ligne : la séance est alors reportée ou annulée sans frais.",
          "Une séance annulée moins de {cancellationHours} heures à l’avance, ou manquée sans prévenir, est due en totalité, car ce temps vous était réservé.",
        ],
      },
      {
        kind: "prose",
        id: "reimbursement",
        title: "Remboursement",
        paragraphs: [
          "Les séances avec un praticien non médecin ne sont pas remboursées par la Sécurité sociale.",
          "En revanche, de nombreuses mutuelles prennent en charge une partie de quelques séances par an, selon les garanties de votre contrat. Renseignez-vous auprès de la vôtre : demandez si ce type d’accompagnement est couvert, pour combien de séances et à quelle hauteur.",
          "Une facture vous est remise pour chaque séance, afin que vous puissiez faire votre demande de remboursement.",
        ],
      },
      {
        kind: "list",
        id: "payment",
        title: "Moyens de paiement",
        intro: "Au cabinet, le règlement se fait à la fin de la séance. Sont acceptés :",
        items: [
          "Espèces",
          "Chèque",
          "Carte bancaire",
          "Virement bancaire, pour les séances à distance (visio ou téléphone)",
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Prendre rendez-vous",
        text: "Choisissez votre créneau en ligne, au cabinet ou à distance. Une question sur les tarifs ou le remboursement ? Écrivez-moi ou appelez-moi.",
        actions: [
          { label: "Réserver en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Session fees | {practitioner}",
      description:
        "Fees for individual, couple and family sessions, at the office in {city} or remotely. Top-up insurance, payment methods and cancellation policy.",
    },
    eyebrow: "Practical information",
    title: "Fees",
    lead: "Clear fees, the same at the office, by phone and by video. Prices are per session, all taxes included.",
    sections: [
      {
        kind: "rates",
        id: "rates",
        title: "Sessions",
        intro: "All prices are shown with all taxes included.",
        items: [
          {
            title: "Individual session",
            price: "individual",
            details: [
              "Children, teenagers and adults",
              "First session: {firstSessionMinutes} minutes",
              "At the office, by phone or by video",
            ],
          },
          {
            title: "Couple or family",
            price: "coupleOrFamily",
            details: [
              "Couples therapy and family therapy",
              "Sessions of {coupleSessionMinutes} minutes",
              "At the office or remotely",
            ],
          },
        ],
      },
      {
        kind: "prose",
        id: "cancellation",
        title: "Cancelling or moving a session",
        paragraphs: [
          "Can’t make it? Let me know at least {cancellationHours} hours beforehand, by phone, by text or through the online booking service, and the session can be moved or cancelled free of charge.",
          "A session cancelled less than {cancellationHours} hours in advance, or missed without notice, is charged in full, as that time was set aside for you.",
        ],
      },
      {
        kind: "prose",
        id: "reimbursement",
        title: "Insurance",
        paragraphs: [
          "Sessions with a practitioner who is not a doctor are not reimbursed by the French state health insurance (Sécurité sociale).",
          "However, many top-up health insurers (mutuelles) cover part of a few sessions a year, depending on your policy. It is worth asking yours whether this kind of support is included, for how many sessions and up to what amount. If you have international or expatriate health cover, ask them too.",
          "You receive an invoice for every session, so that you can make your claim.",
        ],
      },
      {
        kind: "list",
        id: "payment",
        title: "Payment methods",
        intro: "At the office, you pay at the end of the session. I accept:",
        items: [
          "Cash",
          "Cheque (French bank)",
          "Debit or credit card",
          "Bank transfer, for remote sessions (video or phone)",
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Book a session",
        text: "Pick a time online, at the office or remotely. Any questions about fees or insurance? Feel free to call or write.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
