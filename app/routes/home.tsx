import { Building, MapPin, MessageCircle, Monitor, Navigation, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import practice from "../assets/illustrations/practice.svg?raw";
import { photos } from "../assets/photos.ts";
import { ArticleCard } from "../components/article-card.tsx";
import { buttonVariants } from "../components/button.tsx";
import { useFillWithLinks } from "../components/distress-link.tsx";
import { HeroIllustration, InlineIllustration } from "../components/illustration.tsx";
import { ExternalLink, PageLink } from "../components/links.tsx";
import { OfficeAddress } from "../components/office-address.tsx";
import { ResponsiveImage } from "../components/responsive-image.tsx";
import { TestimonialCarousel } from "../components/testimonial-carousel.tsx";
import { listArticles } from "../content/articles.server.ts";
import images from "../content/images.ts";
import copy from "../content/pages/home.ts";
import { testimonials } from "../content/testimonials.ts";
import { useShell } from "../lib/i18n.ts";
import { copyLoader, loaderMeta, pagePathOf } from "../lib/page.ts";
import { langOfPath } from "../site/lang.ts";
import type { Route } from "./+types/home";

export const meta = loaderMeta;

const LATEST_COUNT = 3;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...copyLoader(copy)({ request }),
    latest: listArticles(langOfPath(pagePathOf(request))).slice(0, LATEST_COUNT),
  };
}

const link = "font-medium text-primary underline underline-offset-4";

function Card({ icon, title, text, children }: { icon: ReactNode; title: string; text: string; children: ReactNode }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line bg-surface p-6 shadow-sm">
      <span aria-hidden="true" className="grid size-12 place-items-center rounded-full bg-primary-soft text-primary">
        {icon}
      </span>
      <h3 className="mt-4 text-2xl">{title}</h3>
      <p className="mt-2 flex-1 text-ink-muted">{text}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">{children}</div>
    </li>
  );
}

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { lang, t, f } = useShell();
  const rich = useFillWithLinks();
  const c = loaderData.copy;
  return (
    <>
      <section
        id="hero"
        data-section="hero"
        className="-mt-14 bg-gradient-to-b from-primary-soft via-canvas to-canvas pt-14 sm:-mt-18 sm:pt-18"
      >
        <div className="mx-auto max-w-5xl px-4 pt-10 pb-20 text-center sm:px-6 sm:pt-16">
          <HeroIllustration className="mx-auto mb-6 w-44 sm:w-72" />
          <p className="text-sm font-semibold uppercase tracking-wider text-accent">{f(c.hero.tagline)}</p>
          <h1 className="mt-4 text-5xl leading-tight sm:text-7xl">{f(c.hero.title)}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-ink-muted sm:text-xl">{f(c.hero.subtitle)}</p>
          <div className="mt-9 flex flex-wrap justify-center gap-3">
            <ExternalLink target="booking" className={buttonVariants()}>
              {f(c.hero.bookCta)}
            </ExternalLink>
            <PageLink page="about" className={buttonVariants({ variant: "secondary" })}>
              {f(c.hero.aboutCta)}
            </PageLink>
          </div>
          <p className="mt-10 font-serif text-xl text-primary italic">{f(c.hero.happiness)}</p>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <section id="contact-cards" data-section="contact-cards" aria-labelledby="contact-cards-title">
          <h2 id="contact-cards-title" className="sr-only">
            {f(c.modes.title)}
          </h2>
          <ul className="grid gap-5 md:grid-cols-3">
            <Card icon={<Phone className="size-6" />} title={f(c.cards.phone.title)} text={f(c.cards.phone.text)}>
              <ExternalLink target="phone" className={link}>
                {f(c.cards.phone.call)}
              </ExternalLink>
              <ExternalLink target="sms" className={link}>
                {f(c.cards.phone.sms)}
              </ExternalLink>
              <ExternalLink target="whatsapp" className={link}>
                {f(c.cards.phone.whatsapp)}
              </ExternalLink>
            </Card>
            <Card icon={<Building className="size-6" />} title={f(c.cards.office.title)} text={f(c.cards.office.text)}>
              <ExternalLink target="booking" className={link}>
                {f(c.cards.office.book)}
              </ExternalLink>
              <PageLink page="office" className={link}>
                {f(c.cards.office.more)}
              </PageLink>
            </Card>
            <Card icon={<Monitor className="size-6" />} title={f(c.cards.video.title)} text={f(c.cards.video.text)}>
              <ExternalLink target="booking" className={link}>
                {f(c.cards.video.book)}
              </ExternalLink>
              <PageLink page="video" className={link}>
                {f(c.cards.video.more)}
              </PageLink>
              <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
                {f(c.cards.video.secure)}
              </span>
            </Card>
          </ul>
        </section>

        <section id="modes" data-section="modes" className="mt-20">
          <h2 className="text-3xl sm:text-4xl">{f(c.modes.title)}</h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{f(c.modes.intro)}</p>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {[
              { icon: <MessageCircle className="size-5" />, ...c.modes.phone },
              { icon: <Building className="size-5" />, ...c.modes.office },
              { icon: <Monitor className="size-5" />, ...c.modes.video },
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
                <MapPin className="size-6" />
              </span>
              <div>
                <h3 className="text-xl">{f(c.modes.address.title)}</h3>
                <OfficeAddress className="mt-1 text-ink-muted" data-testid="office-address" />
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-x-5 gap-y-3 sm:justify-end">
              <ExternalLink target="maps" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <Navigation aria-hidden="true" className="size-4" />
                {f(c.modes.address.directions)}
              </ExternalLink>
              <PageLink page="office" className={link}>
                {t.pageNames.office}
              </PageLink>
            </div>
          </div>
        </section>

        <section id="about" data-section="about" className="mt-20 grid gap-8 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h2 className="text-3xl sm:text-4xl">{f(c.about.title)}</h2>
            {c.about.paragraphs.map((p) => (
              <p key={p} className="mt-4 max-w-prose text-lg">
                {f(p)}
              </p>
            ))}
            <PageLink page="about" className={`${buttonVariants({ variant: "secondary" })} mt-6`}>
              {f(c.about.cta)}
            </PageLink>
          </div>
          {photos.portrait ? (
            <ResponsiveImage
              picture={photos.portrait}
              alt={f(images[lang].portrait.alt)}
              sizes="(min-width: 1152px) 357px, (min-width: 768px) 30vw, 288px"
              className="aspect-[4/5] rounded-2xl object-cover shadow-sm"
              pictureClassName="mx-auto w-full max-w-72 md:max-w-none"
              data-image="portrait"
            />
          ) : (
            <InlineIllustration svg={practice} className="mx-auto w-full max-w-64 md:max-w-none" />
          )}
        </section>

        <section id="testimonials" data-section="testimonials" className="mt-20" aria-labelledby="testimonials-title">
          <h2 id="testimonials-title" className="text-3xl sm:text-4xl">
            {f(c.testimonials.title)}
          </h2>
          <p className="mt-4 max-w-prose text-lg text-ink-muted">{f(c.testimonials.intro)}</p>
          <TestimonialCarousel testimonials={testimonials} copy={c.testimonials} />
        </section>

        <section id="latest" data-section="latest" className="mt-20">
          <h2 className="text-3xl sm:text-4xl">{f(c.latest.title)}</h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {loaderData.latest.map((article) => (
              <li key={article.id} className="flex">
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <PageLink page="blog" className={`${link} mt-6 inline-block`}>
            {f(c.latest.all)}
          </PageLink>
        </section>

        <section id="stats" data-section="stats" className="mt-20 mb-20" aria-labelledby="stats-title">
          <h2 id="stats-title" className="text-3xl sm:text-4xl">
            {f(c.stats.title)}
          </h2>
          <dl className="mt-8 grid gap-3 sm:grid-cols-2 sm:gap-4 md:grid-cols-4">
            {c.stats.items.map((stat) => (
              // A row on phones (figure beside its words), a card from 640 px up.
              <div
                key={stat.label}
                className="grid grid-cols-[5rem_1fr] gap-x-3 rounded-2xl bg-primary-soft p-4 sm:flex sm:flex-col sm:p-5 sm:text-center"
              >
                <dt className="order-2 text-ink-muted sm:mt-1">{f(stat.label)}</dt>
                <dd className="order-1 row-span-2 self-center text-center font-serif text-3xl text-primary sm:text-4xl">
                  {f(stat.value)}
                </dd>
                <dd className="order-3 col-start-2 mt-1 text-sm text-ink-muted sm:mt-2" data-stat-basis>
                  {rich(stat.basis)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  );
}
