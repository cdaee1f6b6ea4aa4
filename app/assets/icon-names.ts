/**
 * The Lucide icons the site draws, by their Lucide file names: one sprite
 * (`icons.svg`, written from this list by `node scripts/icon-sprite.ts`)
 * holds them all, and `<Icon name>` (app/components/ui/icon.tsx) draws one.
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
 * rather than an `<svg>` and a `<use>` per icon (the testimonials' stars: 100 of the home page's 706
 * elements; opening the menu restyles 440 instead of 460, the other slides being hidden).
 */
export const maskNames = ["star"] as const;

/**
 * Lucide's drawing style, 2-unit strokes in the text's colour: on each of
 * the sprite's symbols rather than on every `<svg>` that draws one (about
 * 60 to 100 bytes of Brotli a page). Fill stays on the `<svg>` (`none`), so
 * that a class such as `fill-current` can still fill an icon.
 */
export const iconStroke = {
  stroke: "currentColor",
  strokeWidth: "2",
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
