import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Consultation ado à {city} | {practitioner}",
      description:
        "Mal-être, stress scolaire, harcèlement : un espace confidentiel pour les adolescents et une place claire pour les parents, à {city} ou en visio.",
    },
    eyebrow: "Pour qui",
    back: { label: "Retour à Pour qui", page: "forWhom" },
    title: "Consultation adolescent",
    lead: "L’adolescence bouscule tout : le corps, les amitiés, la famille, l’image de soi. Je propose aux adolescents un espace à eux pour parler librement, et aux parents une place claire à leurs côtés.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "Quand consulter ?",
        intro:
          "Un adolescent ne dit pas toujours son mal-être avec des mots. Certains changements peuvent vous alerter, ou l’alerter lui-même :",
        items: [
          "Repli sur soi, isolement, perte d’intérêt pour ce qu’il aimait",
          "Irritabilité, colère, conflits répétés à la maison",
          "Anxiété, stress scolaire, peur des examens",
          "Décrochage, refus d’aller en cours",
          "Harcèlement, à l’école ou sur les réseaux sociaux",
          "Manque de confiance en soi, rapport difficile à son corps",
          "Difficulté à trouver sa place : amitiés, premières relations amoureuses, orientation",
          "Séparation des parents, deuil, déménagement",
        ],
      },
      {
        kind: "steps",
        id: "sessions",
        title: "Comment se passent les séances",
        items: [
          {
            title: "Une première rencontre",
            text: "Le premier rendez-vous réunit souvent l’adolescent et au moins un parent. Chacun peut dire ce qui l’inquiète, puis je reçois le jeune seul pour l’écouter à son tour.",
          },
          {
            title: "Un espace à lui",
            text: "Les séances suivantes se passent en tête-à-tête. On y parle, mais on peut aussi dessiner, écrire ou utiliser d’autres supports quand les mots sont difficiles à trouver.",
          },
          {
            title: "Avancer à son rythme",
            text: "L’adolescent participe aux décisions : ce dont il veut parler, le rythme des séances. Son adhésion compte beaucoup, car personne ne peut faire une thérapie à la place d’un autre.",
          },
        ],
      },
      {
        kind: "prose",
        id: "confidentiality",
        title: "Confidentialité et place des parents",
        paragraphs: [
          "Ce que l’adolescent confie en séance reste entre lui et moi. C’est cette confidentialité qui lui permet de parler librement : je ne rapporte donc pas le contenu des séances à ses parents.",
          "Il existe une exception : si j’estime que sa sécurité ou celle d’une autre personne est en jeu, j’en parle d’abord avec lui, puis je préviens ses parents ou les personnes en mesure de le protéger.",
          "Les parents gardent toute leur place. Ils peuvent me joindre, partager leurs inquiétudes et demander un point avec leur enfant. Pour un mineur, l’accord des deux parents titulaires de l’autorité parentale est demandé avant de commencer ; si l’adolescent prend contact lui-même, nous verrons ensemble comment associer ses parents.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "Quand voir d’abord un médecin",
        paragraphs: [
          "Si vous remarquez des blessures qu’il s’inflige, une perte de poids importante ou des propos sur la mort, parlez-en rapidement à un médecin. En cas de danger immédiat, appelez le {samu} ; le {nationalLine} répond aussi aux proches inquiets, gratuitement, jour et nuit.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Prendre rendez-vous",
        text: "Vous pouvez réserver une première séance en ligne, ou m’écrire pour en parler avant de vous décider.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Teen therapy in {city} | {practitioner}",
      description:
        "Low mood, exam stress, bullying: a confidential space for teenagers and a clear role for parents. In {city}, near Nice, or by video.",
    },
    eyebrow: "Who I help",
    back: { label: "Back to who I help", page: "forWhom" },
    title: "Therapy for teenagers",
    lead: "Adolescence turns everything upside down: the body, friendships, family, self-image. I offer teenagers a space of their own where they can speak freely, and parents a clear place alongside them.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "When might therapy help?",
        intro: "Teenagers don’t always put their distress into words. Some changes may worry you, or worry them:",
        items: [
          "Withdrawing, isolating themselves, losing interest in things they used to enjoy",
          "Irritability, anger, repeated arguments at home",
          "Anxiety, school stress, fear of exams",
          "Falling behind or refusing to go to school",
          "Bullying, at school or on social media",
          "Low self-confidence, a difficult relationship with their body",
          "Struggling to find their place: friendships, first relationships, choices about the future",
          "Parents separating, a bereavement, a move",
        ],
      },
      {
        kind: "steps",
        id: "sessions",
        title: "How sessions work",
        items: [
          {
            title: "A first meeting",
            text: "The first appointment often brings together the teenager and at least one parent. Everyone can say what worries them, then I see the young person alone to hear their side.",
          },
          {
            title: "A space of their own",
            text: "Later sessions are one-to-one. We talk, but we can also draw, write or use other means when words are hard to find.",
          },
          {
            title: "At their own pace",
            text: "Teenagers take part in the decisions: what they want to talk about and how often we meet. Their willingness matters a great deal, because nobody can do therapy on someone else’s behalf.",
          },
        ],
      },
      {
        kind: "prose",
        id: "confidentiality",
        title: "Confidentiality and the role of parents",
        paragraphs: [
          "What a teenager shares in a session stays between us. That confidentiality is what allows them to speak freely, so I don’t pass on what is said in sessions to their parents.",
          "There is one exception: if I believe their safety or someone else’s is at risk, I talk it through with them first, then let their parents or the people able to protect them know.",
          "Parents keep their full place. They can contact me, share their worries and ask for a joint review with their child. As teenagers are minors, the agreement of both parents with parental authority is needed before we start; if a teenager gets in touch on their own, we will work out together how to involve their parents.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "When to see a doctor first",
        paragraphs: [
          "If you notice signs of self-harm, significant weight loss or talk about death, speak to a doctor promptly. In immediate danger, call {samu}; the {nationalLine} line also supports worried family and friends, free of charge, day and night.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Book an appointment",
        text: "You can book a first session online, or write to me to talk it over before deciding.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
