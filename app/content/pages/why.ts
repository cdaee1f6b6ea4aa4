import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Pourquoi consulter un psy ? | {practitioner}",
      description:
        "Anxiété, deuil, épuisement, difficultés de couple : les raisons de consulter, les signes qu’il est peut-être temps, et ce qu’une thérapie peut vous apporter.",
    },
    title: "Pourquoi consulter ?",
    lead: "Il n’est pas nécessaire d’aller très mal pour prendre rendez-vous. On consulte souvent parce que quelque chose pèse, se répète ou empêche d’avancer, et qu’on n’a plus envie de le porter seul.",
    sections: [
      {
        kind: "list",
        id: "reasons",
        title: "Les raisons les plus fréquentes",
        intro: "Chaque histoire est unique, mais certaines difficultés reviennent souvent :",
        items: [
          "Anxiété, stress, crises d’angoisse ou inquiétudes qui tournent en boucle",
          "Tristesse qui dure, perte d’élan, sentiment de vide",
          "Épuisement professionnel ou pression au travail",
          "Deuil, séparation ou changement de vie",
          "Manque de confiance en soi, difficulté à s’affirmer",
          "Difficultés de couple ou tensions familiales",
          "Événement marquant ou traumatisant qui continue de peser",
          "Désir d’enfant, infertilité ou parcours de PMA",
          "Questions sur soi, sur ses choix ou sur le sens de sa vie",
        ],
      },
      {
        kind: "list",
        id: "signs",
        title: "Les signes qu’il est peut-être temps",
        intro: "Quelques repères, à prendre comme des questions plutôt que comme un diagnostic :",
        items: [
          "Vous y pensez depuis un moment, sans oser franchir le pas.",
          "La même difficulté revient, malgré vos efforts.",
          "Vos proches s’inquiètent pour vous, ou vous n’osez plus leur en parler.",
          "Votre sommeil, votre appétit ou votre concentration se dérèglent.",
          "Vous évitez certaines situations, certains lieux ou certaines personnes.",
          "Vous avez le sentiment de ne plus être vous-même.",
        ],
      },
      {
        kind: "prose",
        id: "benefits",
        title: "Ce qu’une thérapie peut vous apporter",
        paragraphs: [
          "Une thérapie offre d’abord un temps à vous, dans un cadre confidentiel et sans jugement. Mettre des mots sur ce que l’on vit aide souvent à y voir plus clair et à se sentir moins seul.",
          "Au fil des séances, vous pouvez mieux comprendre ce qui se joue, repérer vos ressources et essayer d’autres façons de réagir. Le rythme et les objectifs se définissent avec vous, et ils peuvent évoluer.",
          "Chaque parcours est différent, et je ne peux pas vous promettre de résultat. Je m’engage en revanche à vous écouter avec attention, à vous dire honnêtement ce que je peux vous proposer, et à vous orienter vers un autre professionnel si c’est plus adapté.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "Quand voir d’abord un médecin ou appeler les urgences",
        paragraphs: [
          "Certains symptômes demandent un avis médical : fatigue inexpliquée, douleurs, perte de poids, insomnie importante, consommation d’alcool ou de médicaments qui vous inquiète. Votre médecin traitant ou un psychiatre pourra faire le point, et la thérapie viendra en complément si vous le souhaitez.",
          "Un accompagnement psychologique ne remplace pas un suivi médical. Si vous prenez des médicaments, ne les arrêtez pas sans en parler à votre médecin.",
          "Si vous pensez au suicide, si vous êtes en danger ou si un proche l’est, n’attendez pas un rendez-vous : appelez le {nationalLine} (gratuit, jour et nuit), le {samu} ou le {europe}. Les personnes sourdes ou malentendantes peuvent envoyer un SMS au {deafSms}.",
        ],
      },
      { kind: "emergency", id: "emergency" },
      {
        kind: "actions",
        id: "start",
        title: "Envie d’en parler ?",
        text: "Un premier rendez-vous permet de faire connaissance et de voir si ma façon de travailler vous convient, sans engagement pour la suite.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Poser une question", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Why see a therapist? Signs and first steps | {practitioner}",
      description:
        "Anxiety, grief, burnout, relationship difficulties: common reasons to seek therapy, signs it may be time, and what therapy can and cannot offer you.",
    },
    title: "Why see a therapist?",
    lead: "You don’t need to be at rock bottom to book a session. People often come because something weighs on them, keeps coming back or holds them back, and they no longer want to carry it alone.",
    sections: [
      {
        kind: "list",
        id: "reasons",
        title: "The most common reasons",
        intro: "Every story is different, but some difficulties come up often:",
        items: [
          "Anxiety, stress, panic attacks or worries that go round in circles",
          "Lasting sadness, loss of drive, a sense of emptiness",
          "Burnout or pressure at work",
          "Grief, a break-up or a major life change",
          "Low self-confidence, difficulty standing up for yourself",
          "Relationship problems or family tension",
          "A significant or traumatic event that still weighs on you",
          "Wanting a child, infertility or fertility care",
          "Questions about yourself, your choices or the meaning of your life",
        ],
      },
      {
        kind: "list",
        id: "signs",
        title: "Signs it may be time",
        intro: "A few pointers, to read as questions rather than a diagnosis:",
        items: [
          "You have been thinking about it for a while without daring to take the step.",
          "The same difficulty keeps coming back, despite your efforts.",
          "People close to you are worried, or you no longer feel able to talk to them.",
          "Your sleep, appetite or concentration are out of balance.",
          "You avoid certain situations, places or people.",
          "You feel you are no longer yourself.",
        ],
      },
      {
        kind: "prose",
        id: "benefits",
        title: "What therapy can offer you",
        paragraphs: [
          "Therapy first gives you time for yourself, in a confidential setting, free of judgement. Putting what you are going through into words often brings some clarity and makes you feel less alone.",
          "Over the sessions you can come to understand what is going on, notice your own strengths and try out other ways of responding. The pace and goals are set with you, and they can change.",
          "Every path is different, and I cannot promise you a particular outcome. What I can promise is to listen carefully, to tell you honestly what I can offer, and to point you towards another professional if that would suit you better.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "When to see a doctor first or call for help",
        paragraphs: [
          "Some symptoms need a medical opinion: unexplained tiredness, pain, weight loss, severe sleeplessness, or drinking or medication use that worries you. Your GP or a psychiatrist can assess things, and therapy can sit alongside that if you wish.",
          "Psychological support does not replace medical care. If you take medication, don’t stop it without talking to your doctor.",
          "If you are thinking about suicide, if you are in danger or someone close to you is, don’t wait for an appointment: call {nationalLine} (free, day and night), {samu} or {europe}. Deaf and hard-of-hearing people can text {deafSms}.",
        ],
      },
      { kind: "emergency", id: "emergency" },
      {
        kind: "actions",
        id: "start",
        title: "Ready to talk?",
        text: "A first appointment lets us get to know each other and see whether the way I work suits you, with no commitment beyond that.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Ask a question", page: "contact" },
        ],
      },
    ],
  },
);
