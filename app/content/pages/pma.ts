import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Soutien en parcours PMA près de Nice | {practitioner}",
      description:
        "Un soutien psychologique à chaque étape d’une PMA : attentes, échecs, décisions, grossesse. Au cabinet, par téléphone, en visio ou en centre de fertilité.",
    },
    eyebrow: "Parcours PMA",
    title: "Accompagnement psychologique en PMA",
    lead: "Un parcours de PMA mobilise le corps, le couple, le temps et l’espoir. Je vous propose un espace pour déposer ce que vous vivez, seule ou à deux, à chaque étape du chemin.",
    sections: [
      {
        kind: "prose",
        id: "understanding",
        title: "Ce que demande un parcours de PMA",
        paragraphs: [
          "Une procréation médicalement assistée, c’est bien plus qu’une suite d’examens. C’est un calendrier qui s’impose à la vie quotidienne, des rendez-vous à caser entre le travail et la famille, des résultats attendus le cœur serré. Beaucoup de personnes disent avoir l’impression de vivre entre parenthèses.",
          "Les émotions se bousculent : l’espoir, la peur, la colère, la fatigue, parfois la honte ou la culpabilité. L’entourage ne sait pas toujours quoi dire, et certaines phrases bien intentionnées blessent. On peut se sentir isolé au milieu des autres, ou en décalage l’un avec l’autre dans le couple.",
          "Ces réactions ne sont pas un signe de faiblesse : elles disent combien ce projet compte pour vous. En parler à une personne extérieure, qui connaît ces parcours, peut aider à traverser ces mois avec davantage d’appui.",
        ],
      },
      {
        kind: "steps",
        id: "phases",
        title: "Un soutien à chaque étape",
        intro:
          "Chaque étape a ses propres difficultés. Vous pouvez commencer l’accompagnement à tout moment, y compris entre deux tentatives.",
        items: [
          {
            title: "Avant de commencer",
            text: "Les premiers rendez-vous, les examens, parfois l’annonce d’un diagnostic : tout va vite et les questions se multiplient. Nous prenons le temps de mettre des mots sur ce que vous ressentez et de préparer les décisions à venir.",
          },
          {
            title: "Pendant les protocoles",
            text: "Injections, échographies, ponction, transfert : le corps est très sollicité et le moral suit souvent les variations hormonales. Les séances offrent un lieu pour souffler, apaiser le stress et préserver ce qui vous fait du bien en dehors du parcours.",
          },
          {
            title: "Les temps d’attente",
            text: "L’attente d’un résultat, d’un rendez-vous ou d’un don peut sembler interminable. Nous cherchons ensemble des façons concrètes de traverser ces jours : détente, attention au moment présent, appui sur vos proches.",
          },
          {
            title: "Après un échec",
            text: "Un test négatif, une fausse couche, un transfert qui n’aboutit pas : ce sont de vrais deuils, même quand l’entourage ne les voit pas. Vous pouvez y déposer votre tristesse et votre colère, puis réfléchir à votre rythme à la suite : continuer, faire une pause ou arrêter.",
          },
          {
            title: "La grossesse après une PMA",
            text: "Quand la grossesse arrive enfin, la joie se mêle souvent à la peur de perdre ce bébé tant attendu. Il arrive aussi de ne pas réussir à y croire, ou de se reprocher de ne pas ressentir que du bonheur. Ces sentiments sont fréquents et méritent d’être accueillis.",
          },
        ],
      },
      {
        kind: "prose",
        id: "approach",
        title: "Ma façon de vous accompagner",
        paragraphs: [
          "Je vous reçois sans jugement, avec votre histoire et à votre rythme. Les séances peuvent être individuelles ou en couple, ponctuelles ou régulières : c’est vous qui choisissez ce qui vous convient.",
          "Selon vos besoins, je m’appuie sur une écoute humaniste, sur des outils des thérapies cognitivo-comportementales pour apaiser les pensées qui tournent en boucle, ou sur l’hypnose ericksonienne pour retrouver des moments de détente. L’art-thérapie peut aussi aider quand les mots manquent.",
          "Cet accompagnement vient en complément de votre suivi médical, jamais à sa place. Il ne prétend pas agir sur l’issue de la PMA : il vous aide à vivre ce parcours en prenant soin de vous.",
        ],
      },
      {
        kind: "prose",
        id: "fertility-centre",
        title: "Des consultations dans un centre de fertilité",
        paragraphs: [
          "Chaque {fertilityDay}, je consulte au sein d’un centre de fertilité à {fertilityCity}. Vous pouvez ainsi trouver un soutien psychologique là où se déroule votre parcours, parfois le jour même d’un rendez-vous médical.",
          "Si votre parcours se déroule ailleurs, ou si vous préférez un autre cadre, je vous reçois aussi au cabinet de {city}, par téléphone ou en visio. Contactez-moi pour trouver ensemble la formule qui vous convient.",
        ],
      },
      {
        kind: "prose",
        id: "not-alone",
        title: "Vous n’êtes pas seule, vous n’êtes pas seuls",
        paragraphs: [
          "Que vous viviez ce parcours seule ou en couple, ce que vous traversez compte. Les partenaires aussi ont le droit d’être épuisés, inquiets ou perdus, même s’ils se sentent parfois à l’écart des rendez-vous médicaux.",
          "Beaucoup de personnes se taisent, par pudeur ou par peur d’être jugées. Ici, vous pouvez tout dire : la jalousie face à l’annonce d’une grossesse, le découragement, l’envie de tout arrêter ou l’espoir qui revient. Rien de ce que vous ressentez n’est de trop.",
          "Il n’y a pas de bonne manière de vivre une PMA. Il y a la vôtre, et elle mérite d’être entendue.",
        ],
      },
      {
        kind: "prose",
        id: "urgent",
        title: "Besoin de parler rapidement ?",
        paragraphs: [
          "Un résultat difficile, une nuit d’angoisse, une décision à prendre vite : pour une demande urgente, vous pouvez me joindre au {urgentPhone}. Si je ne peux pas répondre tout de suite, laissez un message et je vous rappelle dès que possible.",
          "Le cabinet n’est pas un service d’urgence. Si vous êtes en danger, ou si des idées de suicide vous traversent, appelez sans attendre le {nationalLine} (gratuit, jour et nuit), le {samu} ou le {europe}.",
        ],
      },
      { kind: "emergency", id: "emergency" },
      {
        kind: "actions",
        id: "start",
        title: "Faire le premier pas",
        text: "Un premier échange permet de faire le point sur votre situation et de voir ensemble comment je peux vous accompagner.",
        actions: [
          { label: "Demander un accompagnement", page: "pma", anchor: "contact-form" },
          { label: "Appeler pour une écoute urgente", external: "urgentPhone" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Fertility and IVF support near Nice | {practitioner}",
      description:
        "Emotional support at every stage of fertility care: the waits, setbacks, decisions and pregnancy. In person, by phone, online or at a fertility centre.",
    },
    eyebrow: "Fertility journeys",
    title: "Support through fertility care",
    lead: "Assisted reproduction asks a great deal of your body, your relationship, your time and your hope. These sessions give you somewhere to bring all of it, on your own or together, at whatever stage you are.",
    sections: [
      {
        kind: "prose",
        id: "understanding",
        title: "What a fertility journey asks of you",
        paragraphs: [
          "Assisted reproduction is far more than a series of tests and appointments. Its calendar takes over daily life, appointments have to be squeezed in around work and family, and every result is awaited with a knot in the stomach. Many people say it feels like living life on hold.",
          "Feelings pile up: hope, fear, anger, exhaustion, sometimes shame or guilt. Friends and family don’t always know what to say, and even kind remarks can hurt. You can feel alone in a crowd, or out of step with each other as a couple.",
          "None of this is a sign of weakness: it shows how much this project matters to you. Talking to someone outside your circle who knows these journeys well can help you get through these months with more support.",
        ],
      },
      {
        kind: "steps",
        id: "phases",
        title: "Support at every stage",
        intro: "Each stage brings its own difficulties. You can start at any point, including between two attempts.",
        items: [
          {
            title: "Before you begin",
            text: "First appointments, tests, perhaps a diagnosis: everything moves fast and the questions keep coming. We take time to put words to what you feel and to prepare for the decisions ahead.",
          },
          {
            title: "During a cycle",
            text: "Injections, scans, egg collection, embryo transfer: your body is under strain and your mood often follows the hormones. Sessions give you room to breathe, ease the stress and protect what does you good outside the clinic.",
          },
          {
            title: "The waiting",
            text: "Waiting for a result, an appointment or a donor can feel endless. Together we look for practical ways through those days: relaxation, staying with the present moment, leaning on the people close to you.",
          },
          {
            title: "After a setback",
            text: "A negative test, a miscarriage, a transfer that doesn’t take: these are real losses, even when others can’t see them. You can bring your sadness and anger here, then think about what comes next at your own pace: carrying on, taking a break or stopping.",
          },
          {
            title: "Pregnancy after fertility care",
            text: "When pregnancy finally comes, joy is often mixed with fear of losing a baby you have waited for so long. Some people can’t quite believe it, or blame themselves for not feeling pure happiness. These feelings are common and deserve a place too.",
          },
        ],
      },
      {
        kind: "prose",
        id: "approach",
        title: "How I work with you",
        paragraphs: [
          "I see you without judgement, with your own story and at your own pace. Sessions can be on your own or as a couple, one-off or regular: you decide what suits you.",
          "Depending on what you need, I draw on humanistic listening, on tools from cognitive behavioural therapy to quieten thoughts that go round in circles, or on Ericksonian hypnosis to find moments of calm. Art therapy can help too when words run out.",
          "This support sits alongside your medical care and never replaces it. It makes no claim to change the outcome of your fertility care: it helps you live through the journey while looking after yourself.",
        ],
      },
      {
        kind: "prose",
        id: "fertility-centre",
        title: "Sessions at a fertility centre",
        paragraphs: [
          "Every {fertilityDay}, I hold sessions at a fertility centre in {fertilityCity}. That means you can find emotional support where your care takes place, sometimes on the same day as a medical appointment.",
          "If you are being seen elsewhere, or would rather meet somewhere else, I also see people at my office in {city}, by phone or by video. Get in touch and we will find the arrangement that works for you.",
        ],
      },
      {
        kind: "prose",
        id: "not-alone",
        title: "You are not alone, and neither of you is",
        paragraphs: [
          "Whether you are going through this on your own or as a couple, what you are living through matters. Partners, too, are allowed to feel worn out, worried or lost, even when they feel sidelined at medical appointments.",
          "Many people keep quiet, out of privacy or fear of being judged. Here you can say anything: the envy when someone announces a pregnancy, the discouragement, the urge to give up, or the hope that comes back. Nothing you feel is too much.",
          "There is no right way to go through fertility care. There is your way, and it deserves to be heard.",
        ],
      },
      {
        kind: "prose",
        id: "urgent",
        title: "Need to talk soon?",
        paragraphs: [
          "A hard result, a night of anxiety, a decision to make quickly: for an urgent request you can reach me on {urgentPhone}. If I can’t answer straight away, leave a message and I will call you back as soon as I can.",
          "This practice is not an emergency service. If you are in danger, or having thoughts of suicide, call {nationalLine} (free, day and night), {samu} or {europe} without waiting.",
        ],
      },
      { kind: "emergency", id: "emergency" },
      {
        kind: "actions",
        id: "start",
        title: "Taking the first step",
        text: "A first conversation lets us look at where you are and how I can support you.",
        actions: [
          { label: "Ask for support", page: "pma", anchor: "contact-form" },
          { label: "Call for urgent support", external: "urgentPhone" },
        ],
      },
    ],
  },
);
