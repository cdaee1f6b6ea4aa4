/**
 * The drawings in the theme's colours (`text-primary`, `text-accent` groups
 * drawn in `currentColor`) that pages show as images, by their file names in
 * illustrations/: `node scripts/theme-illustrations.ts` writes each in the
 * light and the dark palette (`light/<name>.svg`, `dark/<name>.svg`), and
 * `<Drawing name>` (app/components/ui/drawing.tsx) shows one. The home
 * page draws its own inline (`InlineIllustration`): the hero, the first
 * thing seen, and the portrait's stand-in far below its fold (the page needs
 * two round trips whatever it holds, and one more image loading with it is
 * a request Lighthouse's model sometimes counts in its LCP).
 */
export const drawingNames = ["practice", "path", "lost"] as const;

export type DrawingName = (typeof drawingNames)[number];
