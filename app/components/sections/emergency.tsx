import type { SectionOf } from "../../content/types.ts";
import { cn } from "../../lib/cn.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { distressPlaceholders } from "../../site/distress.ts";
import { telLink } from "../../site/links.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";

/**
 * Distress numbers as tap-to-call links (DESIGN.md §10): the national line
 * first, since a person in crisis should reach it in one tap; the practice's
 * own urgent line after the public services. A page may give the block its
 * own title and introduction (`section`), the lines staying the shell's.
 */
export function EmergencyBlock({ section }: { section: SectionOf<"emergency"> }) {
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
        {f(section.title ?? t.emergency.title)}
      </h2>
      <p className="mt-3 text-lg">{f(section.intro ?? t.emergency.intro)}</p>
      <ul className="mt-5 space-y-3">
        {lines.map((line) => {
          return (
            <li key={line.href}>
              <a
                href={line.href}
                className="inline-flex items-start gap-3 text-lg font-medium text-ink underline underline-offset-4"
              >
                <Icon name={line.sms ? "message-square" : "phone"} className="mt-1 size-5 shrink-0 text-danger" />
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

/**
 * The numbers that answer at any hour in one paragraph, each a tap link (the
 * same markup as everywhere: app/site/distress.ts), where a full block would
 * push what the visitor came for too far down: before the contact form, in
 * the home page's first screens.
 */
export function EmergencyNote({ text, className }: { text: string; className?: string }) {
  const rich = useFillWithLinks();
  return (
    <p className={cn("flex gap-3", className)}>
      <Icon name="life-buoy" className="mt-0.5 size-5 shrink-0 text-danger" />
      <span>{rich(text)}</span>
    </p>
  );
}

export function EmergencyNoteSection({ section }: { section: SectionOf<"emergencyNote"> }) {
  return <EmergencyNote text={section.text} className="border-l-4 border-danger/60 py-1 pl-4" />;
}
