import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Qui suis-je | {practitioner}, {title}",
      description:
        "{practitioner}, {title} à {city} : mon parcours, mon approche, mes formations et les personnes que j’accompagne.",
    },
    eyebrow: "{title} à {city}",
    title: "Qui suis-je ?",
    lead: "Je m’appelle {practitioner}. J’accompagne les enfants, les adolescents, les adultes, les couples et les familles qui traversent une période difficile, ou qui souhaitent simplement mieux se comprendre.",
    sections: [
      {
        kind: "prose",
        id: "biography",
        title: "Mon parcours",
        paragraphs: [
          "Depuis longtemps, ce que les gens vivent sans oser le dire me touche et m’intéresse. C’est ce qui m’a fait choisir l’accompagnement psychologique : offrir un lieu où l’on peut déposer ce qui pèse, sans crainte d’être jugé.",
          "J’ai construit ma pratique pas à pas, en me formant à plusieurs approches complémentaires et en accompagnant des personnes d’âges et d’horizons très différents. Chaque rencontre me rappelle que personne ne vit la même difficulté de la même façon.",
          "Aujourd’hui, je reçois à mon cabinet de {city}, par téléphone et en visio. Je consulte aussi chaque {fertilityDay} dans un centre de fertilité à {fertilityCity}, auprès des personnes et des couples engagés dans un parcours de PMA.",
        ],
      },
      {
        kind: "prose",
        id: "approach",
        title: "Mon approche thérapeutique",
        paragraphs: [
          "Je crois que vous détenez la clé : vous connaissez votre histoire mieux que personne. Mon rôle n’est pas de vous dire quoi faire, mais de vous aider à y voir plus clair, à retrouver vos ressources et à avancer à votre rythme.",
          "Ma pratique est intégrative. Je m’appuie sur l’écoute bienveillante de l’approche humaniste, sur les outils concrets des thérapies cognitivo-comportementales et sur la douceur de l’hypnose ericksonienne. Selon vos besoins, l’art-thérapie ou la PNL peuvent compléter ce travail.",
          "Ce que vous me confiez reste confidentiel. Les séances suivent un cadre clair : des objectifs fixés ensemble, des points réguliers sur ce qui vous aide, et la liberté de dire quand quelque chose ne vous convient pas.",
          "Cet accompagnement ne remplace pas un suivi médical. Quand c’est utile, je vous encourage à consulter votre médecin, et je peux travailler en lien avec lui si vous le souhaitez.",
        ],
      },
      {
        kind: "prose",
        id: "training",
        title: "Formation et qualifications",
        paragraphs: [
          "Voici mes diplômes et formations, avec l’organisme qui les a délivrés et leur année. Je les complète par de la formation continue et par une supervision régulière auprès d’un pair expérimenté.",
          "Mon titre professionnel : {titleDefinition}. Je ne suis ni médecin, ni psychologue, ni psychothérapeute : ces titres sont réservés aux professionnels inscrits sur un registre national.",
        ],
      },
      {
        kind: "cards",
        id: "expertise",
        title: "Domaines d’expertise",
        intro:
          "Certaines situations reviennent souvent dans ma pratique. Je les connais bien, et je sais combien elles peuvent être lourdes à porter.",
        items: [
          {
            title: "Anxiété et stress",
            text: "Crises d’angoisse, inquiétudes qui tournent en boucle, surmenage : retrouver du calme et des repères.",
          },
          {
            title: "Parcours de PMA",
            text: "Attente, espoir, échecs, décisions difficiles : un soutien à chaque étape, pour vous et pour votre couple.",
          },
          {
            title: "Maladie chronique et endométriose",
            text: "Vivre avec la douleur, la fatigue et parfois l’incompréhension des autres, en complément de votre suivi médical.",
          },
          {
            title: "Couple et famille",
            text: "Communication difficile, conflits, séparation, famille recomposée : retrouver un espace pour se parler.",
          },
          {
            title: "Enfants et adolescents",
            text: "Émotions débordantes, mal-être, difficultés scolaires, estime de soi : un accompagnement adapté à leur âge, en lien avec les parents.",
          },
          {
            title: "Deuil et transitions de vie",
            text: "Perte d’un proche, rupture, changement de travail, naissance : traverser ces périodes de bouleversement.",
          },
        ],
      },
      {
        kind: "quote",
        id: "philosophy",
        text: "Chacun porte en soi des ressources qu’il ne soupçonne pas. Mon travail n’est pas de vous changer, mais de vous aider à les retrouver, à votre rythme.",
        author: "{practitioner}",
      },
      {
        kind: "actions",
        id: "methods",
        title: "Découvrir mes méthodes",
        text: "Thérapies cognitivo-comportementales, approche humaniste, hypnose ericksonienne, art-thérapie, PNL : voyez comment chacune peut vous aider, et comment nous choisirons ensemble celle qui vous convient.",
        actions: [{ label: "Découvrir les méthodes", page: "therapies" }],
      },
    ],
  },
  {
    meta: {
      title: "About me: background and approach | {practitioner}",
      description:
        "{practitioner}, {title} in {city}: my background, approach and training, and the people I support, in person or online.",
    },
    eyebrow: "{title} in {city}",
    title: "About me",
    lead: "My name is {practitioner}. I work with children, teenagers, adults, couples and families who are going through a difficult time, or who simply want to understand themselves better.",
    sections: [
      {
        kind: "prose",
        id: "biography",
        title: "My story",
        paragraphs: [
          "For a long time, I have been moved by what people live through without daring to say it. That is what led me to this work: offering a place where you can set down what weighs on you, without fear of being judged.",
          "I built my practice step by step, training in several complementary approaches and working with people of very different ages and backgrounds. Every meeting reminds me that no two people experience the same difficulty in the same way.",
          "Today I see clients at my practice in {city}, by phone and by video call. Every {fertilityDay} I also hold sessions at a fertility centre in {fertilityCity}, for individuals and couples going through IVF and other assisted reproduction.",
        ],
      },
      {
        kind: "prose",
        id: "approach",
        title: "My therapeutic approach",
        paragraphs: [
          "I believe you hold the key: nobody knows your story better than you do. My role is not to tell you what to do, but to help you see more clearly, reconnect with your own resources and move forward at your own pace.",
          "My practice is integrative. I draw on the attentive listening of humanistic therapy, the practical tools of cognitive behavioural therapy and the gentleness of Ericksonian hypnosis. Depending on what you need, art therapy or NLP can add to this work.",
          "What you tell me stays confidential. Sessions follow a clear framework: goals we set together, regular check-ins on what is helping, and the freedom to say when something doesn’t feel right for you.",
          "This support does not replace medical care. When it would help, I will encourage you to see your doctor, and I am happy to work alongside them if you wish.",
        ],
      },
      {
        kind: "prose",
        id: "training",
        title: "Training and qualifications",
        paragraphs: [
          "Here are my diplomas and training, with the institution that awarded each and the year. I keep them up to date through continuing education and regular supervision with an experienced colleague.",
          "My professional title: {titleDefinition}. I am not a doctor, a psychologist or a psychotherapist: in France, those titles are reserved for professionals on a national register.",
        ],
      },
      {
        kind: "cards",
        id: "expertise",
        title: "Areas of expertise",
        intro:
          "Some situations come up again and again in my practice. I know them well, and I know how heavy they can be to carry.",
        items: [
          {
            title: "Anxiety and stress",
            text: "Panic attacks, worries that go round in circles, overwork: finding calm and solid ground again.",
          },
          {
            title: "Fertility journeys",
            text: "Waiting, hope, setbacks, hard decisions: support at every stage, for you and for your relationship.",
          },
          {
            title: "Chronic illness and endometriosis",
            text: "Living with pain, fatigue and sometimes other people’s lack of understanding, alongside your medical care.",
          },
          {
            title: "Couples and families",
            text: "Communication breakdowns, conflict, separation, blended families: making room to talk to each other again.",
          },
          {
            title: "Children and teenagers",
            text: "Overwhelming emotions, low mood, school difficulties, self-esteem: support suited to their age, working with parents.",
          },
          {
            title: "Grief and life transitions",
            text: "Losing someone close, a break-up, a change of job, a new baby: getting through times of upheaval.",
          },
        ],
      },
      {
        kind: "quote",
        id: "philosophy",
        text: "We all carry resources we don’t suspect we have. My job is not to change you, but to help you find them again, at your own pace.",
        author: "{practitioner}",
      },
      {
        kind: "actions",
        id: "methods",
        title: "Discover my methods",
        text: "Cognitive behavioural therapy, humanistic therapy, Ericksonian hypnosis, art therapy, NLP: see how each one can help, and how we will choose together the one that suits you.",
        actions: [{ label: "Discover the methods", page: "therapies" }],
      },
    ],
  },
);
