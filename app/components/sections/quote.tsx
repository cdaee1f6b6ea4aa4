import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";

export function QuoteSection({ section }: { section: SectionOf<"quote"> }) {
  const f = useFillWithLinks();
  return (
    <figure className="rounded-2xl bg-primary-soft p-8">
      <Icon name="quote" className="size-8 text-primary" />
      <blockquote className="mt-3 font-serif text-2xl leading-snug">{f(section.text)}</blockquote>
      {section.author && <figcaption className="mt-4 text-ink-muted">{`— ${f(section.author)}`}</figcaption>}
    </figure>
  );
}
