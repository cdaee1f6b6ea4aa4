import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { SectionHeading } from "./heading.tsx";

export function StepsSection({ section }: { section: SectionOf<"steps"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} intro={section.intro && f(section.intro)} />
      <ol className="mt-6 space-y-5">
        {section.items.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-medium text-primary-ink"
            >
              {i + 1}
            </span>
            <div>
              <h3 className="text-xl">{f(step.title)}</h3>
              <p className="mt-1 text-ink-muted">{f(step.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
