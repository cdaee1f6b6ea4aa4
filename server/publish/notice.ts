/**
 * The e-mail the practitioner gets when a change of hers is not published: in
 * French, what was refused, what to fix and where, and that the site is as it
 * was. The problems are the build's own lines, taken as they come (the content
 * checks print the file and the field, one line per problem): whatever their
 * wording, a line that names a content file is hers to fix, grouped under that
 * file with the page it belongs to; without one, the failure is technical and
 * she forwards the e-mail.
 */
import { stripVTControlCharacters } from "node:util";
import { pageNames } from "../../app/content/page-names.ts";
import { site } from "../../app/site/config.ts";
import { type PageId, pages } from "../../app/site/pages.ts";
import { dateTime } from "../contact/mail.ts";
import type { NewNotice } from "../contact/sqlite.ts";
import type { CommitInfo } from "./git.ts";

/** A JavaScript stack frame: where the build failed in its own code, not what to fix. */
const stackFrame = /^\s*at\s.*(\)|:\d+:\d+)$/;
/** npm echoing the script it runs. */
const npmEcho = /^> /;
/** The first content file a line names. */
const contentFile = /app\/(?:content|assets)\/[\w./-]*[\w-]\.[a-z]+/;

/** At most this many lines in an e-mail, each at most this long: the rest is in the server's log. */
const maxLines = 40;
const maxLineLength = 400;
/** Lines kept from the end of a technical failure's output. */
const technicalTail = 15;

export type Problems = {
  /** Lines that name a content file, by that file, in the order they came, each once. */
  byFile: Map<string, string[]>;
  /** The end of the output, when no line names a content file. */
  other: string[];
};

const frenchPlural = new Intl.PluralRules("fr");

const clip = (line: string) => (line.length > maxLineLength ? `${line.slice(0, maxLineLength - 1)}…` : line);

export function problemLines(output: string): Problems {
  // Without a terminal's colours and cursor moves.
  const lines = stripVTControlCharacters(output)
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !stackFrame.test(line) && !npmEcho.test(line));
  const byFile = new Map<string, string[]>();
  const seen = new Set<string>();
  for (const line of lines) {
    const file = contentFile.exec(line)?.[0];
    // A line that only introduces the next ones ("Invalid content in …:") names no field.
    if (!file || line.endsWith(":") || seen.has(line)) continue;
    seen.add(line);
    byFile.set(file, [...(byFile.get(file) ?? []), clip(line)]);
  }
  return { byFile, other: byFile.size > 0 ? [] : lines.slice(-technicalTail).map(clip) };
}

/** Where a content file shows on the site, in her words, when it is one page's or one article's. */
export function whereOnSite(file: string): string | undefined {
  const page = /^app\/content\/data\/pages\/(\w+)\.json$/.exec(file)?.[1];
  if (page && Object.hasOwn(pages, page)) {
    const id = page as PageId;
    return `Page «\u00a0${pageNames.fr[id]}\u00a0» (${site.origin}${pages[id].fr})`;
  }
  const article = /^app\/content\/articles\/([\w-]+)\.(fr|en)\.md$/.exec(file);
  if (article) {
    const version = article[2] === "fr" ? "version française" : "version anglaise";
    return `Article «\u00a0${article[1]}\u00a0», ${version} (${site.origin}/actualites/${article[1]})`;
  }
  return undefined;
}

export type RefusalContext = {
  commit: CommitInfo;
  /** What the build, or the check of its result, printed. */
  output: string;
  /** The practitioner's guide, as she can open it (GitHub shows the Markdown file). */
  guideUrl: string;
};

/** The e-mail for a refused change: one per commit, however often it is built. */
export function refusalNotice({ commit, output, guideUrl }: RefusalContext): NewNotice {
  const { byFile, other } = problemLines(output);
  const date = Number.isNaN(Date.parse(commit.date)) ? commit.date : dateTime(Date.parse(commit.date));
  const change = [
    `La modification\u00a0: «\u00a0${commit.subject}\u00a0», enregistrée par ${commit.author} le ${date}.`,
    "",
  ];
  const lines = [
    "Bonjour,",
    "",
    byFile.size > 0
      ? "Votre dernière modification n’a pas été mise en ligne\u00a0: le site vérifie chaque modification avant de la publier, et celle-ci contient une erreur. Le site reste tel qu’il était avant elle\u00a0; rien n’est perdu."
      : "Votre dernière modification n’a pas été mise en ligne\u00a0: la préparation du site a échoué pour une raison technique. Le site reste tel qu’il était avant elle\u00a0; rien n’est perdu.",
    "",
    ...change,
  ];
  if (byFile.size > 0) {
    lines.push("Ce qu’il faut corriger\u00a0:", "");
    let shown = 0;
    let left = 0;
    for (const [file, problems] of byFile) {
      const room = Math.max(0, maxLines - shown);
      const kept = problems.slice(0, room);
      left += problems.length - kept.length;
      if (kept.length === 0) continue;
      shown += kept.length;
      lines.push(whereOnSite(file) ?? `Fichier ${file}`, ...kept.map((p) => `  • ${p}`), "");
    }
    if (left > 0) {
      const more = frenchPlural.select(left) === "one" ? "autre problème" : "autres problèmes";
      lines.push(`… et ${left} ${more}\u00a0: le prochain message les montrera si ceux-ci ne suffisent pas.`, "");
    }
    lines.push(
      "Chaque ligne nomme le fichier (il correspond à une rubrique de l’éditeur, le guide dit laquelle) puis le champ à corriger\u00a0; c’est souvent un texte anglais resté vide. Ouvrez l’éditeur, corrigez ce champ, puis enregistrez\u00a0: le site se met à jour tout seul dans les cinq minutes.",
    );
  } else {
    lines.push(
      "Le problème ne vient pas de vos textes\u00a0: transférez ce courriel à la personne qui s’occupe du site. Voici ce qu’il faut lui montrer\u00a0:",
      "",
      ...other.map((line) => `  ${line}`),
    );
  }
  lines.push(
    "",
    "Vous pouvez aussi annuler cette modification depuis GitHub\u00a0; le guide explique comment, pas à pas\u00a0:",
    guideUrl,
    "",
    "-- ",
    `Message envoyé automatiquement par le site. Référence\u00a0: ${commit.commit.slice(0, 12)}`,
  );
  return {
    idemKey: `publish_refused:${commit.commit}`,
    kind: "publish_refused",
    subject: "Site non mis à jour\u00a0: une correction est nécessaire",
    body: lines.join("\n"),
  };
}
