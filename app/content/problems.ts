/**
 * A problem in a content file, told to the practitioner: the file, the place
 * in it, and in French what is wrong and what to do. The build and the dev
 * server print one line per problem (scripts/content-report.ts adds the
 * place as the editor names it); the schemas' own messages say the rest
 * (app/content/schema.ts), and `frenchIssue` words zod's generic ones.
 */
import type { z } from "zod";
import { typesetFrench } from "../site/typography.ts";

export type ContentProblem = {
  /** The file, from the repository's root. */
  file: string;
  /** Where in the file: keys and list indexes, empty for the whole file. */
  path: readonly PropertyKey[];
  /** What is wrong and what to do, in French. */
  message: string;
};

const count = (n: number | bigint, one: string, other: string) => `${n} ${Number(n) > 1 ? other : one}`;

/**
 * zod's generic issues in French, with what to do; a schema's own message
 * (app/content/schema.ts) comes first. Pass it to `safeParse` as `error`.
 */
export const frenchIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "manquant : remplissez ce champ dans l’éditeur"
        : issue.expected === "number" || issue.expected === "int"
          ? "nombre attendu : écrivez un nombre (chiffres seulement)"
          : "valeur d’une autre forme qu’attendu : saisissez-la de nouveau dans l’éditeur";
    case "too_small":
      if (issue.origin === "string") {
        return Number(issue.minimum) <= 1
          ? "texte vide : écrivez-le dans l’éditeur"
          : `trop court : ${count(issue.minimum, "caractère", "caractères")} au moins`;
      }
      if (issue.origin === "array") return `trop peu d’éléments : ${issue.minimum} au moins`;
      return `trop petit : ${issue.minimum} au moins`;
    case "too_big":
      if (issue.origin === "string") return `trop long : ${count(issue.maximum, "caractère", "caractères")} au plus`;
      if (issue.origin === "array") return `trop d’éléments : ${issue.maximum} au plus`;
      return `trop grand : ${issue.maximum} au plus`;
    case "invalid_format":
      return issue.format === "email"
        ? "adresse e-mail invalide : vérifiez-la (nom@domaine.fr)"
        : issue.format === "url"
          ? "adresse web invalide : elle commence par https://"
          : "format incorrect : suivez l’exemple donné dans l’éditeur";
    case "invalid_value":
      return `valeur non prévue : choisissez-en une dans la liste de l’éditeur (${issue.values.join(", ")})`;
    case "unrecognized_keys":
      return `champ inconnu (${issue.keys.join(", ")}) : retirez-le du fichier, l’éditeur ne l’écrit pas`;
    case "invalid_union":
      return "forme inattendue : saisissez cet élément de nouveau dans l’éditeur";
    default:
      return undefined;
  }
};

/** The name of `candidates` that `name` most likely misspells (two letters off at most), if any. */
export function closestName(name: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (const [i, x] of [...a].entries()) {
      const next = [i + 1];
      for (const [j, y] of [...b].entries()) {
        next.push(Math.min((row[j] ?? 0) + (x === y ? 0 : 1), (row[j + 1] ?? 0) + 1, (next[j] ?? 0) + 1));
      }
      row = next;
    }
    return row[b.length] ?? 0;
  };
  const [best] = candidates
    .map((candidate) => ({ candidate, d: distance(name.toLowerCase(), candidate.toLowerCase()) }))
    .filter(({ d }) => d <= 2)
    .sort((x, y) => x.d - y.d);
  return best?.candidate;
}

/** The problems of a failed parse, one per issue. */
export const problemsOf = (file: string, error: z.ZodError): ContentProblem[] =>
  error.issues.map((issue) => ({ file, path: issue.path, message: issue.message }));

/** A place as a developer reads it: `en.sections[2].title`. */
export const pathText = (path: readonly PropertyKey[]) =>
  path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "");

/**
 * One line: the place as the editor names it (`place`), when known, then the
 * file and the path in it, then what is wrong and what to do.
 */
export function problemLine({ file, path, message }: ContentProblem, place?: string): string {
  const where = path.length > 0 ? `${file}, ${pathText(path)}` : file;
  return typesetFrench(place ? `« ${place} » (${where}) : ${message}` : `${where} : ${message}`);
}

/** Thrown where a content file is read with problems: its message is their lines. */
export class ContentError extends Error {
  readonly problems: ContentProblem[];
  constructor(problems: ContentProblem[]) {
    super(problems.map((p) => problemLine(p)).join("\n"));
    this.name = "ContentError";
    this.problems = problems;
  }
}
