import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { Portrait } from "../about/portrait.tsx";
import { buttonVariants } from "../ui/button.tsx";
import { PageLink } from "../ui/links.tsx";

/** The practitioner in a few paragraphs, with the portrait (or an illustration until there is one). */
export function About({ copy }: { copy: HomeCopy["about"] }) {
  const { f } = useShell();
  return (
    <section id="about" data-section="about" className="mt-20 grid gap-8 md:grid-cols-[2fr_1fr] md:items-center">
      <div>
        <h2 className="text-3xl sm:text-4xl">{f(copy.title)}</h2>
        {copy.paragraphs.map((p) => (
          <p key={p} className="mt-4 max-w-prose text-lg">
            {f(p)}
          </p>
        ))}
        <PageLink page="about" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
          {f(copy.cta)}
        </PageLink>
      </div>
      <Portrait
        sizes="(min-width: 1152px) 357px, (min-width: 768px) 30vw, 288px"
        pictureClassName="mx-auto w-full max-w-72 md:max-w-none"
        illustrationClassName="mx-auto w-full max-w-64 md:max-w-none"
      />
    </section>
  );
}
