import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Thérapie familiale près de Nice | {practitioner}",
      description:
        "Conflits, séparation, deuil, famille recomposée : une thérapie familiale pour se parler autrement, à {city}, près de Nice, ou à distance.",
    },
    eyebrow: "Pour qui",
    back: { label: "Retour à Pour qui", page: "forWhom" },
    title: "Thérapie familiale",
    lead: "Dans une famille, quand l’un va mal, tous le ressentent. La thérapie familiale offre un temps pour se parler autrement, comprendre ce qui se joue entre vous et chercher ensemble un nouvel équilibre.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "Quand consulter en famille ?",
        intro: "La thérapie familiale peut être utile, par exemple, en cas de :",
        items: [
          "Conflits fréquents, tensions ou silences pesants à la maison",
          "Difficultés avec un enfant ou un adolescent qui touchent toute la famille",
          "Séparation des parents, garde alternée, famille recomposée",
          "Deuil, maladie ou handicap d’un proche",
          "Arrivée d’un enfant, adoption",
          "Déménagement, expatriation ou autre grand changement",
          "Rivalités entre frères et sœurs",
          "Relations difficiles entre les générations",
        ],
      },
      {
        kind: "steps",
        id: "process",
        title: "Comment se passent les séances",
        items: [
          {
            title: "Une première rencontre",
            text: "Chacun est invité à dire, avec ses mots, comment il vit la situation. Les plus jeunes peuvent aussi s’exprimer par le dessin ou le jeu.",
          },
          {
            title: "Comprendre ensemble",
            text: "Nous observons ce qui se répète dans vos échanges et la place que chacun occupe, sans chercher de coupable.",
          },
          {
            title: "Essayer autre chose",
            text: "Des pistes concrètes émergent des séances : d’autres façons de se parler, de se répartir les rôles ou de gérer les désaccords.",
          },
          {
            title: "Faire le point",
            text: "Le rythme et la durée du suivi se décident avec vous. Nous regardons régulièrement ensemble ce qui a changé.",
          },
        ],
      },
      {
        kind: "prose",
        id: "who",
        title: "Qui vient aux séances ?",
        paragraphs: [
          "Il n’y a pas de règle fixe. Selon la situation, je peux recevoir toute la famille, les parents seuls, ou une partie de la fratrie, et cela peut varier d’une séance à l’autre.",
          "Nous en parlons dès la prise de contact. Lorsque des enfants mineurs participent, l’accord des deux parents titulaires de l’autorité parentale est demandé.",
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que la thérapie familiale peut apporter",
        intro: "Sans promettre de résultat, ce travail aide souvent à :",
        items: [
          "Apaiser les tensions et sortir des conflits répétés",
          "Permettre à chacun de se sentir écouté",
          "Mieux comprendre les besoins de chacun, enfants comme adultes",
          "Traverser ensemble un changement ou une épreuve",
          "Retrouver des moments plus sereins en famille",
        ],
      },
      {
        kind: "prose",
        id: "practical",
        title: "En pratique",
        paragraphs: [
          "Les séances ont lieu au cabinet de {city} ou à distance. Une séance familiale coûte {coupleFamilyPrice}.",
          "Toute séance non annulée au moins {cancellationHours} heures à l’avance reste due. En cas d’imprévu, prévenez-moi le plus tôt possible.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Faire un premier pas ensemble",
        text: "Réservez une première séance en ligne, ou écrivez-moi pour savoir qui pourrait venir et comment s’organiser.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Family therapy near Nice | {practitioner}",
      description:
        "Conflict, separation, grief, blended families: family therapy to talk differently and find a new balance, in {city}, near Nice, or remotely.",
    },
    eyebrow: "Who I help",
    back: { label: "Back to who I help", page: "forWhom" },
    title: "Family therapy",
    lead: "When one member of a family is struggling, everyone feels it. Family therapy offers time to talk differently, understand what is happening between you and look together for a new balance.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "When might family therapy help?",
        intro: "Family therapy can help, for example, with:",
        items: [
          "Frequent arguments, tension or heavy silences at home",
          "Difficulties with a child or teenager that affect the whole family",
          "Parents separating, shared custody, a blended family",
          "Bereavement, illness or disability of someone close",
          "A new baby or an adoption",
          "A move, a life abroad or another big change",
          "Rivalry between brothers and sisters",
          "Strained relationships between generations",
        ],
      },
      {
        kind: "steps",
        id: "process",
        title: "How sessions work",
        items: [
          {
            title: "A first meeting",
            text: "Everyone is invited to say, in their own words, how they experience the situation. The youngest can also express themselves through drawing or play.",
          },
          {
            title: "Understanding together",
            text: "We look at what keeps repeating in the way you interact and the place each person holds, without looking for someone to blame.",
          },
          {
            title: "Trying something new",
            text: "Practical ideas come out of the sessions: other ways of talking, sharing out roles or handling disagreements.",
          },
          {
            title: "Taking stock",
            text: "How often we meet and for how long is decided with you. We regularly look together at what has changed.",
          },
        ],
      },
      {
        kind: "prose",
        id: "who",
        title: "Who comes to sessions?",
        paragraphs: [
          "There is no fixed rule. Depending on the situation, I may see the whole family, the parents alone or some of the children, and this can change from one session to the next.",
          "We discuss it when you first get in touch. When children take part, the agreement of both parents with parental authority is needed.",
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "What family therapy can bring",
        intro: "Without promising any particular result, this work often helps to:",
        items: [
          "Ease tension and break out of repeated conflicts",
          "Let everyone feel listened to",
          "Better understand each person’s needs, children and adults alike",
          "Get through a change or a hard time together",
          "Find calmer moments as a family again",
        ],
      },
      {
        kind: "prose",
        id: "practical",
        title: "In practice",
        paragraphs: [
          "Sessions take place at the office in {city} or remotely. A family session costs {coupleFamilyPrice}.",
          "Sessions not cancelled at least {cancellationHours} hours in advance are charged in full. If something comes up, let me know as early as you can.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Taking a first step together",
        text: "Book a first session online, or write to me to discuss who might come and how to arrange it.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
