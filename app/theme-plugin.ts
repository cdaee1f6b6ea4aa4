import plugin from "tailwindcss/plugin";
import { palette, systemFonts } from "./site/theme.ts";

const variables = (theme: keyof typeof palette) =>
  Object.fromEntries(Object.entries(palette[theme]).map(([token, value]) => [`--${token}`, value]));

/**
 * Puts the palette and the system faces of `app/site/theme.ts` on `:root` as CSS variables, so that the
 * stylesheet does not restate them.
 */
export default plugin(({ addBase }) => {
  addBase({
    ":root": {
      colorScheme: "light dark",
      ...variables("light"),
      "--system-sans": systemFonts.sans,
      "--system-serif": systemFonts.serif,
    },
    "@media (prefers-color-scheme: dark)": { ":root": variables("dark") },
  });
});
