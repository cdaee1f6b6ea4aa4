import { formatPrice } from "../../content/fill.ts";
import type { SectionOf } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "./heading.tsx";

export function RatesSection({ section }: { section: SectionOf<"rates"> }) {
  const { lang } = useShell();
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} intro={section.intro && f(section.intro)} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {section.items.map((rate) => (
          <li key={rate.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h3 className="text-xl">{f(rate.title)}</h3>
            <p className="mt-3 font-serif text-4xl text-primary">
              {formatPrice(rate.price === "individual" ? site.prices.individual : site.prices.coupleOrFamily, lang)}
            </p>
            <ul className="mt-4 space-y-2 text-ink-muted">
              {rate.details.map((detail) => (
                <li key={detail} className="flex gap-2">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-primary" />
                  {f(detail)}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </>
  );
}
