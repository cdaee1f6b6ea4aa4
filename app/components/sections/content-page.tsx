import type { ReactNode } from "react";
import { fill } from "../../content/fill.ts";
import type { PageCopy } from "../../content/types.ts";
import { cn } from "../../lib/cn.ts";
import { useShell } from "../../lib/i18n.ts";
import { Icon } from "../ui/icon.tsx";
import { PageLink } from "../ui/links.tsx";
import { Sections } from "./sections.tsx";

/**
 * A page made of a heading and typed sections, as most pages of the site are.
 * An optional `image` goes in the header: beside the title (`side`, for a
 * portrait) or under the lead (`below`, for a landscape photo). Children
 * follow the sections, or the section named by `childrenAfter`, or come
 * first (`childrenFirst`: a list the page is for). `wide`: header and body as
 * wide as a grid of three cards, the text keeping its measure.
 */
export function ContentPage({
  copy,
  children,
  childrenAfter,
  childrenFirst = false,
  wide = false,
  image,
  imagePlacement = "side",
}: {
  copy: PageCopy;
  children?: ReactNode;
  childrenAfter?: string;
  childrenFirst?: boolean;
  wide?: boolean;
  image?: ReactNode;
  imagePlacement?: "side" | "below";
}) {
  const width = wide ? "max-w-6xl" : "max-w-4xl";
  const { lang } = useShell();
  const f = (text: string) => fill(text, lang);
  return (
    <article>
      <header className="bg-gradient-to-b from-primary-soft to-canvas">
        <div
          className={cn(
            "mx-auto px-4 pt-12 pb-10 sm:px-6 sm:pt-16",
            width,
            image &&
              imagePlacement === "side" &&
              "md:grid md:grid-cols-[minmax(0,1fr)_15rem] md:items-center md:gap-12",
          )}
        >
          <div>
            {copy.back && (
              <PageLink
                page={copy.back.page}
                className="mb-6 inline-flex items-center gap-2 text-primary underline-offset-4 hover:underline"
              >
                <Icon name="arrow-left" className="size-4" />
                {f(copy.back.label)}
              </PageLink>
            )}
            {copy.eyebrow && (
              <p className="text-sm font-semibold uppercase tracking-wider text-accent">{f(copy.eyebrow)}</p>
            )}
            <h1 className="mt-2 text-4xl leading-tight sm:text-5xl">{f(copy.title)}</h1>
            <p className="mt-5 max-w-prose text-lg text-ink-muted sm:text-xl">{f(copy.lead)}</p>
          </div>
          {image && (
            <div className={imagePlacement === "side" ? "mx-auto mt-8 w-full max-w-60 md:mt-0 md:max-w-none" : "mt-10"}>
              {image}
            </div>
          )}
        </div>
      </header>
      <div className={cn("mx-auto px-4 pb-16 sm:px-6", width)}>
        {childrenFirst && children}
        <Sections
          sections={copy.sections}
          insert={childrenAfter ? { after: childrenAfter, node: children } : undefined}
        />
        {!childrenAfter && !childrenFirst && children}
      </div>
    </article>
  );
}
