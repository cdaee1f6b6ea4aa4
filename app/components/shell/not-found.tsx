import { useShell } from "../../lib/i18n.ts";
import { navigation } from "../../site/navigation.ts";
import { buttonVariants } from "../ui/button.tsx";
import { Drawing } from "../ui/drawing.tsx";
import { PageLink, PageLinks } from "../ui/links.tsx";

/** The not-found page (also shown, with other words, when a page fails to render). */
export function NotFound({ unexpected = false }: { unexpected?: boolean }) {
  const { t } = useShell();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <Drawing name="lost" pictureClassName="mb-8 block w-48 sm:w-60" />
      <h1 className="text-4xl sm:text-5xl">{unexpected ? t.notFound.unexpectedTitle : t.notFound.title}</h1>
      <p className="mt-5 text-lg text-ink-muted">{unexpected ? t.notFound.unexpectedText : t.notFound.text}</p>
      <PageLink page="home" className={`${buttonVariants()} mt-8`}>
        {t.notFound.home}
      </PageLink>
      <h2 className="mt-12 text-2xl">{t.notFound.sections}</h2>
      <PageLinks
        pages={navigation.notFound}
        className="mt-4 grid gap-2 sm:grid-cols-2"
        linkClassName="text-primary underline underline-offset-4"
      />
    </div>
  );
}
