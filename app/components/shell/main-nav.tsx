import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { PageLinks } from "../ui/links.tsx";
import { currentLink } from "./main-nav-style.ts";
import { PracticalMenu } from "./practical-menu.tsx";

/** The desktop navigation: main pages and the « Infos pratiques » disclosure. */
export function MainNav() {
  const { t } = useShell();
  return (
    <nav aria-label={t.header.mainNav} className="hidden lg:block">
      <PageLinks
        pages={navigation.main}
        className="flex items-center gap-1"
        linkClassName={`inline-flex min-h-11 items-center rounded-md px-3 py-2 font-medium text-ink no-underline hover:bg-surface-muted ${currentLink}`}
      >
        <li>
          <PracticalMenu />
        </li>
      </PageLinks>
    </nav>
  );
}
