import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink, PageLink } from "../ui/links.tsx";
import { OfficeAddress } from "../ui/office-address.tsx";

/** The three consultation modes, then the office address with a directions link. */
export function Modes({ copy }: { copy: HomeCopy["modes"] }) {
  const { t, f } = useShell();
  return (
    <section id="modes" data-section="modes" className="mt-20">
      <h2 className="text-3xl sm:text-4xl">{f(copy.title)}</h2>
      <p className="mt-4 max-w-prose text-lg text-ink-muted">{f(copy.intro)}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {[
          { icon: <Icon name="message-circle" className="size-5" />, ...copy.phone },
          { icon: <Icon name="building" className="size-5" />, ...copy.office },
          { icon: <Icon name="monitor" className="size-5" />, ...copy.video },
        ].map((mode) => (
          <div key={mode.title} className="rounded-2xl bg-surface-muted p-6">
            <h3 className="flex items-center gap-2 text-xl">
              <span aria-hidden="true" className="text-primary">
                {mode.icon}
              </span>
              {f(mode.title)}
            </h3>
            <p className="mt-2 text-ink-muted">{f(mode.text)}</p>
          </div>
        ))}
      </div>
      <div
        data-testid="office-card"
        className="mt-6 flex flex-col gap-5 rounded-2xl border border-line bg-surface p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="flex gap-4">
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary"
          >
            <Icon name="map-pin" className="size-6" />
          </span>
          <div>
            <h3 className="text-xl">{f(copy.address.title)}</h3>
            <OfficeAddress className="mt-1 text-ink-muted" data-testid="office-address" />
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-x-5 gap-y-3 sm:justify-end">
          <ExternalLink target="maps" className={buttonVariants({ variant: "secondary", size: "sm" })}>
            <Icon name="navigation" className="size-4" />
            {f(copy.address.directions)}
          </ExternalLink>
          <PageLink page="office" className="font-medium text-primary underline underline-offset-4">
            {t.pageNames.office}
          </PageLink>
        </div>
      </div>
    </section>
  );
}
