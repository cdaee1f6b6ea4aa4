import { testimonials } from "../../content/testimonials.ts";
import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { TestimonialCarousel } from "./testimonial-carousel.tsx";

/** The testimonials carousel under its heading and the note on how they were collected. */
export function Testimonials({ copy }: { copy: HomeCopy["testimonials"] }) {
  const { f } = useShell();
  return (
    <section id="testimonials" data-section="testimonials" className="mt-20" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title" className="text-3xl sm:text-4xl">
        {f(copy.title)}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-ink-muted">{f(copy.intro)}</p>
      <TestimonialCarousel testimonials={testimonials} copy={copy} />
    </section>
  );
}
