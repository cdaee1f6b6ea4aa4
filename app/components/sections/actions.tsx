import type { Action, SectionOf } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { buttonVariants } from "../button.tsx";
import { useFillWithLinks } from "../distress-link.tsx";
import { ExternalLink, PageLink } from "../links.tsx";
import { SectionHeading } from "./heading.tsx";

function ActionLink({ action, primary }: { action: Action; primary: boolean }) {
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

/** A call to action: the first action is the primary button. */
export function ActionsSection({ section }: { section: SectionOf<"actions"> }) {
  const f = useFillWithLinks();
  return (
    <div className="rounded-2xl border border-line bg-surface p-6 sm:p-8">
      <SectionHeading title={f(section.title)} />
      {section.text && <p className="mt-3 max-w-prose text-lg">{f(section.text)}</p>}
      <div className="mt-6 flex flex-wrap gap-3">
        {section.actions.map((action, i) => (
          <ActionLink key={action.label} action={action} primary={i === 0} />
        ))}
      </div>
    </div>
  );
}
