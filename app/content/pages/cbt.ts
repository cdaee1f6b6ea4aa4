import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "TCC : thérapie cognitivo-comportementale | {practitioner}",
      description:
        "La thérapie cognitivo-comportementale (TCC) à {city} : séances, bienfaits, situations concernées (anxiété, phobies, stress) et limites.",
    },
    eyebrow: "Thérapies",
    title: "Thérapies cognitivo-comportementales (TCC)",
    lead: "Une approche concrète pour comprendre ce qui entretient une difficulté, et pour essayer pas à pas d’autres façons de penser et d’agir.",
    back: { label: "Toutes les thérapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "Qu’est-ce que la TCC ?",
        paragraphs: [
          "Les thérapies cognitivo-comportementales partent d’une idée simple : nos pensées, nos émotions et nos comportements s’influencent en permanence. Une pensée comme « je vais échouer » fait monter l’angoisse, qui pousse à éviter la situation, ce qui renforce à son tour la peur.",
          "La TCC aide à repérer ces cercles vicieux et à les desserrer. Elle s’intéresse surtout à ce qui se passe aujourd’hui, dans votre quotidien, même si votre histoire garde toute sa place quand elle éclaire ce que vous vivez.",
          "C’est l’une des approches les plus étudiées par la recherche en psychologie. Elle est structurée, limitée dans le temps et collaborative : vous participez activement à chaque étape, et rien ne se fait sans votre accord.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "Comment se déroule une séance ?",
        intro: "Chaque accompagnement est différent, mais les séances suivent en général le même fil.",
        items: [
          {
            title: "Faire le point",
            text: "Nous revenons sur les jours passés et sur ce que vous avez observé ou essayé depuis la dernière séance.",
          },
          {
            title: "Comprendre",
            text: "Nous examinons ensemble une situation précise : ce que vous avez pensé, ressenti et fait. Peu à peu, des mécanismes se dessinent.",
          },
          {
            title: "Expérimenter",
            text: "Nous cherchons d’autres façons de voir ou de réagir, et nous les essayons d’abord en séance : respiration, mises en situation, nouvelles manières de vous parler à vous-même.",
          },
          {
            title: "Prolonger",
            text: "Vous repartez avec un petit exercice à faire chez vous, à votre mesure. C’est souvent entre les séances que les changements s’installent.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que la TCC peut vous apporter",
        intro: "Chaque parcours est différent, mais beaucoup de personnes décrivent :",
        items: [
          "Une meilleure compréhension de ce qui déclenche et entretient leur anxiété ou leur mal-être",
          "Des outils concrets, utilisables au quotidien et même après la fin des séances",
          "Moins d’évitement, en retrouvant peu à peu des situations qui leur faisaient peur",
          "Un regard plus nuancé sur elles-mêmes et sur les événements",
          "Un sentiment de maîtrise et de confiance qui grandit à chaque étape",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "Pour quelles situations ?",
        intro: "On vient souvent consulter pour :",
        items: [
          "Des crises d’angoisse, ou une anxiété qui déborde sur la vie de tous les jours",
          "Des phobies : avion, conduite, animaux, foule, prise de parole…",
          "Des pensées envahissantes ou des rituels difficiles à arrêter",
          "Le stress au travail, la pression, la peur de l’épuisement",
          "Des nuits agitées par les ruminations",
          "Un manque de confiance en soi ou la peur du regard des autres",
          "Une baisse de moral qui dure, en complément d’un suivi médical",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limites et précautions",
        paragraphs: [
          "La TCC demande une participation active : observer, essayer, parfois affronter doucement ce qui fait peur. Nous avançons toujours à votre rythme et rien ne vous est imposé. Si cette façon de travailler ne vous convient pas, d’autres approches existent.",
          "Elle ne remplace pas un avis médical. Si des médicaments vous ont été prescrits, ne modifiez jamais leur prise sans en parler à votre médecin. Une tristesse profonde qui dure, des troubles alimentaires, une addiction ou des symptômes physiques inexpliqués demandent aussi l’avis d’un médecin ou d’un psychiatre : nous pourrons travailler en complément.",
          "Mon cabinet n’est pas un service d’urgence. Si vous avez des idées suicidaires, appelez le {nationalLine}, gratuit, 24 h/24 et 7 j/7. En cas de danger immédiat, composez le {samu} ou le {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Vos questions",
        items: [
          {
            question: "Combien de séances faut-il prévoir ?",
            answer:
              "Cela dépend de votre situation et de vos objectifs. La TCC est souvent un travail de durée limitée, de quelques semaines à quelques mois. Nous faisons le point régulièrement, et vous restez libre d’arrêter à tout moment.",
          },
          {
            question: "Faut-il parler de son enfance ?",
            answer:
              "Pas forcément. La TCC se concentre sur le présent, mais si votre histoire aide à comprendre ce que vous vivez aujourd’hui, nous prendrons le temps d’en parler.",
          },
          {
            question: "La TCC convient-elle aux enfants et aux adolescents ?",
            answer:
              "Oui, sous une forme adaptée à leur âge, plus concrète et plus ludique, en associant les parents quand c’est utile.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Parlons-en",
        text: "Vous vous demandez si la TCC peut vous aider ? Réservez une première séance en ligne, ou écrivez-moi pour poser vos questions.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "CBT: cognitive behavioural therapy | {practitioner}",
      description:
        "Cognitive behavioural therapy (CBT) in {city}: what sessions look like, how it can help, who it is for (anxiety, phobias, stress) and its limits.",
    },
    eyebrow: "Therapies",
    title: "Cognitive behavioural therapy (CBT)",
    lead: "A practical approach to understanding what keeps a difficulty going, and to trying out, step by step, new ways of thinking and acting.",
    back: { label: "All therapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "What is CBT?",
        paragraphs: [
          "Cognitive behavioural therapy starts from a simple idea: our thoughts, feelings and behaviour constantly influence one another. A thought such as “I’m going to fail” makes anxiety rise, which pushes us to avoid the situation, which in turn makes the fear stronger.",
          "CBT helps you spot these vicious circles and loosen them. It focuses mainly on what is happening now, in your everyday life, although your past still has its place when it sheds light on what you are going through.",
          "It is one of the most widely researched approaches in psychology. It is structured, time-limited and collaborative: you take an active part at every stage, and nothing happens without your agreement.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "What happens in a session?",
        intro: "Every course of therapy is tailored to you, but sessions usually follow the same thread.",
        items: [
          {
            title: "Checking in",
            text: "We look back over the past days and at what you have noticed or tried since our last session.",
          },
          {
            title: "Understanding",
            text: "Together we look at one specific situation: what you thought, felt and did. Little by little, patterns start to emerge.",
          },
          {
            title: "Experimenting",
            text: "We look for other ways of seeing things or reacting, and try them out in the session first: breathing, role-play, new ways of talking to yourself.",
          },
          {
            title: "Carrying it forward",
            text: "You leave with a small exercise to do at home, at a level that suits you. Change often takes root between sessions.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "How CBT can help",
        intro: "Everyone’s path is different, but many people describe:",
        items: [
          "A clearer understanding of what triggers and feeds their anxiety or distress",
          "Practical tools they can use every day, even after therapy has ended",
          "Less avoidance, gradually returning to situations that used to frighten them",
          "A more balanced view of themselves and of events",
          "A sense of control and confidence that grows with each step",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "What people come with",
        intro: "People often come to see me about:",
        items: [
          "Panic attacks, or anxiety that spills over into everyday life",
          "Phobias: flying, driving, animals, crowds, public speaking…",
          "Intrusive thoughts or rituals that are hard to stop",
          "Stress at work, pressure, the fear of burning out",
          "Nights disturbed by thoughts going round and round",
          "Low self-confidence or a fear of what others think",
          "Low mood that won’t lift, alongside medical care",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limits and precautions",
        paragraphs: [
          "CBT asks for your active involvement: noticing, trying things out, sometimes gently facing what scares you. We always go at your pace and nothing is forced on you. If this way of working doesn’t suit you, there are other approaches.",
          "It does not replace medical advice. If you have been prescribed medication, never change how you take it without talking to your doctor. Deep sadness that lasts, eating difficulties, an addiction or unexplained physical symptoms also need a doctor’s or psychiatrist’s opinion: our work can go alongside theirs.",
          "My practice is not an emergency service. If you are having thoughts of suicide, call {nationalLine}, the free French suicide prevention line, open 24/7. If you are in immediate danger, call {samu} or {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Your questions",
        items: [
          {
            question: "How many sessions will I need?",
            answer:
              "It depends on your situation and your goals. CBT is often fairly short-term, from a few weeks to a few months. We review things regularly, and you are free to stop at any time.",
          },
          {
            question: "Will I have to talk about my childhood?",
            answer:
              "Not necessarily. CBT focuses on the present, but if your past helps explain what you are going through today, we will take the time to talk about it.",
          },
          {
            question: "Is CBT suitable for children and teenagers?",
            answer:
              "Yes, in a form adapted to their age, more concrete and more playful, with parents involved when that helps.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Let’s talk",
        text: "Wondering whether CBT could help you? Book a first session online, or write to me with your questions.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Contact me", page: "contact" },
        ],
      },
    ],
  },
);
