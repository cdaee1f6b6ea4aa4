import { describe, expect, it } from "vitest";
import { pageNames } from "../../app/content/page-names.ts";
import { site } from "../../app/site/config.ts";
import { articles, pages } from "../../app/site/pages.ts";
import { problemLines, refusalNotice, whereOnSite } from "./notice.ts";

const pricing = "app/content/data/pages/pricing.json";
const article = articles[0]?.fr ?? "";
const articleFile = `app/content/articles/${article}.en.md`;

/** What `npm run build` printed for two problems (the shape of this project's build, colours included). */
const buildOutput = `
> build
> react-router build && node scripts/postbuild.ts

4:47:42 PM [vite] (client) warning: Invalid content in ${pricing}:
  ${pricing}: en.title: Texte obligatoire / text required
  ${articleFile}: summary: Texte obligatoire / text required
  Plugin: content-data
Using Vite Environment API
vite v8.3.8 building client environment for production...
\u001b[32m✓\u001b[39m 0 modules transformed.
\u001b[31m✗\u001b[39m Build failed in 237ms
Build failed with 1 error:

[plugin content-data]
RolldownError: Invalid content in ${pricing}:
  ${pricing}: en.title: Texte obligatoire / text required
  ${articleFile}: summary: Texte obligatoire / text required
    at error (file:///srv/cabinet/node_modules/rolldown/dist/shared/logs-DyTyzzWG.mjs:164:24)
    at async plugin (file:///srv/cabinet/node_modules/rolldown/dist/shared/bindingify-input-options.mjs:1665:3)
    at async build (file:///srv/cabinet/node_modules/@react-router/dev/dist/build-CsJF5XUO.js:16:2) {
  errors: [Getter/Setter]
}
`;

const commit = {
  commit: "0123456789abcdef0123456789abcdef01234567",
  author: "Camille Laurent",
  date: "2026-03-10T14:05:00+01:00",
  subject: "Update Tarifs",
};
const guideUrl = "https://github.com/cabinet/site/blob/main/docs/guide-praticienne.md";

describe("the lines of a refused build", () => {
  it("are the problems, each once, under the file each names, without stack frames or headers", () => {
    const { byFile, other } = problemLines(buildOutput);
    expect([...byFile.keys()]).toEqual([pricing, articleFile]);
    expect(byFile.get(pricing)).toEqual([`${pricing}: en.title: Texte obligatoire / text required`]);
    expect(byFile.get(articleFile)).toEqual([`${articleFile}: summary: Texte obligatoire / text required`]);
    expect(other).toEqual([]);
  });

  it("are taken as they come, whatever their wording, as long as they name the file", () => {
    const reworded = `« ${pricing} », champ « Titre (anglais) »\u00a0: texte obligatoire.\n`;
    expect(problemLines(reworded).byFile.get(pricing)).toEqual([reworded.trim()]);
  });

  it("are the end of the output when no line names a content file (a technical failure)", () => {
    const output = [...Array.from({ length: 30 }, (_, i) => `line ${i}`), "npm error code ENOSPC"].join("\n");
    const { byFile, other } = problemLines(output);
    expect(byFile.size).toBe(0);
    expect(other).toHaveLength(15);
    expect(other.at(-1)).toBe("npm error code ENOSPC");
  });
});

describe("where a content file shows", () => {
  it("names the page in her words, with its address", () => {
    expect(whereOnSite(pricing)).toBe(`Page «\u00a0${pageNames.fr.pricing}\u00a0» (${site.origin}${pages.pricing.fr})`);
    expect(whereOnSite(articleFile)).toBe(
      `Article «\u00a0${article}\u00a0», version anglaise (${site.origin}/actualites/${article})`,
    );
    expect(whereOnSite("app/content/data/practice.json")).toBeUndefined();
    expect(whereOnSite("app/content/data/pages/nowhere.json")).toBeUndefined();
  });
});

describe("the e-mail of a refused change", () => {
  const notice = refusalNotice({ commit, output: buildOutput, guideUrl });

  it("says in French that the site is unchanged, which change, and what to fix where", () => {
    expect(notice.kind).toBe("publish_refused");
    expect(notice.subject).toBe("Site non mis à jour\u00a0: une correction est nécessaire");
    const body = notice.body;
    expect(body).toContain("Le site reste tel qu’il était avant elle\u00a0; rien n’est perdu.");
    expect(body).toContain(
      "«\u00a0Update Tarifs\u00a0», enregistrée par Camille Laurent le mardi 10 mars 2026 à 14:05",
    );
    expect(body).toContain(`${whereOnSite(pricing)}\n  • ${pricing}: en.title: Texte obligatoire / text required`);
    expect(body).toContain(`${whereOnSite(articleFile)}\n  • ${articleFile}: summary: Texte obligatoire`);
    expect(body).toContain("Ouvrez l’éditeur, corrigez ce champ, puis enregistrez");
    expect(body).toContain(guideUrl);
    expect(body).not.toMatch(/ at |file:\/\//);
    expect(body).not.toContain("\u001b");
    expect(body).not.toContain("transférez");
  });

  it("is written as a French professional writes: no-break spaces before : ; and inside « », no straight apostrophe", () => {
    for (const text of [notice.subject, notice.body]) {
      const ours = text
        .split("\n")
        .filter((l) => !l.includes("app/content/") && !l.startsWith("http"))
        .join("\n");
      expect(ours).not.toMatch(/[^\u00a0\n][:;?!](\s|$)/);
      expect(ours).not.toMatch(/«[^\u00a0]|[^\u00a0]»/);
      expect(ours).not.toContain("'");
    }
  });

  it("asks her to forward it when the failure is not in her texts", () => {
    const technical = refusalNotice({
      commit,
      output: "npm error code ENOSPC\nnpm error nospc no space left",
      guideUrl,
    });
    expect(technical.body).toContain("pour une raison technique");
    expect(technical.body).toContain("Le problème ne vient pas de vos textes\u00a0: transférez ce courriel");
    expect(technical.body).toContain("  npm error nospc no space left");
  });

  it("is one per commit", () => {
    expect(notice.idemKey).toBe(refusalNotice({ commit, output: "other output", guideUrl }).idemKey);
    expect(notice.idemKey).not.toBe(
      refusalNotice({ commit: { ...commit, commit: "f".repeat(40) }, output: "", guideUrl }).idemKey,
    );
  });

  it("stays readable when a build prints a great many problems", () => {
    const many = Array.from({ length: 60 }, (_, i) => `${pricing}: sections[${i}].title: Texte obligatoire`).join("\n");
    const body = refusalNotice({ commit, output: many, guideUrl }).body;
    expect(body.split("\n").filter((l) => l.startsWith("  • "))).toHaveLength(40);
    expect(body).toContain("… et 20 autres problèmes");
  });
});
