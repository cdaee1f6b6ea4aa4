/**
 * Testimonials as received and selected by the practitioner, each with the
 * date it was received. The French text is the original; the English one is
 * a translation (the carousel says so under it). Never marked up as review
 * stars (DESIGN.md §10).
 */
import type { Testimonial } from "./types.ts";

export const testimonials: Testimonial[] = [
  {
    name: "Sophie M.",
    date: "2023-04-18",
    rating: 5,
    text: {
      fr: "Je suis arrivée épuisée par des crises d’angoisse qui me gâchaient le quotidien. Petit à petit, j’ai appris à les reconnaître et à les apaiser. Je me sens enfin plus légère.",
      en: "I arrived worn out by panic attacks that were spoiling my everyday life. Little by little, I learnt to recognise them and calm them down. I finally feel lighter.",
    },
  },
  {
    name: "Julien R.",
    date: "2023-09-05",
    rating: 5,
    text: {
      fr: "Après mon burn-out, je ne savais plus par où commencer. Les séances m’ont aidé à remettre de l’ordre dans mes priorités et à reprendre le travail sans m’oublier.",
      en: "After my burnout, I didn’t know where to start. The sessions helped me sort out my priorities and go back to work without forgetting about myself.",
    },
  },
  {
    name: "Claire B.",
    date: "2024-01-22",
    rating: 5,
    text: {
      fr: "Avec mon compagnon, nous ne savions plus nous parler sans nous blesser. La thérapie de couple nous a offert un espace neutre où chacun a pu être entendu, et nous avons retrouvé le chemin du dialogue.",
      en: "My partner and I could no longer talk without hurting each other. Couples therapy gave us a neutral space where we both felt heard, and we found our way back to talking.",
    },
  },
  {
    name: "Nathalie D.",
    date: "2024-03-11",
    rating: 5,
    text: {
      fr: "Notre fils de 15 ans se renfermait et nous nous sentions démunis. Il a trouvé quelqu’un à qui se confier, et nous avons reçu des repères précieux en tant que parents. L’ambiance à la maison s’est bien détendue.",
      en: "Our 15-year-old son was withdrawing into himself and we felt helpless. He found someone he could confide in, and we were given really useful pointers as parents. Home feels far more relaxed now.",
    },
  },
  {
    name: "Émilie L.",
    date: "2024-06-03",
    rating: 5,
    text: {
      fr: "Le parcours PMA m’usait moralement, entre les attentes et les déceptions. Avoir un lieu pour déposer tout cela m’a aidée à tenir et à me sentir moins seule.",
      en: "Fertility treatment was wearing me down, between the waiting and the disappointments. Having somewhere to set all of that down helped me keep going and feel less alone.",
    },
  },
  {
    name: "Marc P.",
    date: "2024-09-16",
    rating: 5,
    text: {
      fr: "Après le décès de mon père, je tournais en rond. Une écoute patiente et sans jugement m’a aidé à vivre mon deuil à mon rythme. Aujourd’hui, je pense à lui avec plus de douceur.",
      en: "After my father died, I was going round in circles. Patient, non-judgemental listening helped me grieve at my own pace. Today I think of him with more tenderness.",
    },
  },
  {
    name: "Inès K.",
    date: "2025-01-28",
    rating: 5,
    text: {
      fr: "Je doutais de moi en permanence, au travail comme avec mes amis. J’ose maintenant prendre la parole et dire non quand il le faut. Merci pour cette bienveillance.",
      en: "I was constantly doubting myself, at work and with friends. Now I dare to speak up and say no when I need to. Thank you for so much kindness.",
    },
  },
  {
    name: "Laurent G.",
    date: "2025-03-07",
    rating: 5,
    text: {
      fr: "J’étais sceptique face à l’hypnose. J’ai découvert un état de détente où je restais conscient de tout, et cela m’a aidé à regarder autrement ma peur de l’avion.",
      en: "I was sceptical about hypnosis. I discovered a relaxed state in which I stayed aware of everything, and it helped me see my fear of flying differently.",
    },
  },
  {
    name: "Aurélie T.",
    date: "2025-05-20",
    rating: 5,
    text: {
      fr: "Notre fille de 8 ans faisait des cauchemars et avait peur d’aller à l’école. Par le dessin et le jeu, elle a pu mettre des mots sur ses émotions. Elle a retrouvé le sourire.",
      en: "Our 8-year-old daughter was having nightmares and was scared of going to school. Through drawing and play, she found words for her feelings. She’s smiling again.",
    },
  },
  {
    name: "Sarah W.",
    date: "2025-09-12",
    rating: 5,
    text: {
      fr: "Partie vivre quelques mois à l’étranger, j’ai pu poursuivre mes séances en visio sans interruption. La connexion était simple et je me suis sentie aussi bien écoutée qu’au cabinet.",
      en: "When I moved abroad for a few months, I was able to carry on my sessions by video without a break. Connecting was easy, and I felt just as listened to as at the office.",
    },
  },
];
