/**
 * Writes the stand-in office photo, app/assets/photos/office.jpg (1600×1067):
 * a stylised consulting room in the site's colours. It only holds the place
 * of the real photo (README, "Before going live"): replace the JPG with a
 * real one of the same aspect ratio and rebuild; the build (vite-imagetools)
 * makes the responsive AVIF and WebP versions. There is no stand-in portrait:
 * a faceless silhouette said « Portrait de … » and looked unfinished; the
 * pages show an illustration until a real portrait is added.
 *
 * Run once: node scripts/make-placeholder-photos.ts
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const outDir = join(import.meta.dirname, "..", "app", "assets", "photos");

const office = `
<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1600 1067">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="1" y2="0.6">
      <stop offset="0" stop-color="#f7efe3"/>
      <stop offset="1" stop-color="#eadfce"/>
    </linearGradient>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#cfe4e1"/>
      <stop offset="1" stop-color="#f6e6d4"/>
    </linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#d9c4a8"/>
      <stop offset="1" stop-color="#c8ad8c"/>
    </linearGradient>
    <linearGradient id="light" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff8ee" stop-opacity="0.7"/>
      <stop offset="1" stop-color="#fff8ee" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="1067" fill="url(#wall)"/>
  <rect y="760" width="1600" height="307" fill="url(#floor)"/>
  <rect y="748" width="1600" height="16" fill="#e0d2bd"/>
  <rect x="180" y="150" width="460" height="520" rx="16" fill="#ffffff"/>
  <rect x="204" y="174" width="412" height="472" rx="8" fill="url(#sky)"/>
  <path d="M204 520c80-50 170-60 260-30s110 20 152 0v156H204Z" fill="#9cc3bd" opacity="0.7"/>
  <path d="M204 580c90-30 200-30 300-6s80 10 112 0v72H204Z" fill="#5f9791" opacity="0.6"/>
  <rect x="404" y="174" width="12" height="472" fill="#ffffff"/>
  <rect x="160" y="668" width="500" height="22" rx="8" fill="#e7dccb"/>
  <path d="M640 690 980 1067H120L180 690Z" fill="url(#light)"/>
  <ellipse cx="900" cy="930" rx="560" ry="96" fill="#e3efed" opacity="0.75"/>
  <ellipse cx="900" cy="930" rx="470" ry="72" fill="none" stroke="#9cc3bd" stroke-width="6" opacity="0.7"/>
  <g fill="#2b6f6a">
    <path d="M1540 760c-20-160 10-300 100-420 30 150 0 300-100 420Z"/>
    <path d="M1540 760c-110-90-150-210-130-340 100 80 150 200 130 340Z"/>
    <path d="M1545 760c40-120 120-200 230-230-20 120-100 200-230 230Z"/>
  </g>
  <path d="M1480 760h130l-20 150h-90Z" fill="#b5643c"/>
  <rect x="700" y="520" width="300" height="170" rx="70" fill="#5f9791"/>
  <rect x="670" y="620" width="360" height="190" rx="60" fill="#1f5f5b"/>
  <rect x="720" y="640" width="260" height="70" rx="30" fill="#2b6f6a"/>
  <path d="M710 800l-10 70m310-70 10 70" stroke="#6d4b30" stroke-width="14" stroke-linecap="round"/>
  <rect x="1200" y="530" width="250" height="150" rx="60" fill="#c8734b"/>
  <rect x="1170" y="620" width="310" height="180" rx="56" fill="#9a4a22"/>
  <path d="M1190 790l-10 70m290-70 10 70" stroke="#6d4b30" stroke-width="14" stroke-linecap="round"/>
  <ellipse cx="1100" cy="810" rx="86" ry="22" fill="#b89470"/>
  <rect x="1094" y="810" width="12" height="90" fill="#8a6a4c"/>
  <ellipse cx="1100" cy="900" rx="50" ry="10" fill="#8a6a4c"/>
  <rect x="1080" y="780" width="40" height="30" rx="8" fill="#fbf8f3"/>
  <circle cx="1320" cy="250" r="70" fill="#f1c9ae" opacity="0.8"/>
  <rect x="1316" y="100" width="8" height="90" fill="#b89470"/>
  <path d="M1260 250h120l-30-70h-60Z" fill="#fbf8f3"/>
  <rect x="860" y="210" width="260" height="190" rx="10" fill="#ffffff"/>
  <rect x="880" y="230" width="220" height="150" rx="4" fill="#e3efed"/>
  <path d="M880 340c50-40 100-50 150-30s50 20 70 10v60H880Z" fill="#9cc3bd"/>
  <circle cx="1050" cy="270" r="18" fill="#f1c9ae"/>
</svg>`;

mkdirSync(outDir, { recursive: true });
// A trace of grain keeps the encoders honest (real photos are never flat colour) and avoids banding.
const grain = async (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 6 } },
  })
    .png()
    .toBuffer();

for (const [name, svg, width, height] of [["office.jpg", office, 1600, 1067]] as const) {
  const file = join(outDir, name);
  await sharp(Buffer.from(svg))
    .resize(width, height)
    .composite([{ input: await grain(width, height), blend: "soft-light" }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`wrote ${file}`);
}
