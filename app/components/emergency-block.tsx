import { Phone } from "lucide-react";
import { useShell } from "../lib/i18n.ts";
import { site } from "../site/config.ts";
import { smsLink, telLink } from "../site/links.ts";

/** Distress numbers as tap-to-call links (DESIGN.md §10). */
export function EmergencyBlock() {
  const { t, f } = useShell();
  const lines = [
    { text: t.emergency.urgent, href: telLink(site.urgentPhone) },
    { text: t.emergency.national, href: telLink(site.distressLines.national) },
    { text: t.emergency.samu, href: telLink(site.distressLines.samu) },
    { text: t.emergency.europe, href: telLink(site.distressLines.europe) },
    { text: t.emergency.deaf, href: smsLink(site.distressLines.deafSms) },
  ];
  return (
    <aside aria-labelledby="emergency-title" className="rounded-2xl border-2 border-danger/60 bg-surface p-6 sm:p-8">
      <h2 id="emergency-title" className="text-2xl sm:text-3xl">
        {t.emergency.title}
      </h2>
      <p className="mt-3 text-lg">{t.emergency.intro}</p>
      <ul className="mt-5 space-y-3">
        {lines.map((line) => (
          <li key={line.href}>
            <a
              href={line.href}
              className="inline-flex items-start gap-3 text-lg font-medium text-ink underline underline-offset-4"
            >
              <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
              {f(line.text)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-ink-muted">{f(t.emergency.notEmergencyService)}</p>
    </aside>
  );
}
