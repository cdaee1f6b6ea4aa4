import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Thérapies : TCC, hypnose, humaniste | {practitioner}",
      description:
        "TCC, thérapie humaniste, hypnose ericksonienne, art-thérapie, PNL, soutien en PMA : les approches proposées à {city} et comment choisir la vôtre.",
    },
    eyebrow: "Approches et méthodes",
    title: "Les thérapies proposées",
    lead: "Il existe plusieurs façons d’avancer. Je vous propose des approches reconnues, que j’adapte à votre situation, à votre âge et à votre rythme. Voici comment elles fonctionnent, et comment nous choisirons ensemble.",
    sections: [
      {
        kind: "cards",
        id: "approaches",
        title: "Les approches principales",
        intro:
          "Trois approches complémentaires forment le socle de mon travail. Elles peuvent être utilisées seules ou associées.",
        items: [
          {
            title: "Thérapies cognitivo-comportementales (TCC)",
            text: "Une approche concrète et structurée pour comprendre comment pensées, émotions et comportements s’entretiennent, et pour essayer d’autres façons de faire. Souvent choisie pour l’anxiété, les phobies ou le stress.",
            page: "cbt",
          },
          {
            title: "Thérapie humaniste",
            text: "Une écoute empathique et sans jugement, centrée sur votre vécu. Elle aide à mieux se connaître, à retrouver confiance en soi et à donner du sens à ce que l’on traverse.",
            page: "humanistic",
          },
          {
            title: "Hypnose ericksonienne",
            text: "Une hypnose douce et conversationnelle, pendant laquelle vous gardez le contrôle à chaque instant. Elle aide à apaiser le stress et à mobiliser vos ressources intérieures.",
            page: "hypnosis",
          },
        ],
      },
      {
        kind: "cards",
        id: "specialisations",
        title: "Les spécialisations complémentaires",
        intro: "Ces approches enrichissent l’accompagnement lorsque votre situation s’y prête.",
        items: [
          {
            title: "Art-thérapie",
            text: "Dessin, peinture, collage, modelage : la création comme moyen d’expression quand les mots manquent. Aucun talent artistique n’est nécessaire.",
            page: "art",
          },
          {
            title: "Programmation neuro-linguistique (PNL)",
            text: "Des outils pratiques pour clarifier vos objectifs, mieux communiquer et prendre du recul face à une situation. Toujours utilisée en complément d’une autre approche.",
            page: "nlp",
          },
          {
            title: "Accompagnement en PMA",
            text: "Un soutien psychologique à chaque étape du parcours de fertilité, pour vous et pour votre couple, avec des consultations chaque {fertilityDay} dans un centre de fertilité à {fertilityCity}.",
            page: "pma",
          },
        ],
      },
      {
        kind: "steps",
        id: "choose",
        title: "Comment choisir ?",
        intro:
          "Vous n’avez pas besoin de savoir à l’avance quelle thérapie vous convient. Nous la choisissons ensemble, en trois temps.",
        items: [
          {
            title: "La première consultation",
            text: "Pendant {firstSessionMinutes} minutes, vous m’expliquez ce qui vous amène, avec vos mots. Je vous pose quelques questions pour comprendre votre situation, vos attentes et ce que vous avez déjà essayé.",
          },
          {
            title: "Le choix de l’approche",
            text: "Je vous explique les approches qui me semblent adaptées, et pourquoi. Vous posez toutes vos questions, puis nous décidons ensemble de la façon de travailler : une seule méthode, ou plusieurs associées.",
          },
          {
            title: "L’accompagnement",
            text: "Nous avançons à votre rythme. Nous faisons régulièrement le point sur ce qui vous aide, et nous ajustons la méthode ou la fréquence des séances si besoin.",
          },
        ],
      },
      {
        kind: "prose",
        id: "no-wrong-choice",
        title: "Il n’y a pas de bonne ou de mauvaise thérapie",
        paragraphs: [
          "De nombreuses études sur la psychothérapie le soulignent : la relation de confiance, le sentiment d’être écouté et compris, comptent au moins autant que la méthode. Celle-ci est là pour servir cette relation.",
          "Une approche qui aide une personne peut moins convenir à une autre, et vos besoins peuvent évoluer avec le temps. Si quelque chose ne vous convient pas, dites-le : nous en parlerons et nous ajusterons, sans que ce soit un échec.",
          "Et si une autre forme d’aide me semble plus adaptée, par exemple un suivi médical ou un autre professionnel, je vous le dirai franchement et je vous aiderai à vous orienter.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Faire le premier pas",
        text: "Vous pouvez réserver une première séance en ligne, me poser vos questions avant de vous décider, ou en savoir plus sur ma formation.",
        actions: [
          { label: "Commencer mon accompagnement", external: "booking" },
          { label: "Choisir ma psychothérapie", page: "contact" },
          { label: "Ma formation", page: "about", anchor: "training" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Therapies: CBT, hypnosis, humanistic | {practitioner}",
      description:
        "CBT, humanistic therapy, Ericksonian hypnosis, art therapy, NLP and fertility support: the approaches I offer in {city}, and how to choose yours.",
    },
    eyebrow: "Approaches and methods",
    title: "The therapies I offer",
    lead: "There is more than one way forward. I offer well-established approaches, adapted to your situation, your age and your pace. Here is how they work, and how we will choose together.",
    sections: [
      {
        kind: "cards",
        id: "approaches",
        title: "Core approaches",
        intro:
          "Three complementary approaches form the foundation of my work. They can be used on their own or combined.",
        items: [
          {
            title: "Cognitive behavioural therapy (CBT)",
            text: "A practical, structured approach to understanding how thoughts, feelings and behaviour keep each other going, and to trying out new ways of doing things. Often chosen for anxiety, phobias or stress.",
            page: "cbt",
          },
          {
            title: "Humanistic therapy",
            text: "Empathic, non-judgemental listening centred on your own experience. It helps you get to know yourself, rebuild self-confidence and make sense of what you are going through.",
            page: "humanistic",
          },
          {
            title: "Ericksonian hypnosis",
            text: "A gentle, conversational form of hypnosis in which you stay in control at every moment. It helps to ease stress and draw on your inner resources.",
            page: "hypnosis",
          },
        ],
      },
      {
        kind: "cards",
        id: "specialisations",
        title: "Complementary specialisations",
        intro: "These approaches enrich the work when your situation calls for them.",
        items: [
          {
            title: "Art therapy",
            text: "Drawing, painting, collage, clay: creative work as a way of expressing what words can’t. No artistic talent needed.",
            page: "art",
          },
          {
            title: "Neuro-linguistic programming (NLP)",
            text: "Practical tools to clarify your goals, communicate better and step back from a situation. Always used alongside another approach.",
            page: "nlp",
          },
          {
            title: "Fertility support",
            text: "Psychological support at every stage of a fertility journey, for you and for your relationship, with sessions every {fertilityDay} at a fertility centre in {fertilityCity}.",
            page: "pma",
          },
        ],
      },
      {
        kind: "steps",
        id: "choose",
        title: "How to choose",
        intro:
          "You don’t need to know in advance which therapy is right for you. We choose it together, in three stages.",
        items: [
          {
            title: "The first session",
            text: "For {firstSessionMinutes} minutes, you tell me what brings you, in your own words. I ask a few questions to understand your situation, what you hope for and what you have already tried.",
          },
          {
            title: "Choosing the approach",
            text: "I explain which approaches seem suited to you, and why. You ask whatever you need to, then we decide together how to work: one method, or several combined.",
          },
          {
            title: "Ongoing support",
            text: "We move at your pace. We regularly take stock of what is helping, and adjust the method or how often we meet if needed.",
          },
        ],
      },
      {
        kind: "prose",
        id: "no-wrong-choice",
        title: "There is no right or wrong therapy",
        paragraphs: [
          "Many studies of psychotherapy point the same way: a relationship of trust, and the feeling of being heard and understood, matter at least as much as the method. The method is there to serve that relationship.",
          "An approach that helps one person may suit another less well, and your needs may change over time. If something isn’t working for you, tell me: we will talk about it and adjust, and that is not a failure.",
          "And if another kind of help seems better suited, such as seeing a doctor or another professional, I will tell you honestly and help you find the right person.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Taking the first step",
        text: "You can book a first session online, ask me your questions before deciding, or find out more about my training.",
        actions: [
          { label: "Get started", external: "booking" },
          { label: "Help me choose", page: "contact" },
          { label: "My training", page: "about", anchor: "training" },
        ],
      },
    ],
  },
);
