import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Pour qui : adultes, enfants, couples | {practitioner}",
      description:
        "Adultes, adolescents, enfants, couples, familles ou parcours PMA : pour qui sont les consultations et comment elles se passent, au cabinet ou à distance.",
    },
    title: "À qui s’adressent les consultations ?",
    lead: "Quels que soient votre âge et votre situation, vous pouvez consulter pour vous-même, à deux ou en famille. Chaque accompagnement s’adapte à la personne, à son histoire et à ce qu’elle vient chercher.",
    sections: [
      {
        kind: "cards",
        id: "audiences",
        title: "Un accompagnement pour chacun",
        intro: "Choisissez la situation qui vous ressemble pour en savoir plus.",
        items: [
          {
            title: "Adultes",
            text: "Anxiété, épuisement, deuil, confiance en soi, passage de vie difficile : un espace pour faire le point et avancer à votre rythme.",
            page: "adult",
          },
          {
            title: "Adolescents",
            text: "Un lieu confidentiel pour parler de ce qui pèse, de l’école aux relations, avec une juste place pour les parents.",
            page: "adolescent",
          },
          {
            title: "Enfants",
            text: "Par le jeu, le dessin et la parole, aider l’enfant à exprimer ce qu’il vit, en lien étroit avec ses parents.",
            page: "child",
          },
          {
            title: "Couples",
            text: "Retrouver le dialogue, traverser une crise ou une décision importante, dans un espace neutre où chacun est entendu.",
            page: "couple",
          },
          {
            title: "Familles",
            text: "Quand les tensions s’installent ou qu’un événement bouscule l’équilibre, se réunir pour se comprendre autrement.",
            page: "family",
          },
          {
            title: "Parcours PMA",
            text: "Un soutien à chaque étape d’une procréation médicalement assistée, que vous la viviez seule ou en couple.",
            page: "pma",
          },
        ],
      },
      {
        kind: "cards",
        id: "formats",
        title: "Comment se passent les consultations",
        intro: "Vous choisissez la formule qui vous convient, et elle peut changer en cours de route.",
        items: [
          {
            title: "Au cabinet",
            text: "Je vous reçois à {city}, près de Nice, dans un cadre calme et confidentiel, {openingDays}, {openingHours}.",
            page: "office",
          },
          {
            title: "Par téléphone",
            text: "Pratique quand le déplacement est compliqué : fatigue, éloignement, emploi du temps chargé. Il suffit d’un moment au calme.",
            page: "contact",
          },
          {
            title: "En visio",
            text: "Une séance en vidéo depuis chez vous, avec la même écoute qu’au cabinet. Un endroit tranquille et une connexion correcte suffisent.",
            page: "video",
          },
        ],
      },
      {
        kind: "prose",
        id: "first-session",
        title: "Le premier rendez-vous",
        paragraphs: [
          "La première séance dure {firstSessionMinutes} minutes. Vous y exposez ce qui vous amène, avec vos mots, et nous voyons ensemble comment je peux vous accompagner.",
          "Vous n’avez rien à préparer, et rien ne vous engage pour la suite. Si une autre aide vous semble plus adaptée, je vous le dirai simplement.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Prendre rendez-vous",
        text: "Réservez en ligne, ou écrivez-moi si vous avez une question avant de vous décider.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Who I help: adults, children, couples | {practitioner}",
      description:
        "Adults, teenagers, children, couples, families and people going through fertility care: who the sessions are for and how they work, in person or remotely.",
    },
    title: "Who are the sessions for?",
    lead: "Whatever your age or situation, you can come for yourself, as a couple or as a family. Each kind of support adapts to the person, their story and what they are looking for.",
    sections: [
      {
        kind: "cards",
        id: "audiences",
        title: "Support for everyone",
        intro: "Choose the situation closest to yours to find out more.",
        items: [
          {
            title: "Adults",
            text: "Anxiety, burnout, grief, self-confidence, a hard stage of life: a space to take stock and move forward at your own pace.",
            page: "adult",
          },
          {
            title: "Teenagers",
            text: "A confidential place to talk about what weighs on them, from school to friendships, with a clear role for parents.",
            page: "adolescent",
          },
          {
            title: "Children",
            text: "Through play, drawing and talking, helping children express what they are going through, in close touch with their parents.",
            page: "child",
          },
          {
            title: "Couples",
            text: "Finding your way back to talking, getting through a crisis or a big decision, in a neutral space where each of you is heard.",
            page: "couple",
          },
          {
            title: "Families",
            text: "When tension settles in or an event upsets the balance, coming together to understand each other differently.",
            page: "family",
          },
          {
            title: "Fertility journeys",
            text: "Support at every stage of assisted reproduction, whether you are going through it on your own or as a couple.",
            page: "pma",
          },
        ],
      },
      {
        kind: "cards",
        id: "formats",
        title: "How sessions take place",
        intro: "You choose the format that suits you, and you can change it along the way.",
        items: [
          {
            title: "At the office",
            text: "I see people in {city}, near Nice, in a calm and private setting, {openingDays}, {openingHours}.",
            page: "office",
          },
          {
            title: "By phone",
            text: "Handy when getting to the office is difficult: tiredness, distance or a packed diary. All you need is a quiet moment.",
            page: "contact",
          },
          {
            title: "By video",
            text: "A session on screen from home, with the same attentive listening as at the office. A quiet room and a decent connection are enough.",
            page: "video",
          },
        ],
      },
      {
        kind: "prose",
        id: "first-session",
        title: "Your first appointment",
        paragraphs: [
          "The first session lasts {firstSessionMinutes} minutes. You explain what brings you, in your own words, and together we see how I can support you.",
          "There is nothing to prepare and no commitment to continue. If another kind of help seems better suited, I will tell you plainly.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Book an appointment",
        text: "Book online, or write to me if you have a question before deciding.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
