/**
 * Words around the practitioner's credentials on the About page. The
 * credentials themselves (diploma, institution, year, professional body) are
 * facts of the site config; {name} and {number} come from there.
 */
import { defineCopy } from "./define.ts";

export type CredentialsCopy = {
  /** Accessible name of the list of diplomas. */
  listLabel: string;
  member: string;
  registration: string;
};

export const credentialsCopy = defineCopy<CredentialsCopy>(
  {
    listLabel: "Diplômes et formations",
    member: "Membre de {name}",
    registration: "numéro d’adhérent {number}",
  },
  {
    listLabel: "Diplomas and training",
    member: "Member of {name}",
    registration: "membership number {number}",
  },
);
