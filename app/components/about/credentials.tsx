import { credentialsCopy } from "../../content/credentials.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { Icon } from "../ui/icon.tsx";

/** Diplomas (diploma, institution, year) and professional body, from the site config. */
export function Credentials() {
  const { lang, f } = useShell();
  const copy = credentialsCopy[lang];
  const body = site.professionalBody;
  const row = "flex gap-3 text-lg";
  return (
    <div className="mt-6" data-credentials>
      <ul className="space-y-3">
        {site.credentials.map((credential) => (
          <li key={credential.diploma.fr} className={row}>
            <Icon name="graduation-cap" className="mt-1 size-5 shrink-0 text-primary" />
            <span>
              <strong className="font-semibold">{credential.diploma[lang]}</strong>
              {`, ${credential.institution}, ${credential.year}`}
            </span>
          </li>
        ))}
      </ul>
      {body && (
        <p className={`${row} mt-5`}>
          <Icon name="award" className="mt-1 size-5 shrink-0 text-primary" />
          <span>
            {f(copy.member, { name: body.name }) +
              (body.registration ? `, ${f(copy.registration, { number: body.registration })}` : "")}
          </span>
        </p>
      )}
    </div>
  );
}
