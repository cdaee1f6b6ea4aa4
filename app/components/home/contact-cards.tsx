import { Building, Monitor, Phone, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import type { HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { ExternalLink, PageLink } from "../links.tsx";

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

/** Three ways in: phone (call, SMS, WhatsApp), the office, video. */
export function ContactCards({ copy, title }: { copy: HomeCopy["cards"]; title: string }) {
  const { f } = useShell();
  return (
    <section id="contact-cards" data-section="contact-cards" aria-labelledby="contact-cards-title">
      <h2 id="contact-cards-title" className="sr-only">
        {f(title)}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        <Card icon={<Phone className="size-6" />} title={f(copy.phone.title)} text={f(copy.phone.text)}>
          <ExternalLink target="phone" className={link}>
            {f(copy.phone.call)}
          </ExternalLink>
          <ExternalLink target="sms" className={link}>
            {f(copy.phone.sms)}
          </ExternalLink>
          <ExternalLink target="whatsapp" className={link}>
            {f(copy.phone.whatsapp)}
          </ExternalLink>
        </Card>
        <Card icon={<Building className="size-6" />} title={f(copy.office.title)} text={f(copy.office.text)}>
          <ExternalLink target="booking" className={link}>
            {f(copy.office.book)}
          </ExternalLink>
          <PageLink page="office" className={link}>
            {f(copy.office.more)}
          </PageLink>
        </Card>
        <Card icon={<Monitor className="size-6" />} title={f(copy.video.title)} text={f(copy.video.text)}>
          <ExternalLink target="booking" className={link}>
            {f(copy.video.book)}
          </ExternalLink>
          <PageLink page="video" className={link}>
            {f(copy.video.more)}
          </PageLink>
          <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
            <ShieldCheck aria-hidden="true" className="size-4 text-primary" />
            {f(copy.video.secure)}
          </span>
        </Card>
      </ul>
    </section>
  );
}
