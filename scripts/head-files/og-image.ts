import { site } from "../../app/site/config.ts";
import { ogImageSize } from "../../app/site/head-files.ts";
import type { Lang } from "../../app/site/lang.ts";
import { brand, fonts, logo, sharp, xml } from "./render.ts";

/**
 * The sharing image: the page's heading and the site's identity, in the
 * site's fonts and colours; an article with a cover photo shows it beside
 * its heading (`photo`: the built page's own WebP of it).
 */
export async function ogImage(heading: string, lang: Lang, photo?: string): Promise<Buffer> {
  const { width, height } = ogImageSize;
  const pad = 80;
  const headingTop = pad + 150;
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
  // The photo, 8:5 as on the site, at the right of the heading's room, which it narrows.
  const picture = photo && (await coverPicture(photo, room.height));
  if (picture) room.width -= picture.width + 40;
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
  return (
    sharp(Buffer.from(frame))
      .composite([
        { input: mark, left: pad, top: pad - 6 },
        ...(text ? [{ input: text, left: pad, top: headingTop }] : []),
        ...(picture ? [{ input: picture.data, left: width - pad - picture.width, top: headingTop }] : []),
      ])
      // A palette suits the flat card; a photo needs its colours.
      .png({ compressionLevel: 9, palette: !picture })
      .toBuffer()
  );
}

/** The cover photo cropped to 8:5 at `height`, with the site's rounded corners. */
async function coverPicture(file: string, height: number): Promise<{ data: Buffer; width: number }> {
  const width = Math.round((height * 8) / 5);
  const corners = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="24"/></svg>`,
  );
  const data = await sharp(file)
    .resize(width, height, { fit: "cover" })
    .composite([{ input: corners, blend: "dest-in" }])
    .png()
    .toBuffer();
  return { data, width };
}
