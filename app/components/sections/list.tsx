import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";
import { SectionHeading } from "./heading.tsx";

export function ListSection({ section }: { section: SectionOf<"list"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} intro={section.intro && f(section.intro)} />
      <ul className="mt-4 space-y-3">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 text-lg">
            <Icon name="check" className="mt-1 size-5 shrink-0 text-primary" />
            <span>{f(item)}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
