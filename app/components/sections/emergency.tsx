import { MessageSquare, Phone } from "lucide-react";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { distressPlaceholders } from "../../site/distress.ts";
import { telLink } from "../../site/links.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";

/**
 * Distress numbers as tap-to-call links (DESIGN.md §10): the national line
 * first, since a person in crisis should reach it in one tap; the practice's
 * own urgent line after the public services.
 */
export function EmergencyBlock() {
  const { t, f } = useShell();
  const rich = useFillWithLinks();
  const lines = [
    { text: t.emergency.national, href: distressPlaceholders.nationalLine.href },
    { text: t.emergency.samu, href: distressPlaceholders.samu.href },
    { text: t.emergency.europe, href: distressPlaceholders.europe.href },
    { text: t.emergency.deaf, href: distressPlaceholders.deafSms.href, sms: true },
    { text: t.emergency.urgent, href: telLink(site.urgentPhone) },
  ];
  return (
    <aside aria-labelledby="emergency-title" className="rounded-2xl border-2 border-danger/60 bg-surface p-6 sm:p-8">
      <h2 id="emergency-title" className="text-2xl sm:text-3xl">
        {t.emergency.title}
      </h2>
      <p className="mt-3 text-lg">{t.emergency.intro}</p>
      <ul className="mt-5 space-y-3">
        {lines.map((line) => {
          const Icon = line.sms ? MessageSquare : Phone;
          return (
            <li key={line.href}>
              <a
                href={line.href}
                className="inline-flex items-start gap-3 text-lg font-medium text-ink underline underline-offset-4"
              >
                <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-danger" />
                {f(line.text)}
              </a>
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-ink-muted">{rich(t.emergency.notEmergencyService)}</p>
    </aside>
  );
}
