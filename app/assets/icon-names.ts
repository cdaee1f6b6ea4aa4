/**
 * The Lucide icons the site draws, by their Lucide file names:
 * `node scripts/lucide-icons.ts` writes their shapes from this list
 * (`icon-shapes.json`), and `<Icon name>` (app/components/ui/icon.tsx) draws one.
 */
export const iconNames = [
  "arrow-left",
  "arrow-up",
  "award",
  "briefcase",
  "building",
  "calendar-check",
  "camera",
  "check",
  "chevron-down",
  "chevron-left",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "clock",
  "euro",
  "graduation-cap",
  "key-round",
  "life-buoy",
  "loader-circle",
  "mail",
  "map-pin",
  "menu",
  "message-circle",
  "message-square",
  "monitor",
  "navigation",
  "pause",
  "phone",
  "play",
  "quote",
  "shield-check",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];

/**
 * Lucide icons drawn as CSS masks instead (`masks/<name>.svg`, filled): a row of them is one element
 * rather than an `<svg>` per icon (the testimonials' stars: 100 of the home page's 706
 * elements; opening the menu restyles 440 instead of 460, the other slides being hidden).
 */
export const maskNames = ["star"] as const;

/**
 * Lucide's drawing style, 2-unit strokes in the text's colour, on every
 * `<svg>` that draws an icon (a page's repeats cost Brotli a few bytes each).
 * Fill stays `none` on the `<svg>`, so that a class such as `fill-current`
 * can still fill an icon.
 */
export const iconStroke = {
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
