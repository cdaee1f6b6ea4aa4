import type { SectionOf } from "../../content/types.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { PageLink } from "../ui/links.tsx";
import { SectionHeading } from "./heading.tsx";

export function CardsSection({ section }: { section: SectionOf<"cards"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} intro={section.intro && f(section.intro)} />
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {section.items.map((card) => (
          // An odd last card spans both columns instead of standing alone.
          <li
            key={card.title}
            className="relative rounded-2xl border border-line bg-surface p-5 shadow-sm sm:[&:last-child:nth-child(odd)]:col-span-2"
          >
            <h3 className="text-xl">
              {card.page ? (
                <PageLink
                  page={card.page}
                  className="text-primary underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {f(card.title)}
                </PageLink>
              ) : (
                f(card.title)
              )}
            </h3>
            <p className="mt-2 text-ink-muted">{f(card.text)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
