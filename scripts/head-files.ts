/**
 * Files the <head> of every page points to, generated after pre-rendering from
 * the built pages themselves (so that each image says what its page's tags say):
 * a 1200×630 sharing image per canonical page, the RSS feeds, the icons and the
 * web manifests. Fonts come from the installed @fontsource packages: their
 * WOFF2 files are unpacked to TrueType for fontconfig, which sharp's SVG and
 * text renderers use.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import wawoff2 from "wawoff2";
import { pageNames } from "../app/content/page-names.ts";
import { absolute, siteName } from "../app/lib/structured-data.ts";
import { site } from "../app/site/config.ts";
import { feedPaths, icons, manifestPaths, ogImageSize } from "../app/site/head-files.ts";
import { type Lang, languages, locales } from "../app/site/lang.ts";
import { pathOf } from "../app/site/pages.ts";
import { palette } from "../app/site/theme.ts";

const require = createRequire(import.meta.url);
/** The light theme's brand colours, drawn on the sharing images and icons. */
const brand = palette.light;

const fontFiles = {
  serif: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
  sans: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
};

/** Unpacks the brand fonts and points fontconfig at them; must run before sharp is first loaded. */
async function setUpFonts(): Promise<Record<keyof typeof fontFiles, string>> {
  const dir = mkdtempSync(join(tmpdir(), "head-fonts-"));
  const files = {} as Record<keyof typeof fontFiles, string>;
  for (const [key, file] of Object.entries(fontFiles) as [keyof typeof fontFiles, string][]) {
    const ttf = join(dir, `${key}.ttf`);
    writeFileSync(ttf, await wawoff2.decompress(readFileSync(require.resolve(file))));
    files[key] = ttf;
  }
  const conf = join(dir, "fonts.conf");
  writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig><dir>${dir}</dir><cachedir>${dir}/cache</cachedir></fontconfig>`,
  );
  process.env.FONTCONFIG_FILE = conf;
  return files;
}

const fonts = await setUpFonts();
const { default: sharp } = await import("sharp");

const xml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const html = (text: string) =>
  text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** What the build needs of a pre-rendered page, read from its head. */
export type BuiltPage = {
  lang: Lang;
  canonical?: string;
  title: string;
  description?: string;
  ogImage?: string;
  ogImageAlt?: string;
  jsonLd: Record<string, unknown>[];
};

export function readPage(source: string): BuiltPage {
  const meta = (key: string) => source.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
  const decoded = (value: string | undefined) => (value === undefined ? undefined : html(value));
  const jsonLd = [...source.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(html(m[1] ?? "")) as Record<string, unknown>,
  );
  return {
    lang: (source.match(/<html lang="(\w+)"/)?.[1] ?? "fr") as Lang,
    canonical: decoded(source.match(/<link rel="canonical" href="([^"]*)"/)?.[1]),
    title: html(source.match(/<title>([^<]*)<\/title>/)?.[1] ?? ""),
    description: decoded(meta("description")),
    ogImage: decoded(meta("og:image")),
    ogImageAlt: decoded(meta("og:image:alt")),
    jsonLd,
  };
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) yield* htmlFiles(full);
    else if (name === "index.html") yield full;
  }
}

const logo = () => readFileSync("public/favicon.svg", "utf8");

/** The favicon, drawn at `scale` of a square filled with the brand colour (maskable and Apple icons). */
async function iconOnSquare(size: number, scale: number): Promise<Buffer> {
  const inner = Math.round(size * scale);
  const mark = await sharp(Buffer.from(logo())).resize(inner, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: brand.primary } })
    .composite([{ input: mark, gravity: "center" }])
    .png()
    .toBuffer();
}

const iconPng = (size: number) =>
  sharp(Buffer.from(logo()), { density: 72 * (size / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** A Windows icon holding PNG images (supported by every browser since IE 9 and by Windows Vista on). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

async function writeIcons(clientDir: string) {
  const out = (path: string, data: Buffer | string) => writeFileSync(join(clientDir, path), data);
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await iconPng(size) })));
  out(icons.ico, ico(small));
  out(icons.png192, await iconPng(192));
  out(icons.png512, await iconPng(512));
  // Maskable: the mark inside the 80 % safe zone; Apple: iOS rounds the corners itself.
  out(icons.maskable512, await iconOnSquare(512, 0.8));
  out(icons.appleTouch, await iconOnSquare(180, 0.86));
}

function writeManifests(clientDir: string, homes: Partial<Record<Lang, BuiltPage>>) {
  for (const lang of languages) {
    const manifest = {
      name: siteName(lang),
      short_name: site.practitioner,
      description: homes[lang]?.description,
      lang: locales[lang],
      start_url: pathOf("home", lang),
      scope: "/",
      display: "minimal-ui",
      background_color: brand.canvas,
      theme_color: brand.canvas,
      icons: [
        { src: icons.svg, sizes: "any", type: "image/svg+xml" },
        { src: icons.png192, sizes: "192x192", type: "image/png" },
        { src: icons.png512, sizes: "512x512", type: "image/png" },
        { src: icons.maskable512, sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    };
    const file = join(clientDir, manifestPaths[lang]);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  }
}

/** The sharing image: the page's heading and the site's identity, in the site's fonts and colours. */
async function ogImage(heading: string, lang: Lang): Promise<Buffer> {
  const { width, height } = ogImageSize;
  const pad = 80;
  const mark = await sharp(Buffer.from(logo())).resize(88, 88).png().toBuffer();
  const host = new URL(site.origin).host;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${brand.canvas}"/>
  <rect y="${height - 96}" width="${width}" height="96" fill="${brand["primary-soft"]}"/>
  <rect y="${height - 100}" width="${width}" height="4" fill="${brand.primary}"/>
  <text x="${pad + 112}" y="${pad + 38}" font-family="Fraunces" font-weight="600" font-size="38" fill="${brand.ink}">${xml(site.practitioner)}</text>
  <text x="${pad + 112}" y="${pad + 80}" font-family="Inter" font-size="28" fill="${brand["ink-muted"]}">${xml(`${site.title[lang]} · ${site.address.city}`)}</text>
  <text x="${pad}" y="${height - 36}" font-family="Inter" font-size="28" fill="${brand.ink}">${xml(host)}</text>
</svg>`;
  // Pango wraps the heading; the largest size whose text fits the space between identity and footer wins.
  const room = { width: width - 2 * pad, height: height - 96 - 40 - (pad + 130) };
  let text: Buffer | undefined;
  for (const size of [68, 60, 52, 46]) {
    const rendered = await sharp({
      text: {
        text: `<span foreground="${brand.primary}">${xml(heading)}</span>`,
        font: `Fraunces SemiBold ${size}`,
        fontfile: fonts.serif,
        width: room.width,
        dpi: 72,
        rgba: true,
        wrap: "word",
        spacing: Math.round(size * 0.15),
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    text = rendered.data;
    if (rendered.info.height <= room.height) break;
  }
  return sharp(Buffer.from(frame))
    .composite([
      { input: mark, left: pad, top: pad - 6 },
      ...(text ? [{ input: text, left: pad, top: pad + 150 }] : []),
    ])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

type Posting = { headline: string; description: string; url: string; datePublished: string; dateModified: string };

function rssFeed(lang: Lang, blog: BuiltPage | undefined, posts: Posting[]): string {
  const sorted = [...posts].sort((a, b) => b.datePublished.localeCompare(a.datePublished));
  const newest = sorted.reduce((latest, p) => (p.dateModified > latest ? p.dateModified : latest), "");
  const items = sorted.map(
    (p) => `    <item>
      <title>${xml(p.headline)}</title>
      <link>${xml(p.url)}</link>
      <guid isPermaLink="true">${xml(p.url)}</guid>
      <pubDate>${rfc822(p.datePublished)}</pubDate>
      <description>${xml(p.description)}</description>
    </item>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${xml(`${pageNames[lang].blog} – ${siteName(lang)}`)}</title>
    <link>${xml(absolute(pathOf("blog", lang)))}</link>
    <atom:link href="${xml(absolute(feedPaths[lang]))}" rel="self" type="application/rss+xml"/>
    <description>${xml(blog?.description ?? siteName(lang))}</description>
    <language>${locales[lang]}</language>
${newest ? `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items.join("\n")}
  </channel>
</rss>
`;
}

const postingOf = (page: BuiltPage): Posting | undefined => {
  for (const doc of page.jsonLd) {
    const graph = (doc["@graph"] as Record<string, unknown>[] | undefined) ?? [doc];
    const post = graph.find((node) => node["@type"] === "BlogPosting");
    if (post) return post as unknown as Posting;
  }
  return undefined;
};

/** Writes every file and returns, per canonical URL, the date an article was last modified (for the sitemap). */
export async function writeHeadFiles(clientDir: string): Promise<Map<string, string>> {
  const pages = [...htmlFiles(clientDir)].map((file) => readPage(readFileSync(file, "utf8")));
  const byCanonical = new Map(pages.filter((p) => p.canonical).map((p) => [p.canonical as string, p]));

  const images = new Map<string, { heading: string; lang: Lang }>();
  for (const page of byCanonical.values()) {
    if (page.ogImage && page.ogImageAlt)
      images.set(new URL(page.ogImage).pathname, { heading: page.ogImageAlt, lang: page.lang });
  }
  // Two at a time: CI machines have two cores.
  const queue = [...images];
  await Promise.all(
    [0, 1].map(async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [path, { heading, lang }] = next;
        const file = join(clientDir, path);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, await ogImage(heading, lang));
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
