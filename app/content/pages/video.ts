import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Téléconsultation : séances en visio | {practitioner}",
      description:
        "Consulter en visio avec {practitioner} : déroulement, matériel nécessaire, confidentialité, séances pour les mineurs et limites de la téléconsultation.",
    },
    eyebrow: "Infos pratiques",
    title: "Téléconsultation",
    lead: "Consulter en visio, c’est retrouver le même cadre d’écoute qu’au cabinet, depuis un lieu où vous vous sentez bien. Une solution utile si vous habitez loin, voyagez souvent ou avez des journées chargées.",
    sections: [
      {
        kind: "steps",
        id: "how-it-works",
        title: "Comment ça se passe",
        items: [
          {
            title: "Réservez votre créneau",
            text: "Choisissez une séance en visio sur le service de réservation en ligne, ou appelez-moi pour convenir d’un horaire.",
          },
          {
            title: "Recevez votre lien",
            text: "Avant la séance, vous recevez par e-mail un lien de connexion sécurisé, réservé à votre rendez-vous, ainsi que les modalités de règlement.",
          },
          {
            title: "Installez-vous",
            text: "Quelques minutes avant l’heure, installez-vous au calme, vérifiez le son et l’image, puis ouvrez le lien.",
          },
          {
            title: "Échangez",
            text: "La séance se déroule comme au cabinet : même durée, même écoute, même confidentialité.",
          },
        ],
      },
      {
        kind: "list",
        id: "what-you-need",
        title: "Ce dont vous avez besoin",
        items: [
          "Un ordinateur, une tablette ou un smartphone équipé d’une caméra et d’un micro",
          "Une connexion internet stable (wifi, 4G ou 5G)",
          "Un casque ou des écouteurs, pour plus de confort et de discrétion",
          "Une pièce calme, où personne ne vous dérangera pendant la séance",
        ],
      },
      {
        kind: "prose",
        id: "privacy",
        title: "Confidentialité et sécurité",
        paragraphs: [
          "Chaque séance a lieu sur un lien vidéo sécurisé, propre à votre rendez-vous. Les séances ne sont jamais enregistrées.",
          "De mon côté, je consulte depuis un bureau fermé, sans personne autour. Le secret professionnel s’applique exactement comme au cabinet.",
          "De votre côté, choisissez un endroit où vous pouvez parler librement. Si c’est difficile chez vous, une voiture garée au calme ou une salle isolée au travail peuvent dépanner.",
        ],
      },
      {
        kind: "prose",
        id: "minors",
        title: "Enfants et adolescents",
        paragraphs: [
          "Pour un mineur, l’accord des parents, ou des personnes qui exercent l’autorité parentale, est nécessaire avant la première séance, en visio comme au cabinet.",
          "Avec les plus jeunes, je privilégie souvent les séances au cabinet, où le jeu et le dessin trouvent plus facilement leur place. Nous en parlons ensemble lors du premier contact.",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Quand la visio n’est pas adaptée",
        paragraphs: [
          "La téléconsultation ne convient pas aux situations de crise. Si vous pensez au suicide, ou si un proche vous inquiète, appelez le {nationalLine}, gratuit, à toute heure. En cas de danger immédiat, composez le {samu} ou le {europe}.",
          "Elle ne remplace pas non plus un suivi médical : pour toute question sur un traitement ou sur des symptômes physiques, parlez-en à votre médecin.",
          "Enfin, si la connexion coupe pendant la séance, je vous rappelle par téléphone pour la poursuivre.",
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Réserver une séance en visio",
        text: "Choisissez votre créneau en ligne. Vous hésitez entre la visio et le cabinet ? Parlons-en.",
        actions: [
          { label: "Réserver en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
          { label: "Voir les tarifs", page: "pricing" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Online therapy sessions by video | {practitioner}",
      description:
        "Therapy by video with {practitioner}: how it works, what you need, privacy, sessions for under-18s and when online sessions are not the right choice.",
    },
    eyebrow: "Practical information",
    title: "Online sessions",
    lead: "A video session offers the same attentive space as the office, from a place where you feel at ease. Useful if you live further away, travel often or have busy days.",
    sections: [
      {
        kind: "steps",
        id: "how-it-works",
        title: "How it works",
        items: [
          {
            title: "Book a time",
            text: "Choose a video session on the online booking service, or call me to arrange a time.",
          },
          {
            title: "Get your link",
            text: "Before the session, you receive an e-mail with a secure link for your appointment only, along with how to pay.",
          },
          {
            title: "Settle in",
            text: "A few minutes beforehand, find a quiet spot, check your sound and camera, then open the link.",
          },
          {
            title: "Talk",
            text: "The session runs just as it would at the office: same length, same attention, same confidentiality.",
          },
        ],
      },
      {
        kind: "list",
        id: "what-you-need",
        title: "What you need",
        items: [
          "A computer, tablet or smartphone with a camera and microphone",
          "A stable internet connection (wi-fi, 4G or 5G)",
          "Headphones or earphones, for comfort and privacy",
          "A quiet room where no one will disturb you during the session",
        ],
      },
      {
        kind: "prose",
        id: "privacy",
        title: "Privacy and security",
        paragraphs: [
          "Every session takes place over a secure video link created for your appointment. Sessions are never recorded.",
          "On my side, I work from a closed office with no one else around. Professional confidentiality applies exactly as it does at the office.",
          "On your side, choose somewhere you can speak freely. If that is hard at home, a car parked somewhere quiet or a private room at work can do the job.",
        ],
      },
      {
        kind: "prose",
        id: "minors",
        title: "Children and teenagers",
        paragraphs: [
          "For anyone under 18, the consent of the parents, or of whoever holds parental responsibility, is needed before the first session, whether by video or at the office.",
          "With younger children, I often prefer to meet at the office, where play and drawing come more naturally. We can talk this through when you first get in touch.",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "When video is not the right choice",
        paragraphs: [
          "Online sessions are not suited to a crisis. If you are thinking about suicide, or are worried about someone close to you, call {nationalLine}, free of charge, at any hour. If someone is in immediate danger, dial {samu} or {europe}.",
          "Nor do they replace medical care: for any question about medication or physical symptoms, please speak to your doctor.",
          "And if the connection drops during a session, I will call you by phone so that we can carry on.",
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Book a video session",
        text: "Pick a time online. Not sure whether video or the office would suit you better? Let’s talk it over.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
          { label: "See fees", page: "pricing" },
        ],
      },
    ],
  },
);
