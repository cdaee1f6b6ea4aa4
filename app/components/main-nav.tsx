import { useShell } from "../lib/i18n.ts";
import { navigation } from "../site/navigation.ts";
import { PageLink } from "./links.tsx";
import { PracticalMenu } from "./practical-menu.tsx";

/** The desktop navigation: main pages and the « Infos pratiques » disclosure. */
export function MainNav() {
  const { t } = useShell();
  return (
    <nav aria-label={t.header.mainNav} className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {navigation.main.map((page) => (
          <li key={page}>
            <PageLink
              page={page}
              className="inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink no-underline hover:bg-surface-muted aria-[current=page]:text-primary aria-[current=page]:underline"
            >
              {t.pageNames[page]}
            </PageLink>
          </li>
        ))}
        <li>
          <PracticalMenu />
        </li>
      </ul>
    </nav>
  );
}
