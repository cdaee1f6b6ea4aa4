import { describe, expect, it } from "vitest";
import { typesetCopy, typesetFrench } from "./typography.ts";

const nbsp = "\u00a0";
const narrow = "\u202f";

describe("French typography", () => {
  it.each([
    ["Tarifs : 70 €", `Tarifs${nbsp}: 70 €`],
    ["Tarifs: 70 €", `Tarifs${nbsp}: 70 €`],
    ["Un empêchement ? Prévenez-moi ; merci !", `Un empêchement${narrow}? Prévenez-moi${narrow}; merci${narrow}!`],
    ["Pourquoi?", `Pourquoi${narrow}?`],
    ["Vraiment?!", `Vraiment${narrow}?!`],
    ["« petits pas »", `«${nbsp}petits pas${nbsp}»`],
    ["«petits pas»", `«${nbsp}petits pas${nbsp}»`],
    ['il a dit "on se pose" puis', `il a dit «${nbsp}on se pose${nbsp}» puis`],
    ['"Bonjour !"', `«${nbsp}Bonjour${narrow}!${nbsp}»`],
    ["l'anxiété d'aujourd'hui", "l’anxiété d’aujourd’hui"],
    ["**Important**: lisez", `**Important**${nbsp}: lisez`],
    ["(voir plus bas): ici", `(voir plus bas)${nbsp}: ici`],
  ])("%j → %j", (typed, shown) => {
    expect(typesetFrench(typed)).toBe(shown);
  });

  it.each([
    ["a URL and its query", "Voir https://www.ameli.fr/assure?tab=1&x=a:b'c ici"],
    ["www addresses", "sur www.exemple.fr/page?x=1"],
    ["an e-mail address", "écrivez à o'neil.camille@example.org"],
    ["placeholders", "appelez le {phone}"],
    ["times", "de 09:00 à 12:30, ou 9:00"],
    ["a ratio", "un rapport 1:2"],
    ["inline code", "tapez `npm run edit: 'x'` puis"],
    ["fenced code", "avant\n```\nconst a = 'x'; b ? c : d\n```\naprès"],
    ["HTML tags and entities", `<a href="/contact" title="l'accueil : ici">Contact</a> &nbsp;&amp;`],
    ["an HTML comment", "<!-- note: l'auteur -->"],
    ["a Markdown link target", `[accueil](/contact?x=1 "l'accueil : titre")`],
    ["an autolink", "<https://www.ameli.fr/a:b>"],
    ["a Markdown image", "voir ![une photo](photos/covers/img_4512.jpg)"],
  ])("leaves %s alone", (_, text) => {
    expect(typesetFrench(text)).toBe(text);
  });

  it("typesets the words around what it leaves alone", () => {
    expect(typesetFrench("Écrivez-moi : [l'accueil](/contact) !")).toBe(
      `Écrivez-moi${nbsp}: [l’accueil](/contact)${narrow}!`,
    );
    expect(typesetFrench("appelez le {phone}!")).toBe(`appelez le {phone}${narrow}!`);
    expect(typesetFrench("à 09:00 : l'accueil")).toBe(`à 09:00${nbsp}: l’accueil`);
  });

  it("keeps the no-break spaces already there, and changes nothing the second time", () => {
    const copy = `Première séance${nbsp}: à quoi s’attendre${narrow}? «${nbsp}Rien${nbsp}»${nbsp}; 100${narrow}%`;
    expect(typesetFrench(copy)).toBe(copy);
    const typed = 'Tarifs: l\'essentiel ? « oui » ; "non" !';
    expect(typesetFrench(typesetFrench(typed))).toBe(typesetFrench(typed));
  });

  it("keeps the spaces a text starts or ends with", () => {
    expect(typesetFrench(" : ")).toBe(`${nbsp}: `);
  });
});

describe("a content file's French", () => {
  it("typesets the French side of every French/English pair, leaves English, and gives names ’ only", () => {
    const data = {
      fr: { title: "Tarifs : l'essentiel", sections: [{ id: "a-b", kind: "prose", items: ["Quoi ?"] }] },
      en: { title: "Fees: what's included" },
      testimonials: [{ name: "Anne O'Neil", text: { fr: "Merci !", en: "Thanks!" } }],
      address: { lines: ["2 rue de l'Église : B"], region: { fr: "Provence : Alpes", en: "Provence: Alps" } },
    };
    expect(typesetCopy(data, ["id", "kind"])).toEqual({
      fr: { title: `Tarifs${nbsp}: l’essentiel`, sections: [{ id: "a-b", kind: "prose", items: [`Quoi${narrow}?`] }] },
      en: { title: "Fees: what's included" },
      testimonials: [{ name: "Anne O’Neil", text: { fr: `Merci${narrow}!`, en: "Thanks!" } }],
      address: { lines: ["2 rue de l’Église : B"], region: { fr: `Provence${nbsp}: Alpes`, en: "Provence: Alps" } },
    });
  });
});
