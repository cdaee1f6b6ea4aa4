import { defineCopy } from "../define.ts";
import type { HomeCopy } from "../types.ts";

export default defineCopy<HomeCopy>(
  {
    meta: {
      title: "Thérapie à {city}, Nice | {practitioner}",
      description:
        "{practitioner}, thérapie à {city} près de Nice et en visio : adultes, ados, enfants, couples, familles, parcours PMA. Rendez-vous en ligne.",
    },
    hero: {
      tagline: "Thérapie et accompagnement à {city} et en visio",
      title: "Vous détenez la clé",
      subtitle:
        "Un espace d’écoute bienveillant pour traverser une période difficile, mieux vous comprendre et retrouver votre propre élan. Pour les adultes, les adolescents, les enfants, les couples et les familles.",
      aboutCta: "Découvrir mon approche",
      bookCta: "Prendre RDV en ligne",
      happiness: "Le bonheur est à la portée de tous",
    },
    cards: {
      phone: {
        title: "Par téléphone",
        text: "Une question avant de vous lancer ? Appelez, envoyez un SMS ou un message WhatsApp : je vous réponds {openingDays}, {openingHours}.",
        call: "Appeler",
        sms: "SMS",
        whatsapp: "WhatsApp",
      },
      office: {
        title: "Au cabinet",
        text: "Un lieu calme et discret à {city}, à quelques minutes de Nice, pour vos séances en face à face.",
        book: "Réserver au cabinet",
        more: "Cabinet & accès",
      },
      video: {
        title: "En visio",
        text: "Consultez depuis chez vous ou d’où vous êtes, avec la même attention et le même cadre qu’au cabinet.",
        book: "Réserver en visio",
        more: "Comment ça marche",
        secure: "Sécurisé & Confidentiel",
      },
    },
    modes: {
      title: "Trois façons de consulter",
      address: { title: "Adresse du cabinet", directions: "Itinéraire" },
      intro:
        "Choisissez la formule qui vous convient. Vous pouvez aussi alterner au fil du suivi, selon vos besoins et votre emploi du temps.",
      phone: {
        title: "Téléphone",
        text: "Pratique si vous êtes en déplacement, ou si parler sans être vu vous met plus à l’aise.",
      },
      office: {
        title: "Cabinet",
        text: "Des séances en face à face dans un cadre apaisant, facile d’accès depuis Nice et le littoral.",
      },
      video: {
        title: "Visioconférence",
        text: "Un lien vidéo sécurisé, depuis un lieu calme de votre choix : une bonne option si vous habitez loin ou si vos journées sont chargées.",
      },
    },
    about: {
      title: "Un accompagnement à votre rythme",
      paragraphs: [
        "Je suis {practitioner} et je reçois à {city}, près de Nice, des adultes, des adolescents, des enfants, des couples et des familles, au cabinet comme à distance.",
        "Mon approche est intégrative : je m’appuie sur les thérapies cognitivo-comportementales, l’hypnose ericksonienne, la PNL, l’art-thérapie et l’approche humaniste, pour choisir avec vous ce qui vous correspond.",
        "Pas de solution toute faite : nous partons de votre histoire, de vos ressources et de ce que vous souhaitez changer. Vous restez au centre du travail, car c’est vous qui détenez la clé.",
      ],
      cta: "En savoir plus sur moi",
    },
    testimonials: {
      title: "Ils témoignent",
      intro:
        "Des mots reçus de personnes accompagnées. Je les choisis moi-même et les publie avec l’accord de leurs auteurs, tels qu’ils me sont parvenus, sans retouche, avec leur date de réception ; ils ne sont pas vérifiés par un tiers (article L. 111-7-2 du Code de la consommation). Chaque parcours est singulier : le vôtre sera différent.",
      previous: "Témoignage précédent",
      next: "Témoignage suivant",
      slideLabel: "Témoignage {n} sur {total}",
      translatedNote: "Texte original en français",
      carouselLabel: "Témoignages de patients",
      pause: "Mettre en pause le défilement",
      play: "Reprendre le défilement",
    },
    latest: {
      title: "Derniers articles",
      all: "Voir tous les articles",
    },
    stats: {
      title: "En quelques chiffres",
      items: [
        { value: "{satisfaction}", label: "de satisfaction", basis: "{feedbackBasis}" },
        { value: "{averageRating}★", label: "de note moyenne sur 5", basis: "{feedbackBasis}" },
        { value: "+{patients}", label: "personnes accompagnées", basis: "{patientsBasis}" },
        {
          value: "{urgentDays} j/7",
          label: "lecture des messages urgents, réponse dès que possible",
          basis: "Le cabinet n’est pas un service d’urgence : à toute heure, appelez le {nationalLine} ou le {samu}.",
        },
      ],
    },
  },
  {
    meta: {
      title: "Therapy in {city}, near Nice | {practitioner}",
      description:
        "{practitioner} offers therapy in {city}, near Nice, and online: adults, teenagers, children, couples, families, fertility care. Book online.",
    },
    hero: {
      tagline: "Therapy and support in {city} and online",
      title: "You hold the key",
      subtitle:
        "A calm, caring space to get through a difficult time, understand yourself better and find your own way forward. For adults, teenagers, children, couples and families.",
      aboutCta: "About my approach",
      bookCta: "Book online",
      happiness: "Happiness is within everyone’s reach",
    },
    cards: {
      phone: {
        title: "By phone",
        text: "A question before you take the first step? Call, text or send a WhatsApp message. I reply {openingDays}, {openingHours}.",
        call: "Call",
        sms: "Text",
        whatsapp: "WhatsApp",
      },
      office: {
        title: "At the office",
        text: "A calm, discreet room in {city}, a few minutes from Nice, for face-to-face sessions.",
        book: "Book an office session",
        more: "Office & directions",
      },
      video: {
        title: "By video",
        text: "Meet from home, or wherever you happen to be, with the same attention and the same framework as at the office.",
        book: "Book a video session",
        more: "How it works",
        secure: "Secure & confidential",
      },
    },
    modes: {
      title: "Three ways to meet",
      address: { title: "Where the practice is", directions: "Directions" },
      intro:
        "Choose whatever suits you best. You can also switch from one to another as you go, depending on your needs and your diary.",
      phone: {
        title: "Phone",
        text: "Handy when you are on the move, or if you find it easier to talk without being seen.",
      },
      office: {
        title: "Office",
        text: "Face-to-face sessions in a peaceful setting, easy to reach from Nice and along the coast.",
      },
      video: {
        title: "Video call",
        text: "A secure video link, from a quiet place of your choosing: a good option if you live further away or your days are full.",
      },
    },
    about: {
      title: "Support at your own pace",
      paragraphs: [
        "I’m {practitioner}, and I see adults, teenagers, children, couples and families in {city}, near Nice, both at the office and remotely.",
        "My approach is integrative. I draw on cognitive behavioural therapy, Ericksonian hypnosis, NLP, art therapy and the humanistic approach, and we choose together what fits you.",
        "There is no one-size-fits-all answer. We start from your story, your strengths and what you would like to change. You stay at the heart of the work, because you are the one who holds the key.",
      ],
      cta: "More about me",
    },
    testimonials: {
      title: "In their words",
      intro:
        "Messages from people I have worked with. I choose them myself and publish them with their authors’ consent, as I received them, unedited, with the date they reached me; they are not checked by a third party (French Consumer Code, article L. 111-7-2). Every journey is unique, and yours will be your own.",
      previous: "Previous testimonial",
      next: "Next testimonial",
      slideLabel: "Testimonial {n} of {total}",
      translatedNote: "Translated from French",
      carouselLabel: "Patient testimonials",
      pause: "Pause the slideshow",
      play: "Resume the slideshow",
    },
    latest: {
      title: "Latest articles",
      all: "See all articles",
    },
    stats: {
      title: "At a glance",
      items: [
        { value: "{satisfaction}", label: "satisfaction", basis: "{feedbackBasis}" },
        { value: "{averageRating}★", label: "average rating out of 5", basis: "{feedbackBasis}" },
        { value: "+{patients}", label: "people supported", basis: "{patientsBasis}" },
        {
          value: "{urgentDays} days",
          label: "a week: urgent messages read, with a reply as soon as possible",
          basis: "The practice is not an emergency service: at any hour, call {nationalLine} or {samu}.",
        },
      ],
    },
  },
);
