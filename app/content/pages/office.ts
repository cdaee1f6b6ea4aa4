import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Cabinet et accès à {city} | {practitioner}",
      description:
        "Le cabinet de {practitioner} à {city}, près de Nice : accès en voiture par l’A8, en bus, en tramway ou en train, stationnement et accessibilité.",
    },
    eyebrow: "Infos pratiques",
    title: "Cabinet & accès",
    lead: "Le cabinet se trouve à {city}, entre Nice et Cagnes-sur-Mer, dans un cadre calme pensé pour que vous vous sentiez à l’aise dès votre arrivée.",
    sections: [
      {
        kind: "prose",
        id: "address",
        title: "Adresse",
        paragraphs: ["{address}", "Consultations sur rendez-vous uniquement, {openingDays}, {openingHours}."],
      },
      {
        kind: "cards",
        id: "access",
        title: "Venir au cabinet",
        items: [
          {
            title: "En voiture",
            text: "Par l’autoroute A8, prenez la sortie {city}, puis suivez la direction du centre-ville. Comptez une quinzaine de minutes depuis le centre de Nice, hors heures de pointe.",
          },
          {
            title: "En bus",
            text: "Le réseau Lignes d’Azur relie {city} à Nice et aux communes voisines. Son calculateur d’itinéraire vous indique l’arrêt le plus proche du cabinet.",
          },
          {
            title: "En tramway",
            text: "Depuis Nice, la ligne 2 du tramway vous conduit jusqu’à l’aéroport. De là, une courte correspondance en bus vous amène à {city}, de l’autre côté du Var.",
          },
          {
            title: "En train",
            text: "La gare TER de {city} est desservie par les trains de la côte, depuis Nice, Antibes ou Cannes. Vérifiez la fin du trajet avec le lien d’itinéraire ci-dessous.",
          },
          {
            title: "Stationnement",
            text: "Vous trouverez des places dans les rues voisines et dans les parkings du centre-ville. Prévoyez quelques minutes de marge, surtout l’été et les jours de marché.",
          },
        ],
      },
      {
        kind: "prose",
        id: "accessibility",
        title: "Accessibilité",
        paragraphs: [
          "Vous avez des besoins particuliers : mobilité réduite, difficulté avec les escaliers, venue avec un accompagnant ? Appelez-moi avant votre rendez-vous. Nous verrons ensemble comment vous accueillir dans de bonnes conditions, ou si une séance à distance vous conviendrait mieux.",
        ],
      },
      {
        kind: "prose",
        id: "arrival",
        title: "À votre arrivée",
        paragraphs: [
          "Présentez-vous à l’heure de votre rendez-vous. En cas de retard, la séance se termine à l’heure prévue, par respect pour la personne suivante.",
        ],
      },
      {
        kind: "actions",
        id: "plan",
        title: "Préparer votre venue",
        text: "Ouvrez l’itinéraire dans votre application de cartes, ou réservez directement votre séance en ligne.",
        actions: [
          { label: "Itinéraire", external: "maps" },
          { label: "Prendre RDV en ligne", external: "booking" },
          { label: "Consulter en visio", page: "video" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Office in {city} | {practitioner}",
      description:
        "Where to find {practitioner}’s office in {city}, near Nice: by car via the A8, by bus, tram or train, parking and accessibility.",
    },
    eyebrow: "Practical information",
    title: "Office & directions",
    lead: "The office is in {city}, between Nice and Cagnes-sur-Mer, in a quiet setting designed to help you feel at ease from the moment you arrive.",
    sections: [
      {
        kind: "prose",
        id: "address",
        title: "Address",
        paragraphs: ["{address}", "By appointment only, {openingDays}, {openingHours}."],
      },
      {
        kind: "cards",
        id: "access",
        title: "Getting here",
        items: [
          {
            title: "By car",
            text: "Take the A8 motorway and leave at the {city} exit, then follow signs for the town centre. Allow about fifteen minutes from central Nice outside rush hour.",
          },
          {
            title: "By bus",
            text: "The Lignes d’Azur network links {city} with Nice and the neighbouring towns. Its journey planner will show you the stop closest to the office.",
          },
          {
            title: "By tram",
            text: "From Nice, tram line 2 takes you to the airport. From there, a short bus connection brings you across the Var to {city}.",
          },
          {
            title: "By train",
            text: "{city} TER station is served by the coastal trains from Nice, Antibes and Cannes. Use the directions link below for the last stretch.",
          },
          {
            title: "Parking",
            text: "There are spaces in the surrounding streets and in the town-centre car parks. Allow a few extra minutes, especially in summer and on market days.",
          },
        ],
      },
      {
        kind: "prose",
        id: "accessibility",
        title: "Accessibility",
        paragraphs: [
          "Do you have particular needs, such as limited mobility, difficulty with stairs or coming with someone to help you? Please call me before your appointment. We can work out together how best to welcome you, or whether a remote session would suit you better.",
        ],
      },
      {
        kind: "prose",
        id: "arrival",
        title: "When you arrive",
        paragraphs: [
          "Please arrive at the time of your appointment. If you are running late, the session still ends at the planned time, out of respect for the next person.",
        ],
      },
      {
        kind: "actions",
        id: "plan",
        title: "Plan your visit",
        text: "Open the directions in your maps app, or book your session online straight away.",
        actions: [
          { label: "Directions", external: "maps" },
          { label: "Book online", external: "booking" },
          { label: "Meet by video", page: "video" },
        ],
      },
    ],
  },
);
