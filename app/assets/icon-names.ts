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
  "star",
  "x",
] as const;

export type IconName = (typeof iconNames)[number];

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
