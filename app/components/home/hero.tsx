import hero from "../../assets/illustrations/hero.svg?raw";
import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { EmergencyNote } from "../sections/emergency.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { InlineIllustration } from "../ui/illustration.tsx";
import { ExternalLink, PageLink } from "../ui/links.tsx";

/**
 * The opening: tagline, the page's h1, the booking and « about » calls to
 * action, then what a visitor in a hurry looks for, within a phone's first
 * screens: the number to call, what a session costs and how long it lasts,
 * and the numbers that answer at any hour.
 */
export function Hero({ copy }: { copy: HomeCopy["hero"] }) {
  const { t, f } = useShell();
  return (
    <section
      id="hero"
      data-section="hero"
      className="-mt-14 bg-gradient-to-b from-primary-soft via-canvas to-canvas pt-14 sm:-mt-18 sm:pt-18"
    >
      <div className="mx-auto max-w-5xl px-4 pt-8 pb-16 text-center sm:px-6 sm:pt-16">
        {/* Inline: the first thing seen, it costs no request and is never the LCP element. */}
        <InlineIllustration svg={hero} className="mx-auto mb-6 aspect-[36/22] w-32 sm:w-72" />
        <p className="text-sm font-semibold uppercase tracking-wider text-accent">{f(copy.tagline)}</p>
        <h1 className="mt-4 text-5xl leading-tight sm:text-7xl">{f(copy.title)}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{f(copy.subtitle)}</p>
        <div className="mt-9 flex flex-wrap justify-center gap-3">
          <ExternalLink target="booking" className={buttonVariants()}>
            {f(copy.bookCta)}
          </ExternalLink>
          <PageLink page="about" className={buttonVariants({ variant: "secondary" })}>
            {f(copy.aboutCta)}
          </PageLink>
        </div>
        <ul className="mx-auto mt-8 max-w-xl space-y-4 rounded-2xl border border-line bg-surface p-5 text-left shadow-sm">
          <li>
            <ExternalLink
              target="phone"
              className="inline-flex items-center gap-3 text-lg font-semibold text-primary underline underline-offset-4"
            >
              <Icon name="phone" className="size-5 shrink-0" />
              {f(copy.call)}
            </ExternalLink>
          </li>
          <li className="flex gap-3">
            <Icon name="euro" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span>
              {`${f(copy.fees)} `}
              <PageLink page="pricing" className="whitespace-nowrap text-primary underline underline-offset-4">
                {t.pageNames.pricing}
              </PageLink>
            </span>
          </li>
          <li>
            <EmergencyNote text={copy.emergency} className="text-sm" />
          </li>
        </ul>
        <p className="mt-10 font-serif text-xl text-primary italic">{f(copy.happiness)}</p>
      </div>
    </section>
  );
}
