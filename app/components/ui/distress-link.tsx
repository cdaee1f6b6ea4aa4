import type { ReactNode } from "react";
import { fill } from "../../content/fill.ts";
import { useLang } from "../../lib/i18n.ts";
import {
  type DistressPlaceholder,
  distressLinkClass,
  distressPattern,
  distressPlaceholders,
  isDistressPlaceholder,
} from "../../site/distress.ts";
import type { Lang } from "../../site/lang.ts";
import { isWebPlaceholder, type WebPlaceholder, webPlaceholders } from "../../site/web-links.ts";

/** One distress number as a tap-to-call (or text) link: the same markup as distressLinkHtml. */
export function DistressLink({ name }: { name: DistressPlaceholder }) {
  const { number, href } = distressPlaceholders[name];
  return (
    <a href={href} className={distressLinkClass}>
      {number}
    </a>
  );
}

/** A web address named by a placeholder, e.g. {authorityUrl}. */
function WebLink({ name }: { name: WebPlaceholder }) {
  const { text, href } = webPlaceholders[name];
  return (
    <a href={href} className="text-primary underline underline-offset-4">
      {text}
    </a>
  );
}

const linkPattern = new RegExp(`${distressPattern.source}|\\{(${Object.keys(webPlaceholders).join("|")})\\}`, "g");

/** Like fill(), but distress numbers become DistressLinks and named web addresses links. */
export function fillWithLinks(text: string, lang: Lang): ReactNode {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    const name = match[1] ?? match[2] ?? "";
    nodes.push(fill(text.slice(last, match.index), lang));
    // The offset in the copy is stable across renders: a sound key.
    if (isDistressPlaceholder(name)) nodes.push(<DistressLink key={match.index} name={name} />);
    else if (isWebPlaceholder(name)) nodes.push(<WebLink key={match.index} name={name} />);
    last = match.index + match[0].length;
  }
  if (nodes.length === 0) return fill(text, lang);
  nodes.push(fill(text.slice(last), lang));
  return nodes;
}

/** The filler for copy rendered as children: facts filled in, distress numbers and web addresses linked. */
export function useFillWithLinks(): (text: string) => ReactNode {
  const lang = useLang();
  return (text) => fillWithLinks(text, lang);
}
