/**
 * The drawings in the theme's colours (`text-primary`, `text-accent` groups
 * drawn in `currentColor`) that pages show as images, by their file names in
 * illustrations/: `node scripts/theme-illustrations.ts` writes each in the
 * light and the dark palette (`light/<name>.svg`, `dark/<name>.svg`), and
 * `<Drawing name>` (app/components/ui/drawing.tsx) shows one. The home
 * page's hero stays inline (hero.svg): the first thing seen, it costs no
 * request and is never the LCP element.
 */
export const drawingNames = ["practice", "path", "lost"] as const;

export type DrawingName = (typeof drawingNames)[number];
