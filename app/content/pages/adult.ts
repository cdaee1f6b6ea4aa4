import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Consultation adulte à {city} | {practitioner}",
      description:
        "Stress, anxiété, deuil, épuisement, confiance en soi : des séances individuelles pour adultes à {city}, près de Nice, par téléphone ou en visio.",
    },
    eyebrow: "Pour qui",
    back: { label: "Retour à Pour qui", page: "forWhom" },
    title: "Consultation adulte",
    lead: "Un espace à vous pour déposer ce qui pèse, comprendre ce qui se répète et retrouver votre propre direction, à votre rythme.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "Quand consulter ?",
        intro:
          "Il n’y a pas de « bonne » raison de consulter. Voici des situations qui amènent souvent des adultes à pousser la porte du cabinet :",
        items: [
          "Stress, anxiété, crises d’angoisse",
          "Fatigue morale, perte d’envie, tristesse qui s’installe",
          "Épuisement professionnel, conflits ou perte de sens au travail",
          "Deuil, séparation, déménagement ou autre changement de vie",
          "Manque de confiance en soi, difficulté à dire non",
          "Difficultés relationnelles ou sentiment de solitude",
          "Un événement difficile qui continue de vous habiter",
          "L’envie de mieux vous connaître et de faire des choix qui vous ressemblent",
        ],
      },
      {
        kind: "steps",
        id: "sessions",
        title: "Comment se déroulent les séances",
        items: [
          {
            title: "Le premier rendez-vous",
            text: "Pendant {firstSessionMinutes} minutes, vous racontez ce qui vous amène, avec vos mots. Nous faisons le point ensemble et je vous explique comment je peux vous accompagner.",
          },
          {
            title: "Un cadre posé ensemble",
            text: "Nous convenons du rythme des séances et de ce que vous souhaitez travailler. Ce cadre reste souple et peut évoluer au fil du suivi.",
          },
          {
            title: "Les séances suivantes",
            text: "Selon vos besoins, je m’appuie sur l’écoute, sur des outils concrets ou sur d’autres approches comme l’hypnose ericksonienne ou l’art-thérapie. Tout ce que vous dites reste confidentiel.",
          },
          {
            title: "Faire le point",
            text: "Régulièrement, nous regardons ensemble le chemin parcouru. Vous restez libre d’arrêter, de faire une pause ou de reprendre plus tard.",
          },
        ],
      },
      {
        kind: "prose",
        id: "practical",
        title: "Au cabinet, par téléphone ou en visio",
        paragraphs: [
          "Les consultations ont lieu au cabinet de {city}, par téléphone ou en visio, selon ce qui vous convient le mieux. Une séance individuelle coûte {individualPrice}.",
          "Certaines mutuelles prennent en charge une partie des séances : renseignez-vous auprès de la vôtre. Toute séance non annulée au moins {cancellationHours} heures à l’avance reste due.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Prendre rendez-vous",
        text: "Réservez votre première séance en ligne, ou écrivez-moi si vous avez une question avant de vous décider.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Adult therapy in {city} | {practitioner}",
      description:
        "Stress, anxiety, grief, burnout, self-confidence: one-to-one sessions for adults in {city}, near Nice, or by phone or video, at your own pace.",
    },
    eyebrow: "Who I help",
    back: { label: "Back to who I help", page: "forWhom" },
    title: "Therapy for adults",
    lead: "A space of your own to set down what weighs on you, understand what keeps repeating and find your own direction again, at your own pace.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "When might therapy help?",
        intro:
          "There is no “right” reason to come. These are some of the situations that often bring adults through the door:",
        items: [
          "Stress, anxiety, panic attacks",
          "Low mood, loss of motivation, sadness that settles in",
          "Burnout, conflict at work or a loss of meaning in your job",
          "Grief, separation, a move or another big life change",
          "Low self-confidence, difficulty saying no",
          "Relationship difficulties or loneliness",
          "A painful event that you can’t put behind you",
          "Wanting to know yourself better and make choices that feel like your own",
        ],
      },
      {
        kind: "steps",
        id: "sessions",
        title: "How sessions work",
        items: [
          {
            title: "The first appointment",
            text: "Over {firstSessionMinutes} minutes, you tell me what brings you, in your own words. We take stock together and I explain how I can support you.",
          },
          {
            title: "A framework we agree on",
            text: "We agree how often we meet and what you would like to work on. This stays flexible and can change as we go.",
          },
          {
            title: "The following sessions",
            text: "Depending on what you need, I draw on listening, practical tools or other approaches such as Ericksonian hypnosis or art therapy. Everything you say stays confidential.",
          },
          {
            title: "Taking stock",
            text: "From time to time we look back together at how far you have come. You are always free to stop, take a break or come back later.",
          },
        ],
      },
      {
        kind: "prose",
        id: "practical",
        title: "At the office, by phone or by video",
        paragraphs: [
          "Sessions take place at the office in {city}, by phone or by video, whichever suits you best. A one-to-one session costs {individualPrice}.",
          "Some French top-up health insurers (mutuelles) cover part of the cost, so it is worth checking with yours. Sessions not cancelled at least {cancellationHours} hours in advance are charged in full.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Book an appointment",
        text: "Book your first session online, or write to me if you have a question before deciding.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
