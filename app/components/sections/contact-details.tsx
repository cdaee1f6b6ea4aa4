import type { ReactNode } from "react";
import type { IconName } from "../../assets/icon-names.ts";
import type { SectionOf } from "../../content/types.ts";
import { useShell } from "../../lib/i18n.ts";
import { site } from "../../site/config.ts";
import { displayPhone } from "../../site/links.ts";
import { useFillWithLinks } from "../ui/distress-link.tsx";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink } from "../ui/links.tsx";
import { OfficeAddress } from "../ui/office-address.tsx";
import { SectionHeading } from "./heading.tsx";

/** Large on a page's « contact details » section, small and muted in the footer. */
const styles = {
  page: {
    list: "mt-5 space-y-4",
    row: "flex gap-3 text-lg",
    icon: "mt-1 size-5 shrink-0 text-primary",
    link: "text-primary underline underline-offset-4",
    text: undefined,
  },
  footer: {
    list: "mt-3 space-y-3 text-sm",
    row: "flex gap-2",
    icon: "mt-0.5 size-4 shrink-0 text-primary",
    link: "text-ink-muted underline-offset-4 hover:text-ink hover:underline",
    text: "text-ink-muted",
  },
};

/** The practice's phone, e-mail, address and opening days, one row each. */
export function ContactDetails({ variant }: { variant: keyof typeof styles }) {
  const { t, f } = useShell();
  const style = styles[variant];
  const row = (icon: IconName, content: ReactNode) => (
    <li className={style.row}>
      <Icon name={icon} className={style.icon} />
      {content}
    </li>
  );
  return (
    <ul className={style.list}>
      {row(
        "phone",
        <ExternalLink target="phone" className={style.link}>
          {displayPhone(site.phone)}
        </ExternalLink>,
      )}
      {row(
        "mail",
        <ExternalLink target="email" className={`${style.link} break-all`}>
          {site.email}
        </ExternalLink>,
      )}
      {row("map-pin", <OfficeAddress className={style.text} />)}
      {row("clock", <span className={style.text}>{f(t.footer.hours)}</span>)}
    </ul>
  );
}

export function ContactDetailsSection({ section }: { section: SectionOf<"contactDetails"> }) {
  const f = useFillWithLinks();
  return (
    <>
      <SectionHeading title={f(section.title)} />
      <ContactDetails variant="page" />
    </>
  );
}
