import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Art-thérapie : s’exprimer autrement | {practitioner}",
      description:
        "L’art-thérapie à {city}, pour enfants, adolescents et adultes : exprimer par la création ce que les mots ne disent pas. Bienfaits et limites.",
    },
    eyebrow: "Thérapies",
    title: "Art-thérapie",
    lead: "Dessiner, peindre, modeler, coller : la création comme autre manière de dire ce que l’on ressent, sans avoir besoin du moindre talent.",
    back: { label: "Toutes les thérapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "Qu’est-ce que l’art-thérapie ?",
        paragraphs: [
          "L’art-thérapie utilise la création comme moyen d’expression. Quand les mots sont difficiles à trouver, ou quand on a beaucoup parlé sans se sentir soulagé, passer par les mains, les couleurs et les formes permet souvent d’aborder les choses autrement.",
          "Ce n’est pas un cours d’art : il n’y a ni bon ni mauvais dessin, et votre création n’est jamais jugée. Ce qui compte, c’est ce que vous vivez en créant, et ce que vous avez envie d’en dire.",
          "Elle convient aux enfants, pour qui le jeu et le dessin sont un langage naturel, comme aux adolescents et aux adultes. Je l’utilise seule ou en complément d’autres approches.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "Comment se déroule une séance ?",
        intro: "Chaque séance s’adapte à votre âge et à votre humeur du jour, mais elle suit souvent ce fil.",
        items: [
          {
            title: "L’accueil",
            text: "Nous commençons par parler de la façon dont vous allez et de ce qui vous occupe en ce moment.",
          },
          {
            title: "Une proposition",
            text: "Je vous propose un thème ou un matériau : crayons, pastels, peinture, argile, collage ou écriture. Vous pouvez aussi créer librement.",
          },
          {
            title: "Le temps de la création",
            text: "Vous créez à votre rythme, en silence ou en parlant. Je suis là, disponible, sans jamais corriger ni juger.",
          },
          {
            title: "La parole",
            text: "Nous regardons ensemble votre création. Vous dites ce qu’elle évoque pour vous : c’est vous qui lui donnez son sens, pas moi.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que l’art-thérapie peut vous apporter",
        intro: "Selon les personnes, la création aide à :",
        items: [
          "Exprimer des émotions difficiles à mettre en mots",
          "Prendre de la distance avec ce qui pèse, en le posant sur le papier",
          "Retrouver du plaisir, de la spontanéité et de la confiance en soi",
          "Se détendre et se recentrer grâce à l’attention portée au geste",
          "Découvrir de nouvelles ressources et une autre image de soi",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "Pour quelles situations ?",
        intro: "On vient souvent consulter pour :",
        items: [
          "Un enfant qui a du mal à dire ce qu’il ressent",
          "Un adolescent qui ne veut pas, ou ne peut pas, « juste parler »",
          "Une période de stress, de colère ou de tristesse",
          "Un deuil, une séparation ou un changement de vie",
          "Un manque de confiance en soi ou un sentiment de vide",
          "Un parcours médical éprouvant, comme la PMA ou une maladie chronique, en complément du suivi médical",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limites et précautions",
        paragraphs: [
          "L’art-thérapie n’est pas un test : je n’interprète pas vos dessins à votre place, et une création ne permet pas de poser un diagnostic. Se lancer peut aussi sembler intimidant au début ; nous prenons le temps qu’il faut.",
          "Après un événement traumatisant, créer peut faire remonter des émotions fortes. Nous avançons alors avec prudence et, si besoin, je vous oriente vers un accompagnement spécialisé.",
          "Elle ne remplace pas un suivi médical. Si vous ou votre enfant traversez une détresse importante, parlez-en aussi à votre médecin. Mon cabinet n’est pas un service d’urgence : en cas d’idées suicidaires, appelez le {nationalLine}, gratuit, 24 h/24 ; en cas de danger immédiat, composez le {samu} ou le {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Vos questions",
        items: [
          {
            question: "Faut-il savoir dessiner ?",
            answer:
              "Non, pas du tout. Un gribouillage, une tache de couleur ou quelques formes suffisent. En art-thérapie, le résultat n’est jamais évalué.",
          },
          {
            question: "Le matériel est-il fourni ?",
            answer:
              "Oui, au cabinet tout est sur place. En visio, nous utilisons ce que vous avez chez vous : une feuille et quelques crayons suffisent pour commencer.",
          },
          {
            question: "Que deviennent mes créations ?",
            answer:
              "Elles vous appartiennent. Vous pouvez les emporter, ou les laisser au cabinet le temps de l’accompagnement pour regarder ensemble, plus tard, le chemin parcouru.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Parlons-en",
        text: "Vous vous demandez si l’art-thérapie peut vous aider, vous ou votre enfant ? Réservez une première séance en ligne, ou écrivez-moi pour poser vos questions.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Art therapy: beyond words | {practitioner}",
      description:
        "Art therapy in {city} for children, teenagers and adults: expressing through creative work what words can’t. Sessions, benefits and limits.",
    },
    eyebrow: "Therapies",
    title: "Art therapy",
    lead: "Drawing, painting, modelling, collage: creative work as another way of saying what you feel, with no talent required.",
    back: { label: "All therapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "What is art therapy?",
        paragraphs: [
          "Art therapy uses creative work as a means of expression. When words are hard to find, or when you have talked a lot without feeling any lighter, working with your hands, with colours and shapes often opens up a different way in.",
          "It is not an art class: there is no good or bad drawing, and your work is never judged. What matters is what you experience while creating, and what you would like to say about it.",
          "It suits children, for whom play and drawing are a natural language, as well as teenagers and adults. I use it on its own or alongside other approaches.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "What happens in a session?",
        intro: "Each session adapts to your age and how you feel that day, but it often follows this thread.",
        items: [
          {
            title: "Arriving",
            text: "We start by talking about how you are and what is on your mind at the moment.",
          },
          {
            title: "A suggestion",
            text: "I suggest a theme or a material: pencils, pastels, paint, clay, collage or writing. You can also create freely.",
          },
          {
            title: "Time to create",
            text: "You create at your own pace, in silence or while talking. I am there with you, never correcting or judging.",
          },
          {
            title: "Talking it through",
            text: "We look at your work together. You say what it brings up for you: you are the one who gives it meaning, not me.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "How art therapy can help",
        intro: "Depending on the person, creative work can help to:",
        items: [
          "Express emotions that are hard to put into words",
          "Step back from what weighs on you by putting it down on paper",
          "Rediscover pleasure, spontaneity and self-confidence",
          "Relax and refocus through the attention paid to each gesture",
          "Discover new resources and a different image of yourself",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "What people come with",
        intro: "People often come to see me about:",
        items: [
          "A child who struggles to say what they feel",
          "A teenager who won’t, or can’t, “just talk”",
          "A period of stress, anger or sadness",
          "Grief, a separation or a big change in life",
          "Low self-confidence or a sense of emptiness",
          "A draining medical journey, such as a fertility journey or a chronic illness, alongside medical care",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limits and precautions",
        paragraphs: [
          "Art therapy is not a test: I don’t interpret your drawings for you, and a piece of work cannot be used to make a diagnosis. Getting started can also feel daunting at first; we take all the time you need.",
          "After a traumatic event, creating can stir up strong emotions. We then go carefully and, if needed, I will refer you to specialised support.",
          "It does not replace medical care. If you or your child are in serious distress, please talk to your doctor as well. My practice is not an emergency service: if you are having thoughts of suicide, call {nationalLine}, the free French suicide prevention line, open 24/7; if you are in immediate danger, call {samu} or {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Your questions",
        items: [
          {
            question: "Do I need to be able to draw?",
            answer:
              "Not at all. A scribble, a splash of colour or a few shapes are enough. In art therapy the result is never assessed.",
          },
          {
            question: "Are materials provided?",
            answer:
              "Yes, everything is ready at the practice. By video call, we use what you have at home: a sheet of paper and a few pencils are enough to start.",
          },
          {
            question: "What happens to my work?",
            answer:
              "It belongs to you. You can take it home, or leave it at the practice while we work together, so we can look back later at how far you have come.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Let’s talk",
        text: "Wondering whether art therapy could help you or your child? Book a first session online, or write to me with your questions.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Contact me", page: "contact" },
        ],
      },
    ],
  },
);
