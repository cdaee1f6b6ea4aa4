/**
 * Every word of the contact form and its answers, in French and English. The
 * form's rules (app/contact/) yield codes; app/contact/messages.ts picks the
 * sentence for a code here. The confirmation page has its own copy
 * (pages/contactSent.ts).
 *
 * Besides the site placeholders of app/content/fill.ts, strings here may hold
 * {nameMax} {messageMin} {messageMax} (the form's bounds), {count} and {wait},
 * which app/contact/messages.ts's `formText` fills.
 */
import type { ContactErrorCode, FieldErrorCode, Reason, Variant } from "../contact/rules.ts";
import { defineCopy } from "./define.ts";

type FieldCopy = {
  label: string;
  hint?: string;
  /** Messages for this field; codes not listed fall back to `errors`. */
  errors?: Partial<Record<FieldErrorCode, string>>;
};

export type ContactFormCopy = {
  /** The form's heading and introduction, per variant. */
  heading: Record<Variant, { title: string; intro: string }>;
  /** Said once above the fields. */
  requiredNote: string;
  fields: {
    firstName: FieldCopy;
    lastName: FieldCopy;
    name: FieldCopy;
    email: FieldCopy;
    phone: FieldCopy & { optional: string };
    reason: FieldCopy & { choose: string; options: Record<Reason, string> };
    message: FieldCopy & { placeholder: string };
    /** The consent sentence, with the privacy page's link between `before` and `after`. */
    consent: FieldCopy & { before: string; link: string; after: string };
  };
  healthNote: string;
  /** Label of the hidden anti-robot field, for the rare reader who meets it. */
  honeypot: string;
  submit: string;
  sending: string;
  /** Fallback message per code. */
  errors: Record<FieldErrorCode, string>;
  summary: { one: string; other: string };
  request: Record<ContactErrorCode, string>;
  /** How long to wait before the next message, for {wait}. */
  wait: { one: string; other: string };
  network: string;
  toast: { title: string; description: string };
  /** The server's page when a form sent without JavaScript needs another look. */
  fallback: {
    fixTitle: string;
    fixIntro: string;
    failedTitle: string;
    back: string;
    backHint: string;
  };
};

const fr: ContactFormCopy = {
  heading: {
    full: {
      title: "Écrire un message",
      intro:
        "Quelques lignes suffisent pour un premier contact : je vous réponds par e-mail, ou par téléphone si vous le préférez.",
    },
    short: {
      title: "Demander un accompagnement",
      intro: "Laissez vos coordonnées et quelques mots : je reviens vers vous pour convenir d’un premier échange.",
    },
  },
  requiredNote: "Tous les champs sont obligatoires, sauf le téléphone.",
  fields: {
    firstName: {
      label: "Prénom",
      errors: {
        required: "Indiquez votre prénom.",
        too_long: "Votre prénom ne peut pas dépasser {nameMax} caractères.",
        invalid_characters:
          "Votre prénom contient des caractères non acceptés (retour à la ligne, caractère invisible).",
      },
    },
    lastName: {
      label: "Nom",
      errors: {
        required: "Indiquez votre nom.",
        too_long: "Votre nom ne peut pas dépasser {nameMax} caractères.",
        invalid_characters: "Votre nom contient des caractères non acceptés (retour à la ligne, caractère invisible).",
      },
    },
    name: {
      label: "Nom et prénom",
      errors: {
        required: "Indiquez votre nom et votre prénom.",
        too_long: "Ce champ ne peut pas dépasser {nameMax} caractères.",
        invalid_characters: "Ce champ contient des caractères non acceptés (retour à la ligne, caractère invisible).",
      },
    },
    email: {
      label: "Adresse e-mail",
      hint: "Elle sert uniquement à vous répondre.",
      errors: {
        required: "Indiquez votre adresse e-mail pour recevoir une réponse.",
        invalid_email: "Cette adresse e-mail semble incomplète : elle doit ressembler à prenom.nom@exemple.fr.",
        too_long: "Cette adresse e-mail est trop longue.",
      },
    },
    phone: {
      label: "Téléphone",
      optional: "(facultatif)",
      hint: "Utile si vous préférez être rappelé.",
      errors: {
        invalid_phone:
          "Ce numéro ne semble pas valide : dix chiffres commençant par 0, ou l’indicatif international précédé de +.",
        too_long: "Ce numéro est trop long.",
      },
    },
    reason: {
      label: "Motif de consultation",
      choose: "Choisissez un motif",
      options: {
        individual: "Consultation individuelle (adulte)",
        adolescent: "Consultation pour un adolescent",
        child: "Consultation pour un enfant",
        couple: "Thérapie de couple",
        family: "Thérapie familiale",
        pma: "Accompagnement PMA",
        other: "Autre demande",
      },
      errors: {
        required: "Choisissez le motif le plus proche de votre demande.",
        invalid_reason: "Choisissez un motif dans la liste.",
      },
    },
    message: {
      label: "Votre message",
      placeholder: "Décrivez brièvement votre situation et vos attentes",
      hint: "Entre {messageMin} et {messageMax} caractères.",
      errors: {
        required: "Écrivez quelques mots sur votre demande.",
        too_short: "Votre message est un peu court : {messageMin} caractères au minimum.",
        too_long:
          "Votre message dépasse {messageMax} caractères : gardez l’essentiel, vous pourrez en dire plus de vive voix.",
        invalid_characters: "Votre message contient des caractères non acceptés.",
      },
    },
    consent: {
      label: "Consentement",
      before:
        "J’accepte que les informations saisies, y compris le motif de ma demande, qui peut révéler des données de santé, soient utilisées uniquement pour me répondre, comme l’explique la ",
      link: "politique de confidentialité",
      after: ".",
      errors: { consent_required: "Cochez cette case pour que votre message puisse être envoyé." },
    },
  },
  healthNote:
    "Merci de ne pas détailler ici d’informations sur votre santé : quelques mots suffisent, vous pourrez en parler de vive voix lors du premier échange.",
  honeypot: "Laissez ce champ vide",
  submit: "Envoyer le message",
  sending: "Envoi en cours…",
  errors: {
    required: "Ce champ est obligatoire.",
    invalid: "Cette valeur n’est pas acceptée.",
    too_short: "Ce texte est trop court.",
    too_long: "Ce texte est trop long.",
    invalid_characters: "Ce champ contient des caractères non acceptés.",
    invalid_email: "Cette adresse e-mail ne semble pas valide.",
    invalid_phone: "Ce numéro ne semble pas valide.",
    invalid_reason: "Choisissez un motif dans la liste.",
    consent_required: "Cochez cette case pour que votre message puisse être envoyé.",
  },
  summary: {
    one: "Un champ est à vérifier :",
    other: "{count} champs sont à vérifier :",
  },
  request: {
    validation_failed: "Certains champs sont à vérifier.",
    malformed_body: "Le formulaire n’a pas pu être lu. Rechargez la page, puis réessayez.",
    payload_too_large: "Votre message est trop long pour être envoyé. Raccourcissez-le, puis réessayez.",
    unsupported_media_type: "Le formulaire n’a pas pu être lu. Rechargez la page, puis réessayez.",
    cross_origin: "Ce formulaire doit être envoyé depuis le site lui-même. Rechargez la page, puis réessayez.",
    rate_limited:
      "Plusieurs messages sont déjà partis depuis votre connexion. Vous pourrez en envoyer un autre dans {wait} ; si c’est pressé, appelez le {phone}.",
    too_fast:
      "Votre message n’est pas encore parti : le formulaire a été envoyé très vite après l’ouverture de la page. Votre texte est conservé ; relisez-le, puis envoyez-le à nouveau.",
    method_not_allowed: "Cette adresse sert uniquement à envoyer le formulaire de contact.",
    unavailable:
      "L’envoi est momentanément impossible et votre message n’a pas été enregistré. Réessayez dans quelques minutes, ou appelez le {phone}.",
  },
  wait: { one: "une minute", other: "{count} minutes" },
  network:
    "La connexion a échoué : votre message n’est pas encore parti. Votre texte est conservé ; vérifiez votre connexion, puis renvoyez le formulaire.",
  toast: {
    title: "Message envoyé",
    description: "Merci ! Votre message est bien arrivé. Je vous réponds en général sous un à deux jours ouvrés.",
  },

  fallback: {
    fixTitle: "Votre message n’est pas encore parti",
    fixIntro: "Quelques informations sont à vérifier. Corrigez-les ci-dessous, puis renvoyez le formulaire.",
    failedTitle: "Votre message n’a pas pu être envoyé",
    back: "Revenir à la page de contact",
    backHint:
      "Avec le bouton « Retour » de votre navigateur, vous retrouverez normalement le texte que vous aviez saisi.",
  },
};

const en: ContactFormCopy = {
  heading: {
    full: {
      title: "Send a message",
      intro: "A few lines are enough for a first contact: I’ll reply by email, or by phone if you prefer.",
    },
    short: {
      title: "Ask for support",
      intro: "Leave your details and a few words, and I’ll get back to you to arrange a first conversation.",
    },
  },
  requiredNote: "All fields are required, except the phone number.",
  fields: {
    firstName: {
      label: "First name",
      errors: {
        required: "Please enter your first name.",
        too_long: "Your first name can be at most {nameMax} characters.",
        invalid_characters:
          "Your first name contains characters we can’t accept (a line break or an invisible character).",
      },
    },
    lastName: {
      label: "Last name",
      errors: {
        required: "Please enter your last name.",
        too_long: "Your last name can be at most {nameMax} characters.",
        invalid_characters:
          "Your last name contains characters we can’t accept (a line break or an invisible character).",
      },
    },
    name: {
      label: "Full name",
      errors: {
        required: "Please enter your full name.",
        too_long: "This field can be at most {nameMax} characters.",
        invalid_characters: "This field contains characters we can’t accept (a line break or an invisible character).",
      },
    },
    email: {
      label: "Email address",
      hint: "Used only to reply to you.",
      errors: {
        required: "Please enter your email address so you can get a reply.",
        invalid_email: "This email address looks incomplete: it should look like name@example.com.",
        too_long: "This email address is too long.",
      },
    },
    phone: {
      label: "Phone",
      optional: "(optional)",
      hint: "Handy if you’d rather be called back.",
      errors: {
        invalid_phone:
          "This number doesn’t look right: use ten digits starting with 0 for a French number, or + and your country code.",
        too_long: "This number is too long.",
      },
    },
    reason: {
      label: "Reason for getting in touch",
      choose: "Choose a reason",
      options: {
        individual: "Individual session (adult)",
        adolescent: "Sessions for a teenager",
        child: "Sessions for a child",
        couple: "Couples therapy",
        family: "Family therapy",
        pma: "Support through fertility care",
        other: "Something else",
      },
      errors: {
        required: "Please choose the reason closest to your request.",
        invalid_reason: "Please choose a reason from the list.",
      },
    },
    message: {
      label: "Your message",
      placeholder: "Briefly describe your situation and what you’re hoping for",
      hint: "Between {messageMin} and {messageMax} characters.",
      errors: {
        required: "Please write a few words about your request.",
        too_short: "Your message is a little short: at least {messageMin} characters, please.",
        too_long:
          "Your message is over {messageMax} characters: keep to the essentials, there’ll be time to say more in person.",
        invalid_characters: "Your message contains characters we can’t accept.",
      },
    },
    consent: {
      label: "Consent",
      before:
        "I agree that the details I’ve entered, including the reason for my enquiry, which may reveal health data, may be used only to reply to me, as explained in the ",
      link: "privacy policy",
      after: ".",
      errors: { consent_required: "Please tick this box so your message can be sent." },
    },
  },
  healthNote:
    "Please don’t go into detail about your health here: a few words are enough, and you can talk it through in person at the first contact.",
  honeypot: "Leave this field empty",
  submit: "Send message",
  sending: "Sending…",
  errors: {
    required: "This field is required.",
    invalid: "This value isn’t accepted.",
    too_short: "This is too short.",
    too_long: "This is too long.",
    invalid_characters: "This field contains characters we can’t accept.",
    invalid_email: "This email address doesn’t look right.",
    invalid_phone: "This number doesn’t look right.",
    invalid_reason: "Please choose a reason from the list.",
    consent_required: "Please tick this box so your message can be sent.",
  },
  summary: {
    one: "One field needs another look:",
    other: "{count} fields need another look:",
  },
  request: {
    validation_failed: "Some fields need another look.",
    malformed_body: "The form couldn’t be read. Please reload the page and try again.",
    payload_too_large: "Your message is too long to send. Please shorten it and try again.",
    unsupported_media_type: "The form couldn’t be read. Please reload the page and try again.",
    cross_origin: "This form has to be sent from the site itself. Please reload the page and try again.",
    rate_limited:
      "Several messages have already been sent from your connection. You can send another in {wait}; if it’s urgent, please call {phone}.",
    too_fast:
      "Your message hasn’t gone yet: the form was sent very soon after the page opened. Your text is still here; please check it, then send it again.",
    method_not_allowed: "This address is only used to send the contact form.",
    unavailable:
      "Sending isn’t possible right now and your message hasn’t been saved. Please try again in a few minutes, or call {phone}.",
  },
  wait: { one: "a minute", other: "{count} minutes" },
  network:
    "The connection failed, so your message hasn’t gone yet. Your text is still here: check your connection, then send the form again.",
  toast: {
    title: "Message sent",
    description: "Thank you, your message has arrived. I usually reply within one or two working days.",
  },

  fallback: {
    fixTitle: "Your message hasn’t gone yet",
    fixIntro: "A few details need another look. Please correct them below and send the form again.",
    failedTitle: "Your message couldn’t be sent",
    back: "Back to the contact page",
    backHint: "Your browser’s Back button should take you to the form with your text still in it.",
  },
};

export const contactFormCopy = defineCopy(fr, en);
