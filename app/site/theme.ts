/**
 * The palette, light and dark (the theme follows the system). The one source
 * of every colour: the stylesheet gets it as CSS variables (`app/theme-plugin.ts`),
 * the theme-color meta and the web manifests its canvas, the sharing images
 * and icons its brand colours, the server's own pages `paletteCss`. Pairs are
 * chosen for WCAG AA (≥ 4.5:1 for text) in both themes.
 */
export const palette = {
  light: {
    canvas: "#fbf8f3",
    surface: "#ffffff",
    "surface-muted": "#f3ede4",
    ink: "#1d2628",
    "ink-muted": "#4a5558",
    line: "#ddd4c7",
    primary: "#1f5f5b",
    "primary-ink": "#ffffff",
    "primary-soft": "#e3efed",
    accent: "#9a4a22",
    focus: "#1f5f5b",
    danger: "#a3231a",
  },
  dark: {
    canvas: "#131a1b",
    surface: "#1b2426",
    "surface-muted": "#222d2f",
    ink: "#ede8e0",
    "ink-muted": "#b9c0bf",
    line: "#364244",
    primary: "#86cbc3",
    "primary-ink": "#0d1f1d",
    "primary-soft": "#1f3634",
    accent: "#f0a27a",
    focus: "#a8e0d9",
    danger: "#ff8f85",
  },
} as const satisfies Record<"light" | "dark", Record<string, `#${string}`>>;

export type ColourToken = keyof typeof palette.light;

/**
 * The system faces: a visit's first page is drawn in them (no font download), the brand faces fall back on
 * them, the server's own pages use them. No ui-sans-serif or ui-serif: only Safari knows them (its system-ui
 * is the same face); elsewhere each name is one more font lookup before the first paint (docs/decisions/001-first-paint-before-javascript.md, "Type scale").
 */
export const systemFonts = { sans: "system-ui, sans-serif", serif: "Georgia, serif" } as const;

const variables = (theme: keyof typeof palette) =>
  Object.entries(palette[theme])
    .map(([token, value]) => `--${token}:${value}`)
    .join(";");

/** The palette as CSS variables (`--canvas`, `--ink`…) on `:root`, dark under `prefers-color-scheme`. */
export const paletteCss = `:root{color-scheme:light dark;${variables("light")}}@media (prefers-color-scheme:dark){:root{${variables("dark")}}}`;
