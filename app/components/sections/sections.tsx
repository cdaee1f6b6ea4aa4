import { type ComponentType, Fragment, type ReactNode } from "react";
import type { Section, SectionOf } from "../../content/types.ts";
import { cn } from "../../lib/cn.ts";
import { ActionsSection } from "./actions.tsx";
import { CardsSection } from "./cards.tsx";
import { ContactDetailsSection } from "./contact-details.tsx";
import { EmergencyBlock, EmergencyNoteSection } from "./emergency.tsx";
import { FaqSection } from "./faq.tsx";
import { ListSection } from "./list.tsx";
import { ProseSection } from "./prose.tsx";
import { QuoteSection } from "./quote.tsx";
import { RatesSection } from "./rates.tsx";
import { StepsSection } from "./steps.tsx";

/** The component for each kind of section; a new kind fails `tsc` until it has one. */
const bodies: { [K in Section["kind"]]: ComponentType<{ section: SectionOf<K> }> } = {
  prose: ProseSection,
  list: ListSection,
  cards: CardsSection,
  steps: StepsSection,
  faq: FaqSection,
  quote: QuoteSection,
  actions: ActionsSection,
  rates: RatesSection,
  contactDetails: ContactDetailsSection,
  emergency: EmergencyBlock,
  emergencyNote: EmergencyNoteSection,
};

function SectionBody({ section }: { section: Section }) {
  const Body = bodies[section.kind] as ComponentType<{ section: Section }>;
  return <Body section={section} />;
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
