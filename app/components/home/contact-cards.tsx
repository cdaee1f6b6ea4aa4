import type { ReactNode } from "react";
import type { IconName } from "../../assets/icon-names.ts";
import type { Action, HomeCopy } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { Icon } from "../ui/icon.tsx";
import { ActionLink } from "../ui/links.tsx";

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
export function ContactCards({ copy }: { copy: HomeCopy["cards"] }) {
  const { f } = useShell();
  const { phone, office, video } = copy;
  const cards: { icon: IconName; copy: { title: string; text: string }; actions: Action[]; note?: string }[] = [
    {
      icon: "phone",
      copy: phone,
      actions: [
        { external: "phone", label: phone.call },
        { external: "sms", label: phone.sms },
        { external: "whatsapp", label: phone.whatsapp },
      ],
    },
    {
      icon: "building",
      copy: office,
      actions: [
        { external: "booking", label: office.book },
        { page: "office", label: office.more },
      ],
    },
    {
      icon: "monitor",
      copy: video,
      actions: [
        { external: "booking", label: video.book },
        { page: "video", label: video.more },
      ],
      note: video.secure,
    },
  ];
  return (
    <section id="contact-cards" data-section="contact-cards" aria-labelledby="contact-cards-title">
      {/* Sans like the text around it: a serif face at this size would be one more font lookup in the first paint, for a heading nobody sees. */}
      <h2 id="contact-cards-title" className="sr-only font-sans">
        {f(copy.title)}
      </h2>
      <ul className="grid gap-5 md:grid-cols-3">
        {cards.map(({ icon, copy, actions, note }) => (
          <Card
            key={copy.title}
            icon={<Icon name={icon} className="size-6" />}
            title={f(copy.title)}
            text={f(copy.text)}
          >
            {actions.map((action) => (
              <ActionLink key={action.label} action={action} className={link} />
            ))}
            {note && (
              <span className="inline-flex items-center gap-1.5 text-sm text-ink-muted">
                <Icon name="shield-check" className="size-4 text-primary" />
                {f(note)}
              </span>
            )}
          </Card>
        ))}
      </ul>
    </section>
  );
}
