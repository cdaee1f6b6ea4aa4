import type { MetaDescriptor } from "react-router";
import { NotFound } from "../components/shell/not-found.tsx";
import { fill } from "../content/fill.ts";
import { siteLinks } from "../lib/meta.ts";
import type { loader as rootLoader } from "../root.tsx";
import { langOfPath } from "../site/lang.ts";

type MetaArgs = { location: { pathname: string }; matches: ({ loaderData?: unknown } | undefined)[] };

export const meta = ({ location, matches }: MetaArgs): MetaDescriptor[] => {
  const lang = langOfPath(location.pathname);
  // The root loader's shell copy (app/root.tsx): the first match is the root route.
  const shell = (matches[0]?.loaderData as ReturnType<typeof rootLoader> | undefined)?.shell;
  return [
    ...(shell ? [{ title: fill(shell.notFound.metaTitle, lang) }] : []),
    { name: "robots", content: "noindex" },
    ...siteLinks(lang),
  ];
};

export default function NotFoundPage() {
  return <NotFound />;
}
