/**
 * Files the <head> of every page points to, generated after pre-rendering from
 * the built pages themselves (so that each image says what its page's tags say):
 * a 1200×630 sharing image per canonical page, the RSS feeds, the icons and the
 * web manifests. One module per job in scripts/head-files/.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { absolute } from "../app/lib/structured-data.ts";
import { feedPaths } from "../app/site/head-files.ts";
import { type Lang, languages } from "../app/site/lang.ts";
import { pathOf } from "../app/site/pages.ts";
import { htmlFiles, readPage } from "./head-files/built-pages.ts";
import { type Posting, postingOf, rssFeed } from "./head-files/feeds.ts";
import { writeIcons, writeManifests } from "./head-files/icons.ts";
import { ogImage } from "./head-files/og-image.ts";

/** Writes every file and returns, per canonical URL, the date an article was last modified (for the sitemap). */
export async function writeHeadFiles(clientDir: string): Promise<Map<string, string>> {
  const pages = [...htmlFiles(clientDir)].map((file) => readPage(readFileSync(file, "utf8")));
  const byCanonical = new Map(pages.filter((p) => p.canonical).map((p) => [p.canonical as string, p]));

  const images = new Map<string, { heading: string; lang: Lang; photo?: string }>();
  for (const page of byCanonical.values()) {
    if (page.ogImage && page.ogImageAlt) {
      const photo = page.coverPhoto && join(clientDir, page.coverPhoto);
      images.set(new URL(page.ogImage).pathname, { heading: page.ogImageAlt, lang: page.lang, photo });
    }
  }
  // Two at a time: CI machines have two cores.
  const queue = [...images];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, { heading, lang, photo }] = next;
        const file = join(clientDir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await ogImage(heading, lang, photo));
      }
    }),
  );

  await writeIcons(clientDir);
  const home = (lang: Lang) => byCanonical.get(absolute(pathOf("home", lang)));
  writeManifests(clientDir, Object.fromEntries(languages.map((l) => [l, home(l)])));

  const modified = new Map<string, string>();
  for (const lang of languages) {
    const posts = [...byCanonical.values()]
      .filter((p) => p.lang === lang)
      .map(postingOf)
      .filter((p): p is Posting => Boolean(p));
    for (const post of posts) modified.set(post.url, post.dateModified);
    const file = join(clientDir, feedPaths[lang]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, rssFeed(lang, byCanonical.get(absolute(pathOf("blog", lang))), posts));
  }
  console.log(`head files: ${images.size} sharing images, ${languages.length} feeds, icons and manifests`);
  return modified;
}
