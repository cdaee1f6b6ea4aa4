/**
 * Words around the practitioner's credentials on the About page. The
 * credentials themselves (diploma, institution, year, professional body) are
 * facts of the site config; {name} and {number} come from there.
 */
import { defineCopy } from "./define.ts";

export type CredentialsCopy = {
  member: string;
  registration: string;
};

export const credentialsCopy = defineCopy<CredentialsCopy>(
  {
    member: "Membre de {name}",
    registration: "numéro d’adhérent {number}",
  },
  {
    member: "Member of {name}",
    registration: "membership number {number}",
  },
);
