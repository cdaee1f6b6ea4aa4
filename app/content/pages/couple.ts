import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Thérapie de couple près de Nice | {practitioner}",
      description:
        "Communication bloquée, crise de confiance, décision à prendre : une thérapie de couple dans un espace neutre, à {city}, près de Nice, ou en visio.",
    },
    eyebrow: "Pour qui",
    back: { label: "Retour à Pour qui", page: "forWhom" },
    title: "Thérapie de couple",
    lead: "Quand le dialogue se tend ou s’épuise, il peut être précieux de se retrouver dans un lieu neutre, avec une personne qui écoute chacun de vous. La thérapie de couple peut vous aider à vous parler et à vous entendre à nouveau.",
    sections: [
      {
        kind: "prose",
        id: "role",
        title: "Le rôle du thérapeute",
        paragraphs: [
          "Je ne suis ni juge ni arbitre. Mon rôle est de créer un espace où chacun peut s’exprimer et être entendu, sans que je prenne parti.",
          "J’aide à ralentir les échanges, à repérer les malentendus et les schémas qui se répètent, et à faire apparaître ce que chacun ressent derrière les reproches. Les décisions vous appartiennent : rester ensemble, changer des choses, ou vous séparer dans le respect.",
        ],
      },
      {
        kind: "list",
        id: "situations",
        title: "Les situations qui amènent à consulter",
        intro: "Chaque couple est unique. Voici des raisons fréquentes de venir à deux :",
        items: [
          "Disputes répétées, communication bloquée ou silence qui s’installe",
          "Perte de complicité, d’intimité ou de désir",
          "Infidélité, crise de confiance",
          "Arrivée d’un enfant, désir d’enfant ou parcours de PMA",
          "Désaccords sur l’éducation, l’argent ou la belle-famille",
          "Changements de vie : déménagement, retraite, maladie, perte d’emploi",
          "Famille recomposée et place de chacun",
          "Doutes sur l’avenir du couple, envie de se séparer sans se déchirer",
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que la thérapie peut apporter",
        intro: "Sans promettre d’issue, le travail à deux permet souvent de :",
        items: [
          "Retrouver un dialogue plus apaisé",
          "Mieux comprendre les besoins et les attentes de l’autre",
          "Sortir des disputes qui tournent en rond",
          "Renouer avec la confiance et la tendresse",
          "Prendre ensemble des décisions importantes",
          "Traverser une séparation dans le respect, surtout quand il y a des enfants",
        ],
      },
      {
        kind: "steps",
        id: "process",
        title: "Comment se déroule la thérapie",
        items: [
          {
            title: "Le premier rendez-vous",
            text: "Vous venez ensemble. Chacun présente sa vision de la situation et ce qu’il attend de la thérapie, sans être interrompu.",
          },
          {
            title: "Des objectifs communs",
            text: "Nous définissons ensemble ce sur quoi vous souhaitez travailler et un rythme de séances adapté à vos disponibilités.",
          },
          {
            title: "Les séances",
            text: "Nous travaillons sur la communication, les émotions et les situations concrètes de votre quotidien. De petits exercices peuvent être proposés entre deux séances.",
          },
          {
            title: "Le bilan",
            text: "Nous faisons régulièrement le point sur le chemin parcouru. La fin de la thérapie se décide ensemble, quand vous vous sentez prêts à continuer sans elle.",
          },
        ],
      },
      {
        kind: "cards",
        id: "approaches",
        title: "Les approches utilisées",
        intro: "J’adapte les outils à votre couple et à votre histoire :",
        items: [
          {
            title: "Thérapie humaniste",
            text: "Une écoute bienveillante et sans jugement, qui donne à chacun la place d’exprimer ce qu’il vit.",
            page: "humanistic",
          },
          {
            title: "Thérapies cognitivo-comportementales",
            text: "Des outils concrets pour repérer les schémas qui se répètent et essayer d’autres façons de communiquer.",
            page: "cbt",
          },
          {
            title: "Programmation neuro-linguistique",
            text: "Un travail sur la façon dont chacun perçoit et formule les choses, pour mieux se comprendre.",
            page: "nlp",
          },
        ],
      },
      {
        kind: "prose",
        id: "neutral-space",
        title: "Un espace neutre et bienveillant",
        paragraphs: [
          "Le cabinet n’appartient à aucun de vous deux. Chacun y a la même place et le même temps de parole, et rien n’y est jugé.",
          "Ce qui se dit en séance reste confidentiel. Si l’un de vous me contacte seul, je veille à ce que cela ne crée pas de déséquilibre, et je le dis ouvertement.",
        ],
      },
      {
        kind: "prose",
        id: "violence",
        title: "Violences dans le couple : la sécurité d’abord",
        paragraphs: [
          "La thérapie de couple ne convient pas tant que des violences ou un contrôle coercitif sont en cours : coups, menaces, humiliations, surveillance, contrôle de l’argent ou des fréquentations. Parler à deux dans le même bureau peut alors exposer davantage la personne qui les subit.",
          "Si c’est votre situation, appelez le {violenceLine} (Violences Femmes Info) : gratuit et anonyme, il écoute et oriente jour et nuit, les victimes comme leurs proches.",
          "En cas de danger immédiat, appelez le {police} (police secours) ou le {europe}. Si vous ne pouvez pas parler, envoyez un SMS au {deafSms} : ce numéro d’urgence, conçu pour les personnes sourdes ou malentendantes, répond aussi à celles et ceux qui ne peuvent pas appeler.",
          "Un accompagnement individuel reste possible, pour vous aider à y voir clair et à vous mettre en sécurité.",
        ],
      },
      {
        kind: "prose",
        id: "sessions",
        title: "Durée et tarif des séances",
        paragraphs: [
          "Une séance de couple dure {coupleSessionMinutes} minutes, au cabinet ou à distance. Elle coûte {coupleFamilyPrice}.",
          "Toute séance non annulée au moins {cancellationHours} heures à l’avance reste due. En cas d’imprévu, prévenez-moi le plus tôt possible.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Et si vous en parliez ensemble ?",
        text: "Vous pouvez réserver votre première séance en ligne, ou me poser vos questions avant de vous décider.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Couples therapy near Nice | {practitioner}",
      description:
        "Communication breakdown, a crisis of trust, a decision to make: couples therapy in a neutral space, in {city}, near Nice, or by video.",
    },
    eyebrow: "Who I help",
    back: { label: "Back to who I help", page: "forWhom" },
    title: "Couples therapy",
    lead: "When conversations become tense or dry up, it can help to meet in a neutral place with someone who listens to each of you. Couples therapy can help you talk to each other, and hear each other, again.",
    sections: [
      {
        kind: "prose",
        id: "role",
        title: "The therapist’s role",
        paragraphs: [
          "I am neither judge nor referee. My role is to create a space where each of you can speak and be heard, without taking sides.",
          "I help slow conversations down, spot misunderstandings and patterns that keep repeating, and bring out what each of you really feels behind the criticism. The decisions are yours: staying together, changing things, or separating with respect.",
        ],
      },
      {
        kind: "list",
        id: "situations",
        title: "What brings couples to therapy",
        intro: "Every couple is different. These are some common reasons to come together:",
        items: [
          "Repeated arguments, stalled communication or a growing silence",
          "Loss of closeness, intimacy or desire",
          "Infidelity, a crisis of trust",
          "A new baby, wanting a child or going through fertility care",
          "Disagreements over parenting, money or the in-laws",
          "Life changes: a move, retirement, illness, job loss",
          "A blended family and where everyone fits",
          "Doubts about the future, or wanting to separate without tearing each other apart",
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "What therapy can bring",
        intro: "Without promising any particular outcome, working together often helps you to:",
        items: [
          "Talk to each other more calmly",
          "Better understand each other’s needs and expectations",
          "Step out of arguments that go round in circles",
          "Rebuild trust and tenderness",
          "Make important decisions together",
          "Go through a separation with respect, especially when there are children",
        ],
      },
      {
        kind: "steps",
        id: "process",
        title: "How therapy works",
        items: [
          {
            title: "The first appointment",
            text: "You come together. Each of you describes how you see the situation and what you hope for from therapy, without being interrupted.",
          },
          {
            title: "Shared goals",
            text: "Together we decide what you would like to work on and how often to meet, to fit around your lives.",
          },
          {
            title: "The sessions",
            text: "We work on communication, feelings and the real situations of your daily life. Small exercises may be suggested between sessions.",
          },
          {
            title: "Looking back",
            text: "We regularly take stock of how far you have come. When to finish is a decision we make together, once you feel ready to carry on without it.",
          },
        ],
      },
      {
        kind: "cards",
        id: "approaches",
        title: "The approaches I use",
        intro: "I adapt the tools to your relationship and your story:",
        items: [
          {
            title: "Humanistic therapy",
            text: "Warm, non-judgemental listening that gives each of you room to say what you are living through.",
            page: "humanistic",
          },
          {
            title: "Cognitive behavioural therapy",
            text: "Practical tools to spot recurring patterns and try out other ways of communicating.",
            page: "cbt",
          },
          {
            title: "Neuro-linguistic programming",
            text: "Work on how each of you perceives and puts things into words, so you can understand each other better.",
            page: "nlp",
          },
        ],
      },
      {
        kind: "prose",
        id: "neutral-space",
        title: "A neutral, caring space",
        paragraphs: [
          "The office belongs to neither of you. Each of you has the same place and the same time to speak, and nothing is judged.",
          "What is said in sessions stays confidential. If one of you contacts me alone, I make sure it doesn’t tip the balance, and I am open about it.",
        ],
      },
      {
        kind: "prose",
        id: "violence",
        title: "Violence in the relationship: safety first",
        paragraphs: [
          "Couples therapy is not suitable while there is violence or coercive control in the relationship: blows, threats, humiliation, monitoring, control over money or friendships. Talking together in the same room can then put the person on the receiving end at greater risk.",
          "If this is your situation, call {violenceLine} (Violences Femmes Info, France’s national helpline on violence against women): free and anonymous, it listens and advises day and night, victims and those close to them alike.",
          "If you are in immediate danger, call {police} (police) or {europe} (European emergency number). If you cannot speak, text {deafSms}: this emergency number, set up for deaf and hard-of-hearing people, also answers anyone who cannot make a call.",
          "Individual support remains possible, to help you see things clearly and get to safety.",
        ],
      },
      {
        kind: "prose",
        id: "sessions",
        title: "Session length and fees",
        paragraphs: [
          "A couples session lasts {coupleSessionMinutes} minutes, at the office or remotely. It costs {coupleFamilyPrice}.",
          "Sessions not cancelled at least {cancellationHours} hours in advance are charged in full. If something comes up, let me know as early as you can.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Why not talk about it together?",
        text: "You can book your first session online, or ask me any questions before you decide.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
