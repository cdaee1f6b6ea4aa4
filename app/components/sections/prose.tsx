import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { SectionHeading } from "./heading.tsx";

export function ProseSection({ section }: { section: SectionOf<"prose"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} />
      {section.paragraphs.map((p) => (
        <p key={p} className="mt-4 max-w-prose text-lg leading-relaxed">
          {f(p)}
        </p>
      ))}
    </>
  );
}
