import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "PNL, programmation neuro-linguistique | {practitioner}",
      description:
        "La PNL à {city}, utilisée en complément : des outils pour clarifier vos objectifs, mieux communiquer et prendre du recul. Bienfaits et limites.",
    },
    eyebrow: "Thérapies",
    title: "Programmation neuro-linguistique (PNL)",
    lead: "Des outils concrets pour clarifier ce que vous voulez, mieux communiquer et changer de regard sur une situation, toujours au service d’un accompagnement plus large.",
    back: { label: "Toutes les thérapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "Qu’est-ce que la PNL ?",
        paragraphs: [
          "La programmation neuro-linguistique, ou PNL, est un ensemble de techniques de communication et de changement apparu aux États-Unis dans les années 1970. Elle s’intéresse à la façon dont nous percevons les situations, dont nous nous parlons à nous-mêmes, et à la manière dont ces habitudes influencent nos réactions.",
          "En séance, elle prend la forme d’exercices pratiques : formuler un objectif réaliste, revoir une situation sous un autre angle, se relier au souvenir d’un moment où l’on s’est senti capable, préparer un échange difficile.",
          "Je l’utilise comme une boîte à outils, au service d’un accompagnement plus large, et jamais comme une méthode isolée.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "Comment se déroule une séance ?",
        intro:
          "La PNL occupe souvent une partie de la séance, au moment où elle est utile. Elle suit alors ces étapes.",
        items: [
          {
            title: "Clarifier",
            text: "Nous partons d’une situation précise ou d’un objectif : ce que vous aimeriez changer, et ce que cela changerait pour vous.",
          },
          {
            title: "Explorer",
            text: "Nous regardons comment vous vivez cette situation : ce que vous voyez, entendez et ressentez, et ce que vous vous dites.",
          },
          {
            title: "S’exercer",
            text: "Je vous guide dans un exercice adapté, par exemple changer de point de vue ou vous appuyer sur un souvenir ressource. Je vous l’explique avant, et vous restez libre de ne pas le faire.",
          },
          {
            title: "Ancrer dans le quotidien",
            text: "Nous voyons comment utiliser ces outils dans votre vie, entre les séances et au-delà.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que la PNL peut vous apporter",
        intro: "Utilisée en complément, elle peut aider à trouver :",
        items: [
          "Des objectifs plus clairs et plus réalistes",
          "Une communication plus apaisée avec les autres",
          "Un recul nouveau sur une situation qui semblait bloquée",
          "Plus d’assurance pour aborder un moment important",
          "Des outils simples, faciles à réutiliser en autonomie",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "Pour quelles situations ?",
        intro: "On vient souvent consulter pour :",
        items: [
          "Un manque de confiance en soi, ou la difficulté à s’affirmer",
          "Un examen, un entretien ou une prise de parole à préparer",
          "Des tensions dans la communication, au travail ou en famille",
          "Un projet ou une décision qui fait hésiter",
          "L’envie de changer une habitude ou une réaction automatique",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limites et précautions",
        paragraphs: [
          "Par honnêteté, je tiens à vous le dire : la PNL n’est pas une psychothérapie validée scientifiquement, et plusieurs de ses fondements théoriques sont discutés par la recherche. C’est pourquoi je ne l’utilise jamais seule face à une souffrance psychique, mais comme un complément à des approches mieux étudiées.",
          "Elle ne suffit pas face à une dépression, à un traumatisme important ou à un trouble psychiatrique. Dans ces situations, l’avis d’un médecin est indispensable, et je vous aiderai à vous orienter.",
          "Mon cabinet n’est pas un service d’urgence. Si vous avez des idées suicidaires, appelez le {nationalLine}, gratuit, 24 h/24 et 7 j/7. En cas de danger immédiat, composez le {samu} ou le {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Vos questions",
        items: [
          {
            question: "La PNL, est-ce de la manipulation ?",
            answer:
              "Non. En séance, les outils de la PNL servent uniquement les objectifs que vous avez choisis. Je vous explique chaque exercice avant de le proposer, et vous pouvez toujours refuser.",
          },
          {
            question: "Combien de séances faut-il prévoir ?",
            answer:
              "La PNL s’intègre dans un accompagnement plus large : elle peut occuper une partie d’une séance ou quelques séances ciblées, selon vos besoins. Nous en décidons ensemble.",
          },
          {
            question: "Puis-je demander uniquement de la PNL ?",
            answer:
              "Vous pouvez en parler lors de la première séance. Je vous dirai honnêtement si elle me semble adaptée à votre demande, ou si une autre approche vous serait plus utile.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Parlons-en",
        text: "Vous vous demandez si la PNL peut vous être utile ? Réservez une première séance en ligne, ou écrivez-moi pour poser vos questions.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "NLP, neuro-linguistic programming | {practitioner}",
      description:
        "NLP in {city}, used as a complement: tools to clarify your goals, communicate better and gain perspective. Sessions, benefits and limits.",
    },
    eyebrow: "Therapies",
    title: "Neuro-linguistic programming (NLP)",
    lead: "Practical tools to clarify what you want, communicate better and see a situation differently, always as part of broader therapeutic work.",
    back: { label: "All therapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "What is NLP?",
        paragraphs: [
          "Neuro-linguistic programming, or NLP, is a set of communication and change techniques that emerged in the United States in the 1970s. It looks at how we perceive situations, how we talk to ourselves, and how these habits shape our reactions.",
          "In a session, it takes the form of practical exercises: setting a realistic goal, looking at a situation from another angle, reconnecting with the memory of a time you felt capable, preparing for a difficult conversation.",
          "I use it as a toolbox within broader therapeutic work, never as a stand-alone method.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "What happens in a session?",
        intro: "NLP often takes up part of a session, when it is useful. It then follows these steps.",
        items: [
          {
            title: "Clarifying",
            text: "We start from a specific situation or goal: what you would like to change, and what difference it would make to you.",
          },
          {
            title: "Exploring",
            text: "We look at how you experience the situation: what you see, hear and feel, and what you say to yourself.",
          },
          {
            title: "Practising",
            text: "I guide you through a suitable exercise, such as changing viewpoint or drawing on a resourceful memory. I explain it first, and you are always free not to do it.",
          },
          {
            title: "Bringing it into daily life",
            text: "We look at how to use these tools in your life, between sessions and beyond.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "How NLP can help",
        intro: "Used alongside other work, it can help you find:",
        items: [
          "Clearer, more realistic goals",
          "Calmer communication with others",
          "Fresh perspective on a situation that felt stuck",
          "More confidence going into an important moment",
          "Simple tools that are easy to use on your own",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "What people come with",
        intro: "People often come to see me about:",
        items: [
          "Low self-confidence, or difficulty standing up for themselves",
          "An exam, an interview or a speech to prepare for",
          "Strained communication, at work or at home",
          "A project or decision they keep hesitating over",
          "Wanting to change a habit or an automatic reaction",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limits and precautions",
        paragraphs: [
          "In all honesty: NLP is not a scientifically validated form of psychotherapy, and several of its theoretical foundations are disputed by researchers. That is why I never use it on its own for psychological distress, only as a complement to better-researched approaches.",
          "It is not enough on its own for depression, serious trauma or a psychiatric condition. In these situations a doctor’s opinion is essential, and I will help you find the right person.",
          "My practice is not an emergency service. If you are having thoughts of suicide, call {nationalLine}, the free French suicide prevention line, open 24/7. If you are in immediate danger, call {samu} or {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Your questions",
        items: [
          {
            question: "Isn’t NLP a form of manipulation?",
            answer:
              "No. In a session, NLP tools serve only the goals you have chosen. I explain each exercise before suggesting it, and you can always say no.",
          },
          {
            question: "How many sessions will I need?",
            answer:
              "NLP is part of broader work: it may take up part of a session or a few focused sessions, depending on your needs. We decide together.",
          },
          {
            question: "Can I ask for NLP only?",
            answer:
              "You can raise it at our first session. I will tell you honestly whether it seems right for what you are looking for, or whether another approach would serve you better.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Let’s talk",
        text: "Wondering whether NLP could be useful to you? Book a first session online, or write to me with your questions.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Contact me", page: "contact" },
        ],
      },
    ],
  },
);
