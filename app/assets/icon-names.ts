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
