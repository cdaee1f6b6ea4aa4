import { useEffect, useId, useRef } from "react";
import { useLocation } from "react-router";
import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Icon } from "../ui/icon.tsx";
import { ExternalLink, PageLinks } from "../ui/links.tsx";
import { LanguageToggle } from "./language-toggle.tsx";
import { currentLink } from "./main-nav-style.ts";

const menuLink = `block rounded-md px-3 py-3 text-lg no-underline hover:bg-surface-muted ${currentLink}`;

/**
 * The phone menu: a native modal <dialog>, which keeps focus inside, closes on
 * Escape and gives focus back to the button. Its buttons open and close it by
 * invoker commands, from the HTML alone; the page script adds what browsers
 * do not (page-script.ts): the button's `aria-expanded`, and the commands in
 * browsers without them. React only closes it when a link inside it leads to
 * another page.
 */
export function MobileMenu() {
  const { t } = useShell();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialogId = useId();
  const titleId = useId();
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  // Closes it after a client navigation; not at hydration, which finds it as the visitor left it.
  useEffect(() => {
    if (pathname === shownPath.current) return;
    shownPath.current = pathname;
    dialogRef.current?.close();
  }, [pathname]);

  return (
    <>
      <button
        type="button"
        commandfor={dialogId}
        command="show-modal"
        aria-haspopup="dialog"
        aria-expanded="false"
        // The page script keeps aria-expanded, from before hydration on.
        suppressHydrationWarning
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted lg:hidden"
      >
        <Icon name="menu" className="size-6" />
        <span className="sr-only">{t.header.openMenu}</span>
      </button>
      {/* `open` is the dialog's own (showModal), set before hydration too: React leaves it alone. */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        aria-labelledby={titleId}
        suppressHydrationWarning
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-surface p-0 text-ink backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-xl">
            {t.header.menuTitle}
          </h2>
          <button
            type="button"
            commandfor={dialogId}
            command="close"
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
          >
            <Icon name="x" className="size-6" />
            <span className="sr-only">{t.header.closeMenu}</span>
          </button>
        </div>
        {/* Named after the dialog's title: the header's navigation already holds the "main navigation" name. */}
        <nav aria-labelledby={titleId} className="px-4 py-4">
          <PageLinks pages={navigation.main} className="space-y-1" linkClassName={menuLink} />
          <p className="mt-5 px-3 text-sm font-semibold uppercase tracking-wider text-ink-muted">
            {t.header.practical}
          </p>
          <PageLinks pages={navigation.practical} className="mt-1 space-y-1" linkClassName={menuLink} />
          <div className="mt-6 flex items-center gap-3 px-3">
            <ExternalLink target="booking" className={buttonVariants()}>
              {t.header.book}
            </ExternalLink>
            <LanguageToggle />
          </div>
        </nav>
      </dialog>
    </>
  );
}
