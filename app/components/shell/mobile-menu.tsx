import { Menu, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { buttonVariants } from "../ui/button.tsx";
import { ExternalLink, PageLinks } from "../ui/links.tsx";
import { LanguageToggle } from "./language-toggle.tsx";

const menuLink = "block rounded-md px-3 py-3 text-lg no-underline hover:bg-surface-muted";

/** The phone menu: a native modal <dialog>, which keeps focus inside and closes on Escape. */
export function MobileMenu() {
  const { t } = useShell();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => dialogRef.current?.close(), [pathname]);

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialogRef.current?.showModal();
          setOpen(true);
        }}
        className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted lg:hidden"
      >
        <Menu aria-hidden="true" className="size-6" />
        <span className="sr-only">{t.header.openMenu}</span>
      </button>
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        // React does not deliver a dialog's toggle event, so the state follows showModal() and close.
        onClose={() => setOpen(false)}
        className="m-0 ml-auto h-dvh max-h-none w-full max-w-sm bg-surface p-0 text-ink backdrop:bg-black/50"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-xl">
            {t.header.menuTitle}
          </h2>
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-surface-muted"
          >
            <X aria-hidden="true" className="size-6" />
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
