import { ChevronLeft, ChevronRight, Star } from "lucide-react";
import { useEffect, useId, useState } from "react";
import type { HomeCopy, Testimonial } from "../content/types.ts";
import { formatDate } from "../lib/dates.ts";
import { useShell } from "../lib/i18n.ts";
import { site } from "../site/config.ts";

type Props = { testimonials: Testimonial[]; copy: HomeCopy["testimonials"] };

/**
 * Advances every few seconds and wraps around. Any manual action stops
 * auto-play for good; hovering or focusing pauses it; it never moves by
 * itself when the visitor prefers reduced motion.
 */
export function TestimonialCarousel({ testimonials, copy }: Props) {
  const { lang } = useShell();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const regionId = useId();
  const total = testimonials.length;

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (stopped || paused || reducedMotion) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), site.ui.carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [stopped, paused, reducedMotion, total]);

  const goTo = (next: number) => {
    setStopped(true);
    setIndex(((next % total) + total) % total);
  };

  const current = testimonials[index];
  if (!current) return null;
  const label = (n: number) => copy.slideLabel.replace("{n}", String(n)).replace("{total}", String(total));

  return (
    // A group, not a second region: the enclosing section already is the landmark with this name.
    // biome-ignore lint/a11y/useSemanticElements: a carousel groups slides, not form controls (no <fieldset>)
    <div
      role="group"
      aria-roledescription="carousel"
      aria-label={copy.title}
      className="mt-8"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      data-autoplay={!stopped && !paused && !reducedMotion ? "on" : "off"}
    >
      <div
        id={regionId}
        // Announce changes only once the visitor drives the carousel, never on auto-play ticks.
        aria-live={stopped ? "polite" : "off"}
        className="relative min-h-64 rounded-3xl bg-surface p-8 shadow-sm ring-1 ring-line sm:p-10"
      >
        {/* biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide with role=group */}
        <figure role="group" aria-roledescription="slide" aria-label={label(index + 1)} data-testid="testimonial">
          <p className="flex gap-1 text-accent" role="img" aria-label={`${current.rating}/5`}>
            {Array.from({ length: current.rating }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
              <Star key={i} aria-hidden="true" className="size-5 fill-current" />
            ))}
          </p>
          <blockquote className="mt-4 font-serif text-xl leading-relaxed sm:text-2xl">
            <p>{current.text[lang]}</p>
          </blockquote>
          <figcaption className="mt-5 text-ink-muted">
            <span className="font-semibold text-ink">{current.name}</span>,{" "}
            <time dateTime={current.date}>{formatDate(current.date, lang)}</time>
            {lang !== "fr" && <span className="block text-sm">{copy.translatedNote}</span>}
          </figcaption>
        </figure>
      </div>
      <div className="mt-5 flex items-center justify-center gap-4">
        <button
          type="button"
          aria-controls={regionId}
          onClick={() => goTo(index - 1)}
          className="grid size-11 place-items-center rounded-full border border-line bg-surface hover:bg-surface-muted"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">{copy.previous}</span>
        </button>
        <div className="flex flex-wrap justify-center">
          {testimonials.map((t, i) => (
            <button
              key={t.name + t.date}
              type="button"
              aria-controls={regionId}
              aria-current={i === index ? "true" : undefined}
              onClick={() => goTo(i)}
              className="group grid size-8 place-items-center"
            >
              <span
                aria-hidden="true"
                className={`block size-2.5 rounded-full transition-colors ${i === index ? "bg-primary" : "bg-ink-muted/40 group-hover:bg-ink-muted"}`}
              />
              <span className="sr-only">{label(i + 1)}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-controls={regionId}
          onClick={() => goTo(index + 1)}
          className="grid size-11 place-items-center rounded-full border border-line bg-surface hover:bg-surface-muted"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">{copy.next}</span>
        </button>
      </div>
    </div>
  );
}
