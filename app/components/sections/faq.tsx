import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "./heading.tsx";

export function FaqSection({ section }: { section: SectionOf<"faq"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} />
      <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
        {section.items.map((item) => (
          <details key={item.question} className="group px-5 py-4">
            {/* The site's own chevron instead of the browser's ▶ marker. */}
            <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-medium [&::-webkit-details-marker]:hidden">
              {f(item.question)}
              <Icon
                name="chevron-down"
                className="mt-1 size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="mt-3 text-ink-muted">{f(item.answer)}</p>
          </details>
        ))}
      </div>
    </>
  );
}
