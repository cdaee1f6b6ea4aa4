import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";

/** The practice's figures, each with what it rests on. */
export function Stats({ copy }: { copy: HomeCopy["stats"] }) {
  const { f } = useShell();
  const rich = useFillWithLinks();
  return (
    <section id="stats" data-section="stats" className="mt-20 mb-20" aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-3xl sm:text-4xl">
        {f(copy.title)}
      </h2>
      <dl className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-4">
        {copy.items.map((stat) => (
          // A row on phones (figure beside its words), a card from 640 px up.
          <div
            key={stat.label}
            className="grid grid-cols-[5rem_1fr] gap-x-3 rounded-2xl bg-primary-soft p-4 sm:flex sm:flex-col sm:p-5 sm:text-center"
          >
            <dt className="order-2 text-ink-muted sm:mt-1">{f(stat.label)}</dt>
            <dd className="order-1 row-span-2 self-center text-center font-serif text-3xl text-primary sm:text-4xl">
              {f(stat.value)}
            </dd>
            <dd className="order-3 col-start-2 mt-1 text-sm text-ink-muted sm:mt-2" data-stat-basis>
              {rich(stat.basis)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
