import { type CSSProperties, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { formatDate } from "../../content/fill.ts";
import type { HomeCopy, Testimonial } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { Icon } from "../ui/icon.tsx";

type Props = { testimonials: Testimonial[]; copy: HomeCopy["testimonials"] };

/**
 * Advances every few seconds and wraps around. A visible pause button stops
 * auto-play (WCAG 2.2.2) and play starts it again; previous and next stop it
 * too. Hovering or focusing pauses it; it never moves by itself when the
 * visitor prefers reduced motion, unless they press play.
 *
 * Every slide is in the pre-rendered page, the others `hidden`, so the page
 * script answers a press made before React has loaded (or when it never
 * loads): it shows the neighbour slide and its position, and marks the
 * carousel `data-stopped`, the visitor's choice. Hydrating, the carousel takes
 * the slide the page shows and that choice as its own, before the browser's
 * next paint; from then on (`data-live`) React answers the buttons.
 */
export function TestimonialCarousel({ testimonials, copy }: Props) {
  const { lang, f } = useShell();
  const [index, setIndex] = useState(0);
  /** "auto" until the visitor chooses: then play or stop, whatever their motion preference. */
  const [choice, setChoice] = useState<"auto" | "play" | "stop">("auto");
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  /** Auto-play needs React: until then the page script moves the slides, at the visitor's request only. */
  const [hydrated, setHydrated] = useState(false);
  const regionId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const total = testimonials.length;
  const playing = choice === "play" || (choice === "auto" && !reducedMotion);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  useEffect(() => {
    if (!playing || paused) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), site.ui.carouselIntervalMs);
    return () => window.clearInterval(timer);
  }, [playing, paused, total]);

  const goTo = (next: number) => {
    setChoice("stop");
    setIndex(((next % total) + total) % total);
  };

  // Presses made before hydration (page-script.ts): a layout effect, so that no press can fall
  // between reading the page and `data-live`, and React's first paint already shows that slide.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    setHydrated(true);
    if (!("stopped" in root.dataset)) return;
    setChoice("stop");
    setIndex([...root.querySelectorAll<HTMLElement>("[data-slide]")].findIndex((slide) => !slide.hidden));
  }, []);

  if (total === 0) return null;
  const label = (n: number) => f(copy.slideLabel, { n, total });
  const control =
    "grid size-11 place-items-center rounded-full border border-line bg-surface text-ink hover:bg-surface-muted";

  return (
    // A group, not a second region: the enclosing section already is the landmark with this name.
    // biome-ignore lint/a11y/useSemanticElements: a carousel groups slides, not form controls (no <fieldset>)
    <div
      ref={rootRef}
      role="group"
      aria-roledescription="carousel"
      data-carousel=""
      // From here on React answers the buttons; the page script leaves them alone.
      data-live={hydrated ? "" : undefined}
      // The page script marks a press made before React has loaded here (data-stopped).
      suppressHydrationWarning
      aria-label={copy.carouselLabel}
      className="mt-8"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      data-autoplay={playing && !paused && hydrated ? "on" : "off"}
    >
      <div
        id={regionId}
        // Announce changes only when the visitor drives the carousel, never on auto-play ticks.
        aria-live={playing && hydrated ? "off" : "polite"}
        className="relative min-h-64 rounded-3xl bg-surface p-8 shadow-sm ring-1 ring-line sm:p-10"
      >
        {testimonials.map((testimonial, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide with role=group
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: a slide is its place in the list, which a page never reorders
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={label(i + 1)}
            data-testid="testimonial"
            data-slide=""
            hidden={i !== index}
            // The page script shows another slide before React has loaded (above).
            suppressHydrationWarning
          >
            <figure>
              <p
                role="img"
                aria-label={`${testimonial.rating}/5`}
                className="star-row text-accent"
                style={{ "--stars": testimonial.rating } as CSSProperties}
              />
              <blockquote className="mt-4 font-serif text-xl leading-relaxed sm:text-2xl">
                <p>{testimonial.text[lang]}</p>
              </blockquote>
              <figcaption className="mt-5 text-ink-muted">
                <span className="font-medium text-ink">{testimonial.name}</span>
                {", "}
                <time dateTime={testimonial.date}>{formatDate(testimonial.date, lang)}</time>
                {lang !== "fr" && <span className="block text-sm">{copy.translatedNote}</span>}
              </figcaption>
            </figure>
          </div>
        ))}
      </div>
      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          aria-controls={regionId}
          data-carousel-step="-1"
          onClick={() => goTo(index - 1)}
          className={control}
        >
          <Icon name="chevron-left" className="size-5" />
          <span className="sr-only">{copy.previous}</span>
        </button>
        <button
          type="button"
          aria-controls={regionId}
          data-carousel-step="0"
          onClick={() => setChoice(playing ? "stop" : "play")}
          className={control}
        >
          {playing ? <Icon name="pause" className="size-5" /> : <Icon name="play" className="size-5" />}
          <span className="sr-only">{playing ? copy.pause : copy.play}</span>
        </button>
        {/* The slide's own name says the same to screen readers. */}
        <p
          aria-hidden="true"
          className="min-w-16 text-center font-medium text-ink-muted tabular-nums"
          data-testid="carousel-position"
        >
          {testimonials.map((_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a position is its place in the list
            <span key={i} data-slide="" hidden={i !== index} suppressHydrationWarning>
              {`${i + 1} / ${total}`}
            </span>
          ))}
        </p>
        <button
          type="button"
          aria-controls={regionId}
          data-carousel-step="1"
          onClick={() => goTo(index + 1)}
          className={control}
        >
          <Icon name="chevron-right" className="size-5" />
          <span className="sr-only">{copy.next}</span>
        </button>
      </div>
    </div>
  );
}
