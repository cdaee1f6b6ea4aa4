import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Thérapie humaniste à {city} | {practitioner}",
      description:
        "La thérapie humaniste à {city} : une écoute sans jugement, centrée sur votre vécu, pour mieux vous comprendre. Séances, bienfaits et limites.",
    },
    eyebrow: "Thérapies",
    title: "Thérapie humaniste",
    lead: "Un espace d’écoute sans jugement, où votre vécu est au centre et où vous avancez à votre rythme, vers ce qui compte pour vous.",
    back: { label: "Toutes les thérapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "Qu’est-ce que la thérapie humaniste ?",
        paragraphs: [
          "La thérapie humaniste regroupe des approches nées au milieu du XXᵉ siècle, dont la plus connue est l’approche centrée sur la personne du psychologue américain Carl Rogers. Elles partagent une conviction : chacun porte en soi une tendance à grandir, et les ressources pour trouver ses propres réponses.",
          "Je ne prétends pas savoir mieux que vous ce qui est bon pour vous. Je vous offre une écoute empathique, un accueil sans condition de ce que vous êtes, et une présence sincère. Dans ce climat de confiance, il devient possible de déposer ce qui pèse et de se comprendre autrement.",
          "On ne cherche pas seulement à faire disparaître une difficulté : on s’intéresse à la personne dans son ensemble, à ses émotions, à ses besoins, à ses valeurs et au sens qu’elle donne à sa vie.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "Comment se déroule une séance ?",
        intro: "Il n’y a pas de programme imposé. Une séance se construit plutôt ainsi.",
        items: [
          {
            title: "Vous choisissez le point de départ",
            text: "Vous parlez de ce qui est présent pour vous aujourd’hui, même si cela vous semble confus ou sans importance.",
          },
          {
            title: "Une écoute attentive",
            text: "Je vous écoute, je reformule, je vous aide à mettre des mots sur ce que vous ressentez. Les silences ont aussi leur place.",
          },
          {
            title: "L’ici et maintenant",
            text: "Nous prêtons attention à ce que vous vivez pendant la séance elle-même : une émotion qui monte, une tension, une idée nouvelle.",
          },
          {
            title: "Des liens qui se font",
            text: "Au fil des séances, des liens apparaissent entre votre histoire, vos besoins et vos choix. Vous trouvez vos propres réponses, à votre rythme.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "Ce que la thérapie humaniste peut vous apporter",
        intro: "Les personnes que j’accompagne décrivent souvent :",
        items: [
          "Le soulagement d’être écoutées et accueillies telles qu’elles sont",
          "Une meilleure compréhension de leurs émotions et de leurs besoins",
          "Une confiance et une estime de soi retrouvées",
          "Des choix plus en accord avec leurs valeurs",
          "Plus de liberté et d’authenticité dans leurs relations",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "Pour quelles situations ?",
        intro: "On vient souvent consulter pour :",
        items: [
          "Un sentiment de vide, de perte de sens ou un mal-être diffus",
          "Un manque de confiance ou une image de soi abîmée",
          "Un deuil, une séparation, une perte d’emploi",
          "Un tournant de vie : départ des enfants, retraite, maladie, déménagement",
          "Des schémas relationnels qui se répètent et font souffrir",
          "L’envie de mieux se connaître, sans forcément « aller mal »",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limites et précautions",
        paragraphs: [
          "La thérapie humaniste demande du temps : elle avance au rythme de chacun et ne donne pas de solutions toutes faites. Si vous cherchez avant tout des outils face à une difficulté précise, comme une phobie ou des crises d’angoisse, une approche plus structurée comme la TCC peut lui être associée.",
          "Parler de soi peut raviver des émotions douloureuses. C’est normal, et nous veillons ensemble à ce que le rythme reste supportable pour vous.",
          "Cette approche ne remplace pas un suivi médical. Si la tristesse, la fatigue ou l’angoisse durent depuis plusieurs semaines et pèsent sur votre quotidien, consultez aussi votre médecin. Mon cabinet n’est pas un service d’urgence : si vous avez des idées suicidaires, appelez le {nationalLine}, gratuit, 24 h/24 ; en cas de danger immédiat, composez le {samu} ou le {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Vos questions",
        items: [
          {
            question: "Allez-vous me donner des conseils ?",
            answer:
              "Rarement. Plutôt que de vous dire quoi faire, je vous aide à entendre ce que vous savez déjà de vous-même. Les décisions qui viennent de vous sont souvent celles qui tiennent.",
          },
          {
            question: "Et si je ne sais pas quoi dire ?",
            answer:
              "C’est fréquent, et ce n’est pas un problème. Nous pouvons partir de ce que vous ressentez en arrivant, même si c’est de la gêne. Il n’y a pas de bonne façon de commencer.",
          },
          {
            question: "Combien de temps dure ce type de thérapie ?",
            answer:
              "Cela dépend de vous et de ce que vous venez chercher : quelques mois pour certaines personnes, davantage pour d’autres. Nous faisons le point régulièrement, et vous restez libre d’arrêter quand vous le souhaitez.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Parlons-en",
        text: "Vous avez envie d’un espace pour vous, ou vous vous demandez si cette approche vous convient ? Réservez une première séance en ligne, ou écrivez-moi pour poser vos questions.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Humanistic therapy in {city} | {practitioner}",
      description:
        "Humanistic therapy in {city}: non-judgemental listening centred on your experience, to understand yourself better. Sessions, benefits and limits.",
    },
    eyebrow: "Therapies",
    title: "Humanistic therapy",
    lead: "A space where you are listened to without judgement, where your own experience comes first and you move at your pace towards what matters to you.",
    back: { label: "All therapies", page: "therapies" },
    sections: [
      {
        kind: "prose",
        id: "what",
        title: "What is humanistic therapy?",
        paragraphs: [
          "Humanistic therapy covers a family of approaches that emerged in the mid-twentieth century, the best known being the person-centred approach of the American psychologist Carl Rogers. They share one conviction: each of us has a natural tendency to grow, and the resources to find our own answers.",
          "I don’t claim to know better than you what is good for you. What I offer is empathic listening, acceptance of who you are without conditions, and a genuine presence. In that climate of trust, it becomes possible to set down what weighs on you and to see yourself in a new light.",
          "The aim is not only to make a difficulty go away: the focus is on the whole person, on their emotions, needs and values, and on the meaning they give to their life.",
        ],
      },
      {
        kind: "steps",
        id: "session",
        title: "What happens in a session?",
        intro: "There is no set programme. A session tends to unfold like this.",
        items: [
          {
            title: "You choose where to start",
            text: "You talk about whatever feels present for you today, even if it seems muddled or unimportant.",
          },
          {
            title: "Attentive listening",
            text: "I listen, reflect back what I hear and help you put words to what you feel. Silences have their place too.",
          },
          {
            title: "The here and now",
            text: "We pay attention to what you experience during the session itself: a rising emotion, a tension, a new idea.",
          },
          {
            title: "Making connections",
            text: "Over the sessions, links appear between your story, your needs and your choices. You find your own answers, in your own time.",
          },
        ],
      },
      {
        kind: "list",
        id: "benefits",
        title: "How humanistic therapy can help",
        intro: "The people I work with often describe:",
        items: [
          "The relief of being listened to and accepted as they are",
          "A better understanding of their emotions and needs",
          "Renewed confidence and self-esteem",
          "Choices more in tune with their values",
          "More freedom and authenticity in their relationships",
        ],
      },
      {
        kind: "list",
        id: "indications",
        title: "What people come with",
        intro: "People often come to see me about:",
        items: [
          "A sense of emptiness, a loss of meaning or a vague unease",
          "Low confidence or a battered self-image",
          "Grief, a separation, losing a job",
          "A turning point in life: children leaving home, retirement, illness, moving house",
          "Relationship patterns that keep repeating and hurting",
          "Wanting to know themselves better, without necessarily “feeling bad”",
        ],
      },
      {
        kind: "prose",
        id: "limits",
        title: "Limits and precautions",
        paragraphs: [
          "Humanistic therapy takes time: it moves at each person’s pace and offers no ready-made solutions. If what you need most is tools for a specific difficulty, such as a phobia or panic attacks, a more structured approach like CBT can be combined with it.",
          "Talking about yourself can bring painful emotions back to the surface. That is normal, and together we make sure the pace stays bearable for you.",
          "This approach does not replace medical care. If sadness, fatigue or anxiety have lasted several weeks and are weighing on your daily life, please see your doctor as well. My practice is not an emergency service: if you are having thoughts of suicide, call {nationalLine}, the free French suicide prevention line, open 24/7; if you are in immediate danger, call {samu} or {europe}.",
        ],
      },
      {
        kind: "faq",
        id: "faq",
        title: "Your questions",
        items: [
          {
            question: "Will you give me advice?",
            answer:
              "Rarely. Rather than telling you what to do, I help you hear what you already know about yourself. Decisions that come from you are often the ones that last.",
          },
          {
            question: "What if I don’t know what to say?",
            answer:
              "That is very common, and it is not a problem. We can start from how you feel as you arrive, even if that is awkwardness. There is no right way to begin.",
          },
          {
            question: "How long does this kind of therapy last?",
            answer:
              "It depends on you and on what you are looking for: a few months for some people, longer for others. We review things regularly, and you are free to stop whenever you wish.",
          },
        ],
      },
      {
        kind: "actions",
        id: "book",
        title: "Let’s talk",
        text: "Would you like a space of your own, or are you wondering whether this approach is right for you? Book a first session online, or write to me with your questions.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Contact me", page: "contact" },
        ],
      },
    ],
  },
);
