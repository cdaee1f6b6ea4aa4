import { defineCopy } from "../define.ts";
import type { PageCopy } from "../types.ts";

export default defineCopy<PageCopy>(
  {
    meta: {
      title: "Mentions légales | {practitioner}",
      description:
        "Mentions légales du site de {practitioner} : éditeur, direction de la publication, hébergeur, propriété intellectuelle et crédits.",
    },
    title: "Mentions légales",
    lead: "Qui édite et qui héberge ce site, conformément à la loi pour la confiance dans l’économie numérique (LCEN).",
    sections: [
      {
        kind: "list",
        id: "editor",
        title: "Éditeur du site",
        items: [
          "{practitioner}, {legalStatus}",
          "Titre professionnel : {titleDefinition}",
          "Inscription professionnelle : aucune, ce titre ne relevant ni d’une profession réglementée ni d’un registre national",
          "Adresse : {address}",
          "Téléphone : {phone}",
          "E-mail : {email}",
          "SIRET : {siret}",
          "TVA : {vatStatus}",
        ],
      },
      {
        kind: "prose",
        id: "director",
        title: "Direction de la publication",
        paragraphs: ["{practitioner}, joignable à l’adresse {email}."],
      },
      {
        kind: "list",
        id: "host",
        title: "Hébergement",
        items: ["{hostName}", "Adresse : {hostAddress}", "Téléphone : {hostPhone}"],
      },
      {
        kind: "list",
        id: "mediation",
        title: "Médiation de la consommation",
        intro:
          "En cas de litige, écrivez-moi d’abord à {email} : nous chercherons ensemble une solution. Si votre réclamation écrite n’aboutit pas, vous pouvez saisir gratuitement le médiateur de la consommation dont je relève (article L. 616-1 du Code de la consommation), dans un délai d’un an :",
        items: ["{mediatorName}", "Site internet : {mediatorUrl}", "Adresse : {mediatorAddress}"],
      },
      {
        kind: "prose",
        id: "intellectual-property",
        title: "Propriété intellectuelle",
        paragraphs: [
          "Les contenus de ce site (textes, illustrations, logo, mise en page) sont protégés par le droit d’auteur. Sauf mention contraire, ils appartiennent à {practitioner}.",
          "Toute reproduction ou réutilisation, totale ou partielle, sans autorisation écrite préalable est interdite. Vous pouvez en revanche partager librement un lien vers une page du site.",
        ],
      },
      {
        kind: "prose",
        id: "liability",
        title: "Responsabilité",
        paragraphs: [
          "Les informations publiées sur ce site sont générales. Elles ne remplacent ni une consultation ni un avis médical : pour toute question de santé, adressez-vous à votre médecin.",
          "Malgré le soin apporté au site, une erreur ou une interruption peut survenir. Vous pouvez la signaler à {email} : elle sera corrigée dès que possible.",
          "Les liens vers des sites extérieurs (service de réservation, cartes, réseaux sociaux) sont fournis pour votre commodité. Leur contenu relève de la responsabilité de leurs éditeurs.",
        ],
      },
      {
        kind: "actions",
        id: "personal-data",
        title: "Données personnelles",
        text: "Les données recueillies par ce site, leur usage et la façon d’exercer vos droits sont décrits dans la politique de confidentialité.",
        actions: [{ label: "Politique de confidentialité", page: "privacy" }],
      },
      {
        kind: "list",
        id: "credits",
        title: "Crédits",
        items: [
          "Polices de caractères : Fraunces et Inter, polices libres (SIL Open Font License), hébergées sur ce site",
          "Icônes : Lucide, sous licence libre ISC",
          "Illustrations : créations originales réalisées pour ce site",
        ],
      },
    ],
  },
  {
    meta: {
      title: "Legal notice | {practitioner}",
      description:
        "Legal notice for {practitioner}’s website: publisher, publication director, host, intellectual property and credits.",
    },
    title: "Legal notice",
    lead: "Who publishes and hosts this website, as required by French law (the LCEN, the law on confidence in the digital economy).",
    sections: [
      {
        kind: "list",
        id: "editor",
        title: "Publisher",
        items: [
          "{practitioner}, {legalStatus}",
          "Professional title: {titleDefinition}",
          "Professional registration: none, as this title is not a regulated profession and has no national register",
          "Address: {address}",
          "Phone: {phone}",
          "E-mail: {email}",
          "SIRET (French business registration number): {siret}",
          "VAT: {vatStatus}",
        ],
      },
      {
        kind: "prose",
        id: "director",
        title: "Publication director",
        paragraphs: ["{practitioner}, who can be reached at {email}."],
      },
      {
        kind: "list",
        id: "host",
        title: "Hosting",
        items: ["{hostName}", "Address: {hostAddress}", "Phone: {hostPhone}"],
      },
      {
        kind: "list",
        id: "mediation",
        title: "Consumer mediation",
        intro:
          "If we disagree, please write to me first at {email} and we will look for a solution together. If your written complaint does not settle it, you can refer the matter, free of charge and within one year, to the consumer mediator the practice has joined (French Consumer Code, article L. 616-1):",
        items: ["{mediatorName}", "Website: {mediatorUrl}", "Address: {mediatorAddress}"],
      },
      {
        kind: "prose",
        id: "intellectual-property",
        title: "Intellectual property",
        paragraphs: [
          "The content of this website (text, illustrations, logo, layout) is protected by copyright. Unless stated otherwise, it belongs to {practitioner}.",
          "Copying or reusing any of it, in whole or in part, without prior written permission is not allowed. You are, however, welcome to share a link to any page.",
        ],
      },
      {
        kind: "prose",
        id: "liability",
        title: "Liability",
        paragraphs: [
          "The information on this website is general. It does not replace a consultation or medical advice: for any health question, please see your doctor.",
          "Despite the care taken, an error or an interruption may occur. You can report it to {email} and it will be put right as soon as possible.",
          "Links to other websites (booking service, maps, social networks) are provided for your convenience. Their content is the responsibility of their publishers.",
        ],
      },
      {
        kind: "actions",
        id: "personal-data",
        title: "Personal data",
        text: "What data this website collects, how it is used and how to exercise your rights are set out in the privacy policy.",
        actions: [{ label: "Privacy policy", page: "privacy" }],
      },
      {
        kind: "list",
        id: "credits",
        title: "Credits",
        items: [
          "Typefaces: Fraunces and Inter, open-source fonts (SIL Open Font License), hosted on this website",
          "Icons: Lucide, under the open-source ISC licence",
          "Illustrations: original artwork created for this website",
        ],
      },
    ],
  },
);
