import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { buttonVariants } from "../ui/button.tsx";
import { HeroIllustration } from "../ui/illustration.tsx";
import { ExternalLink, PageLink } from "../ui/links.tsx";

/** The opening: tagline, the page's h1, the booking and « about » calls to action. */
export function Hero({ copy }: { copy: HomeCopy["hero"] }) {
  const { f } = useShell();
  return (
    <section
      id="hero"
      data-section="hero"
      className="-mt-14 bg-gradient-to-b from-primary-soft via-canvas to-canvas pt-14 sm:-mt-18 sm:pt-18"
    >
      <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 text-center sm:px-6 sm:pt-16">
        <HeroIllustration className="mx-auto mb-6 w-44 sm:w-72" />
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
        <p className="mt-10 font-serif text-xl text-primary italic">{f(copy.happiness)}</p>
      </div>
    </section>
  );
}
