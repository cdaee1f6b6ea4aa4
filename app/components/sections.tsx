import { Check, ChevronDown, Quote } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { formatPrice } from "../content/fill.ts";
import type { Action, Section } from "../content/types.ts";
import { cn } from "../lib/cn.ts";
import { useShell } from "../lib/i18n.ts";
import { site } from "../site/config.ts";
import { buttonVariants } from "./button.tsx";
import { ContactDetails } from "./contact-details.tsx";
import { useFillWithLinks } from "./distress-link.tsx";
import { EmergencyBlock } from "./emergency-block.tsx";
import { ExternalLink, PageLink } from "./links.tsx";

const h2 = "text-2xl sm:text-3xl";

export function ActionLink({ action, primary }: { action: Action; primary: boolean }) {
  const { f } = useShell();
  const className = buttonVariants({ variant: primary ? "primary" : "secondary" });
  return "page" in action ? (
    <PageLink page={action.page} anchor={action.anchor} className={className}>
      {f(action.label)}
    </PageLink>
  ) : (
    <ExternalLink target={action.external} className={className}>
      {f(action.label)}
    </ExternalLink>
  );
}

function SectionBody({ section }: { section: Section }) {
  const { lang, t } = useShell();
  // Everything here renders as children, so distress numbers become tap links.
  const f = useFillWithLinks();
  switch (section.kind) {
    case "prose":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-4 max-w-prose text-lg leading-relaxed">
              {f(p)}
            </p>
          ))}
        </>
      );
    case "list":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          {section.intro && <p className="mt-4 max-w-prose text-lg">{f(section.intro)}</p>}
          <ul className="mt-4 space-y-3">
            {section.items.map((item) => (
              <li key={item} className="flex gap-3 text-lg">
                <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-primary" />
                <span>{f(item)}</span>
              </li>
            ))}
          </ul>
        </>
      );
    case "cards":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          {section.intro && <p className="mt-4 max-w-prose text-lg">{f(section.intro)}</p>}
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
    case "steps":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          {section.intro && <p className="mt-4 max-w-prose text-lg">{f(section.intro)}</p>}
          <ol className="mt-6 space-y-5">
            {section.items.map((step, i) => (
              <li key={step.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-primary font-semibold text-primary-ink"
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
    case "faq":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
            {section.items.map((item) => (
              <details key={item.question} className="group px-5 py-4">
                {/* The site's own chevron instead of the browser's ▶ marker. */}
                <summary className="flex cursor-pointer list-none items-start justify-between gap-4 text-lg font-medium [&::-webkit-details-marker]:hidden">
                  {f(item.question)}
                  <ChevronDown
                    aria-hidden="true"
                    className="mt-1 size-5 shrink-0 text-primary transition-transform group-open:rotate-180"
                  />
                </summary>
                <p className="mt-3 text-ink-muted">{f(item.answer)}</p>
              </details>
            ))}
          </div>
        </>
      );
    case "quote":
      return (
        <figure className="rounded-2xl bg-primary-soft p-8">
          <Quote aria-hidden="true" className="size-8 text-primary" />
          <blockquote className="mt-3 font-serif text-2xl leading-snug">{f(section.text)}</blockquote>
          {section.author && <figcaption className="mt-4 text-ink-muted">— {f(section.author)}</figcaption>}
        </figure>
      );
    case "actions":
      return (
        <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
          <h2 className={h2}>{f(section.title)}</h2>
          {section.text && <p className="mt-3 max-w-prose text-lg">{f(section.text)}</p>}
          <div className="mt-6 flex flex-wrap gap-3">
            {section.actions.map((action, i) => (
              <ActionLink key={action.label} action={action} primary={i === 0} />
            ))}
          </div>
        </div>
      );
    case "rates":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          {section.intro && <p className="mt-4 max-w-prose text-lg">{f(section.intro)}</p>}
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
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-primary" />
                      {f(detail)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </>
      );
    case "contactDetails":
      return (
        <>
          <h2 className={h2}>{f(section.title)}</h2>
          <ContactDetails variant="page" />
        </>
      );
    case "emergency":
      return <EmergencyBlock />;
    default: {
      const unknown: never = section;
      throw new Error(`Unknown section ${JSON.stringify(unknown)} in ${t.pageNames.home}`);
    }
  }
}

/**
 * Long runs of plain text read as one grey wall on a phone: every second
 * prose section of a run sits on a tinted panel, which gives the page a
 * rhythm without changing its order or its words.
 */
function panelled(sections: Section[], index: number): boolean {
  let run = 0;
  for (let i = index; i >= 0 && sections[i]?.kind === "prose"; i--) run++;
  return run > 0 && run % 2 === 0;
}

/** The sections in order, with `insert` placed right after the section whose id is `insert.after`. */
export function Sections({ sections, insert }: { sections: Section[]; insert?: { after: string; node: ReactNode } }) {
  return (
    <>
      {sections.map((section, index) => (
        <Fragment key={section.id}>
          <section
            id={section.id}
            data-section={section.id}
            className={cn(
              "mt-14 scroll-mt-24",
              panelled(sections, index) && "rounded-3xl bg-surface-muted p-6 sm:p-10",
            )}
          >
            <SectionBody section={section} />
          </section>
          {insert?.after === section.id && insert.node}
        </Fragment>
      ))}
    </>
  );
}
