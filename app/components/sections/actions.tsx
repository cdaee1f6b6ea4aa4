import type { SectionOf } from "../../content/types.ts";
import { buttonVariants } from "../ui/button.tsx";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { ActionLink } from "../ui/links.tsx";
import { SectionHeading } from "./heading.tsx";

/** A call to action: the first action is the primary button. */
export function ActionsSection({ section }: { section: SectionOf<"actions"> }) {
  const f = useFillWithLinks();
  return (
    <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <SectionHeading title={f(section.title)} />
      {section.text && <p className="mt-3 max-w-prose text-lg">{f(section.text)}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {section.actions.map((action, i) => (
          <ActionLink
            key={action.label}
            action={action}
            className={buttonVariants({ variant: i === 0 ? "primary" : "secondary" })}
          />
        ))}
      </div>
    </div>
  );
}
