import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Actualités : articles sur la thérapie | {practitioner}",
      description:
        "Articles de {practitioner} sur la psychothérapie, la connaissance de soi, la vie de couple, le parcours PMA et la prise de rendez-vous.",
    },
    title: "Actualités",
    lead: "Des articles, des réflexions et des repères pratiques autour de la psychothérapie, du couple, de la famille et du parcours PMA.",
    sections: [
      {
        kind: "prose",
        id: "intro",
        title: "À lire à votre rythme",
        paragraphs: [
          "Ces articles proposent des repères pour mieux comprendre ce que vous traversez et ce qu’une thérapie peut vous apporter.",
          "Ils ne remplacent pas une consultation. Si un sujet résonne en vous, vous pouvez en parler en séance.",
        ],
      },
    ],
  },
  {
    meta: {
      title: "News and articles on therapy | {practitioner}",
      description:
        "Articles by {practitioner} on psychotherapy, self-knowledge, relationships, fertility treatment and booking a session.",
    },
    title: "News",
    lead: "Articles, reflections and practical pointers on psychotherapy, couples, family life and fertility treatment.",
    sections: [
      {
        kind: "prose",
        id: "intro",
        title: "Read at your own pace",
        paragraphs: [
          "These articles offer a few landmarks to help you make sense of what you are going through and of what therapy can bring.",
          "They are no substitute for a consultation. If a topic strikes a chord, you are welcome to bring it to a session.",
        ],
      },
    ],
  },
);
