import { NotFound } from "../components/not-found.tsx";
import { shellCopy } from "../content/shell.ts";
import { fill } from "../lib/fill.ts";
import { siteLinks } from "../lib/meta.ts";
import { langOfPath } from "../site/lang.ts";

export const meta = ({ location }: { location: { pathname: string } }) => {
  const lang = langOfPath(location.pathname);
  return [
    { title: fill(shellCopy[lang].notFound.metaTitle, lang) },
    { name: "robots", content: "noindex" },
    ...siteLinks(lang),
  ];
};

export default function NotFoundPage() {
  return <NotFound />;
}
