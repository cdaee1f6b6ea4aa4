/** Head tags of a page: title, description, canonical and hreflang links, Open Graph. */
import type { MetaDescriptor } from "react-router";
import { site } from "../site/config.ts";
import { langOfPath, languages, locales } from "../site/lang.ts";
import { counterpartPath, resolvePath } from "../site/pages.ts";
import { fill } from "./fill.ts";

export function pageMeta(pathname: string, meta: { title: string; description: string }): MetaDescriptor[] {
  const lang = langOfPath(pathname);
  const title = fill(meta.title, lang);
  const description = fill(meta.description, lang);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: locales[lang].replace("-", "_") },
    { property: "og:site_name", content: `${site.practitioner}, ${site.title[lang]}` },
  ];
  const resolved = resolvePath(pathname);
  if (!resolved) return [...tags, { name: "robots", content: "noindex" }];
  tags.push({ tagName: "link", rel: "canonical", href: `${site.origin}${resolved.canonical}` });
  for (const other of languages) {
    tags.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: `${site.origin}${counterpartPath(resolved, other)}`,
    });
  }
  tags.push({
    tagName: "link",
    rel: "alternate",
    hrefLang: "x-default",
    href: `${site.origin}${counterpartPath(resolved, "fr")}`,
  });
  return tags;
}
