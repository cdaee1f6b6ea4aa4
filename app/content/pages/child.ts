import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Consultation enfant à {city} | {practitioner}",
      description:
        "Peurs, colères, tristesse, soucis à l’école : des séances pour enfants par le jeu, le dessin et la parole, avec les parents, à {city}.",
    },
    eyebrow: "Pour qui",
    back: { label: "Retour à Pour qui", page: "forWhom" },
    title: "Consultation enfant",
    lead: "Un enfant dit souvent ce qu’il vit par son comportement, son corps ou ses jeux plutôt qu’avec des mots. Les séances l’aident à exprimer ce qui le préoccupe, avec ses parents comme partenaires.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "Quand consulter ?",
        intro:
          "Vous connaissez votre enfant mieux que personne. Consulter peut aider quand vous remarquez, par exemple :",
        items: [
          "Des peurs, des cauchemars ou des difficultés à s’endormir",
          "Des colères fréquentes, de l’agitation ou de l’opposition",
          "De la tristesse, un repli, une perte d’entrain",
          "Des difficultés à l’école, à se concentrer ou à se faire des amis",
          "Une timidité qui le fait souffrir, un manque de confiance",
          "Un événement qui le bouleverse : séparation, deuil, naissance, déménagement",
          "Le retour de comportements d’un âge plus jeune",
          "Des maux de ventre ou de tête pour lesquels le médecin n’a pas trouvé de cause",
        ],
      },
      {
        kind: "prose",
        id: "parents",
        title: "La place des parents",
        paragraphs: [
          "Les parents sont des partenaires essentiels. Le premier rendez-vous se fait généralement avec vous, avec ou sans l’enfant, pour comprendre son histoire, ce qui vous inquiète et ce que vous avez déjà essayé.",
          "Au fil du suivi, nous faisons régulièrement le point ensemble. Je vous donne des repères pour le quotidien, tout en respectant l’espace de votre enfant : ses dessins et ses confidences lui appartiennent.",
        ],
      },
      {
        kind: "prose",
        id: "play",
        title: "Le jeu et le dessin pour s’exprimer",
        paragraphs: [
          "Un enfant ne raconte pas ses soucis comme un adulte. En séance, il peut jouer, dessiner, peindre, modeler ou inventer des histoires : ce sont ses mots à lui.",
          "Ces supports l’aident à exprimer ses émotions, à mettre à distance ce qui lui fait peur et à trouver ses propres ressources. Il n’y a rien à réussir : aucun dessin n’est beau ou raté.",
        ],
      },
      {
        kind: "prose",
        id: "consent",
        title: "L’accord des deux parents",
        paragraphs: [
          "Pour un enfant mineur, l’accord des deux parents titulaires de l’autorité parentale est nécessaire avant de commencer un suivi. C’est aussi le cas lorsque les parents sont séparés.",
          "Si cette démarche est délicate dans votre situation, parlez-m’en dès la prise de contact. Nous chercherons ensemble la manière la plus juste de procéder, dans l’intérêt de votre enfant.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "Quand voir d’abord un médecin",
        paragraphs: [
          "Si votre enfant se plaint de douleurs, dort ou mange beaucoup moins, ou si un changement vous inquiète, montrez-le d’abord à votre médecin ou à votre pédiatre. Les séances peuvent ensuite venir en complément de son suivi médical.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Prendre rendez-vous",
        text: "Vous pouvez réserver un premier rendez-vous en ligne, ou m’écrire pour en parler avant de vous décider.",
        actions: [
          { label: "Prendre rendez-vous en ligne", external: "booking" },
          { label: "Me contacter", page: "contact" },
        ],
      },
    ],
  },
  {
    meta: {
      title: "Child therapy in {city} | {practitioner}",
      description:
        "Fears, anger, sadness, difficulties at school: sessions for children through play, drawing and talking, working closely with parents, in {city}.",
    },
    eyebrow: "Who I help",
    back: { label: "Back to who I help", page: "forWhom" },
    title: "Therapy for children",
    lead: "Children often show what they are going through in their behaviour, their body or their play rather than in words. Sessions help them express what is troubling them, with their parents as partners.",
    sections: [
      {
        kind: "list",
        id: "when",
        title: "When might therapy help?",
        intro: "You know your child better than anyone. It may help to come when you notice, for example:",
        items: [
          "Fears, nightmares or trouble falling asleep",
          "Frequent tantrums, restlessness or defiance",
          "Sadness, withdrawal, a loss of spark",
          "Difficulties at school, concentrating or making friends",
          "Shyness that makes them unhappy, a lack of confidence",
          "An upsetting event: separation, bereavement, a new baby, a move",
          "A return to behaviour from a younger age",
          "Tummy aches or headaches for which the doctor has found no cause",
        ],
      },
      {
        kind: "prose",
        id: "parents",
        title: "The role of parents",
        paragraphs: [
          "Parents are essential partners. The first appointment is usually with you, with or without your child, to understand their story, what worries you and what you have already tried.",
          "As the sessions go on, we review things together regularly. I give you pointers for everyday life while respecting your child’s space: their drawings and confidences belong to them.",
        ],
      },
      {
        kind: "prose",
        id: "play",
        title: "Play and drawing as a way to express",
        paragraphs: [
          "Children don’t describe their worries the way adults do. In sessions they can play, draw, paint, model or make up stories: that is their language.",
          "These activities help them express their feelings, put some distance between themselves and what frightens them, and find their own resources. There is nothing to get right: no drawing is good or bad.",
        ],
      },
      {
        kind: "prose",
        id: "consent",
        title: "Both parents’ agreement",
        paragraphs: [
          "As your child is a minor, the agreement of both parents with parental authority is needed before sessions begin. This also applies when parents are separated.",
          "If this is difficult in your situation, tell me when you first get in touch. We will work out together the fairest way forward, with your child’s interests first.",
        ],
      },
      {
        kind: "prose",
        id: "doctor",
        title: "When to see a doctor first",
        paragraphs: [
          "If your child complains of pain, is sleeping or eating much less, or a change worries you, see your GP or paediatrician first. Sessions can then sit alongside their medical care.",
        ],
      },
      {
        kind: "actions",
        id: "start",
        title: "Book an appointment",
        text: "You can book a first appointment online, or write to me to talk it over before deciding.",
        actions: [
          { label: "Book online", external: "booking" },
          { label: "Get in touch", page: "contact" },
        ],
      },
    ],
  },
);
