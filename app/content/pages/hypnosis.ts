import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Hypnose ericksonienne près de Nice | {practitioner}",
      description:
        "L’hypnose ericksonienne à {city} : une hypnose douce où vous gardez le contrôle. Déroulement des séances, bienfaits, indications et précautions.",
    },
    eyebrow: "Thérapies",
    title: "Hypnose ericksonienne",
    lead: "Une hypnose douce et respectueuse, qui s’appuie sur vos propres ressources pour vous aider à retrouver du calme et à avancer.",
    back: { label: "Toutes les thérapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "Qu’est-ce que l’hypnose ericksonienne ?",
        paragraphs: [
          "L’hypnose ericksonienne doit son nom au psychiatre américain Milton Erickson. Elle repose sur un état que vous connaissez déjà : celui où l’on est absorbé par un livre, un paysage ou ses pensées pendant un trajet familier. L’attention se concentre, le corps se détend, et l’esprit devient plus disponible au changement.",
          "Loin des images du spectacle, je ne vous donne pas d’ordres. J’utilise un langage doux, fait de suggestions ouvertes et d’images, que vous êtes libre d’accueillir ou non. Vous entendez tout, et vous pouvez parler, bouger ou arrêter à tout moment.",
          "L’hypnose n’est pas une fin en soi : elle s’inscrit dans un accompagnement, aux côtés de la parole. Elle ne relève pas de la médecine et ne remplace ni un diagnostic ni un suivi médical.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "Comment se déroule une séance ?",
        intro: "Une séance ne commence jamais directement par l’hypnose. Elle suit en général quatre temps.",
        items: [
          {
            title: "Un temps d’échange",
            text: "Nous parlons d’abord de ce que vous souhaitez travailler, de ce que vous ressentez et de ce qui pourrait vous aider. Votre objectif guide toute la séance.",
          },
          {
            title: "L’installation",
            text: "Vous prenez place dans un fauteuil confortable, les yeux ouverts ou fermés, comme vous préférez. Ma voix vous guide pour tourner doucement votre attention vers l’intérieur.",
          },
          {
            title: "Le travail sous hypnose",
            text: "Pendant une vingtaine de minutes, des images, des souvenirs ou des sensations peuvent venir. Vous gardez conscience de ce qui se passe, et vous gardez la main.",
          },
          {
            title: "Le retour et le partage",
            text: "Je vous accompagne pour revenir tranquillement, puis nous parlons de ce que vous avez vécu. Je peux aussi vous apprendre l’autohypnose, pour la pratiquer chez vous.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que l’hypnose peut vous apporter",
        intro: "Chacun la vit à sa manière, mais les personnes que j’accompagne parlent souvent de :",
        items: [
          "Une détente profonde et un apaisement des tensions",
          "Un accès plus facile à leurs ressources : calme, confiance, créativité",
          "Un autre rapport à une peur ou à une émotion envahissante",
          "Un outil d’autohypnose à utiliser en autonomie, au quotidien",
          "Un soutien pour se préparer à un moment important : examen, entretien, prise de parole, étape d’un parcours de PMA",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "Pour quelles situations ?",
        intro: "On vient souvent consulter pour :",
        items: [
          "Le stress, l’anxiété, la nervosité",
          "Des difficultés à s’endormir ou un sommeil agité",
          "Des peurs et des phobies : avion, dentiste, piqûres, conduite…",
          "Un manque de confiance en soi, le trac",
          "Une habitude que l’on souhaite changer : grignotage, tabac, ongles rongés…",
          "Les émotions liées à un parcours de PMA",
          "Une douleur chronique, pour mieux vivre avec, en complément du suivi médical",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limites et précautions",
        paragraphs: [
          "L’hypnose n’est pas faite pour tout le monde, et elle n’est jamais imposée. Certaines personnes s’y laissent aller facilement, d’autres moins : ce n’est ni un échec ni une question de volonté. Si elle ne vous convient pas, nous travaillerons autrement.",
          "Elle est déconseillée en cas de troubles psychotiques, de certains troubles dissociatifs ou pendant une crise aiguë. Si vous avez reçu un diagnostic de trouble psychiatrique ou d’épilepsie, parlez-en d’abord à votre médecin, et dites-le-moi dès la première séance.",
          "Une douleur, un trouble du sommeil ou une perte de poids qui durent méritent d’abord l’avis de votre médecin. Mon cabinet n’est pas un service d’urgence : si vous avez des idées suicidaires, appelez le {nationalLine}, gratuit, 24 h/24 ; en cas de danger immédiat, composez le {samu} ou le {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Vos questions",
        items: [
          {
            question: "Vais-je perdre le contrôle ?",
            answer:
              "Non. Vous gardez conscience de ce qui se passe, vous entendez ma voix et vous pouvez ouvrir les yeux, parler ou arrêter quand vous le voulez. Personne ne peut vous faire dire ou faire quelque chose contre votre volonté.",
          },
          {
            question: "Et si l’hypnose ne fonctionne pas avec moi ?",
            answer:
              "Il n’y a pas de bonne façon de la vivre : certains ressentent une détente profonde, d’autres simplement un moment de calme. Et si elle ne vous convient pas, d’autres approches sont possibles.",
          },
          {
            question: "Est-ce la même chose que l’hypnose de spectacle ?",
            answer:
              "Non. L’hypnose de spectacle cherche à impressionner un public. En séance, l’hypnose est un outil d’accompagnement discret et respectueux, qui se fait avec vous et pour vous.",
          },
          {
            question: "Peut-on faire une séance en visio ?",
            answer:
              "Oui, c’est possible pour beaucoup de personnes, depuis un endroit calme et confortable, à l’abri des interruptions. Nous en parlons ensemble pour voir si cela vous convient.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Parlons-en",
        text: "Vous vous demandez si l’hypnose peut vous aider ? Réservez une première séance en ligne, ou écrivez-moi pour poser vos questions.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Ericksonian hypnosis near Nice | {practitioner}",
      description:
        "Ericksonian hypnosis in {city}: a gentle form of hypnosis in which you stay in control. Sessions, benefits, who it suits and precautions.",
    },
    eyebrow: "Therapies",
    title: "Ericksonian hypnosis",
    lead: "A gentle, respectful form of hypnosis that draws on your own resources to help you find calm and move forward.",
    back: { label: "All therapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "What is Ericksonian hypnosis?",
        paragraphs: [
          "Ericksonian hypnosis is named after the American psychiatrist Milton Erickson. It relies on a state you already know: being absorbed in a book, a view or your own thoughts on a familiar journey. Your attention narrows, your body relaxes, and your mind becomes more open to change.",
          "Unlike stage hypnosis, there are no orders. I use gentle language, open suggestions and imagery that you are free to take up or leave. You hear everything, and you can speak, move or stop at any moment.",
          "Hypnosis is not an end in itself: it is part of the therapeutic work, alongside talking. It is not a medical practice and does not replace a diagnosis or medical care.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "What happens in a session?",
        intro: "A session never starts straight away with hypnosis. It usually has four parts.",
        items: [
          {
            title: "Talking first",
            text: "We start by talking about what you would like to work on, how you feel and what might help. Your goal guides the whole session.",
          },
          {
            title: "Settling in",
            text: "You sit in a comfortable armchair, eyes open or closed, whichever you prefer. My voice guides you to turn your attention gently inwards.",
          },
          {
            title: "The hypnosis itself",
            text: "For around twenty minutes, images, memories or sensations may come up. You stay aware of what is happening, and you remain in charge.",
          },
          {
            title: "Coming back and talking it over",
            text: "I guide you back gently, then we talk about what you experienced. I can also teach you self-hypnosis to practise at home.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "How hypnosis can help",
        intro: "Everyone experiences it differently, but the people I work with often mention:",
        items: [
          "Deep relaxation and an easing of tension",
          "Easier access to their own resources: calm, confidence, creativity",
          "A different relationship with a fear or an overwhelming emotion",
          "A self-hypnosis technique they can use on their own, day to day",
          "Support in preparing for an important moment: an exam, an interview, a speech, a step in a fertility journey",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "What people come with",
        intro: "People often come to see me about:",
        items: [
          "Stress, anxiety, nervousness",
          "Trouble falling asleep or restless sleep",
          "Fears and phobias: flying, the dentist, needles, driving…",
          "Low self-confidence, stage fright",
          "A habit they want to change: snacking, smoking, nail-biting…",
          "The emotions of a fertility journey",
          "Chronic pain, to live better with it, alongside medical care",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limits and precautions",
        paragraphs: [
          "Hypnosis is not for everyone, and it is never forced on anyone. Some people let go easily, others less so: that is neither a failure nor a question of willpower. If it doesn’t suit you, we will work in another way.",
          "It is not advisable in cases of psychotic disorders, some dissociative disorders or during an acute crisis. If you have been diagnosed with a psychiatric condition or epilepsy, talk to your doctor first, and let me know at our first session.",
          "Pain, sleep problems or weight loss that persist should first be checked by your doctor. My practice is not an emergency service: if you are having thoughts of suicide, call {nationalLine}, the free French suicide prevention line, open 24/7; if you are in immediate danger, call {samu} or {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Your questions",
        items: [
          {
            question: "Will I lose control?",
            answer:
              "No. You stay aware of what is happening, you hear my voice and you can open your eyes, speak or stop whenever you like. Nobody can make you say or do anything against your will.",
          },
          {
            question: "What if hypnosis doesn’t work on me?",
            answer:
              "There is no right way to experience it: some people feel deeply relaxed, others simply enjoy a quiet moment. And if it doesn’t suit you, other approaches are available.",
          },
          {
            question: "Is it the same as stage hypnosis?",
            answer:
              "No. Stage hypnosis is designed to impress an audience. In a session, hypnosis is a discreet, respectful tool, used with you and for you.",
          },
          {
            question: "Can I have a session by video call?",
            answer:
              "Yes, it works well for many people, from a quiet, comfortable place where you won’t be disturbed. We can talk it over to see whether it would suit you.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Let’s talk",
        text: "Wondering whether hypnosis could help you? Book a first session online, or write to me with your questions.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Contact me", page: "contact" },
        ],
      },
    ],
  },
);
